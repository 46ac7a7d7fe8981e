/** The Node flags of every server process (server/opciones-node.json). */
export function opcionesNodeServidor(): string[];
/** The process environment: the file's variables under `env` (a variable already set in `env` wins). */
export function entornoServidor(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
