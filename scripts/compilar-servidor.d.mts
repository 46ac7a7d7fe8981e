/** Bundles `entrada` (relative to the repository) into server/dist; returns the bundle's path. */
export function compilarServidor(entrada: string): Promise<string>;
