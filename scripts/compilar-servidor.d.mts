/** Bundles `entrada` (relative to the repository) into `carpeta` (default server/dist); returns the bundle's path. */
export function compilarServidor(entrada: string, carpeta?: string): Promise<string>;
