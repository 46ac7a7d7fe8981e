/** Start-up helpers shared by the server and the scripts: a clear Spanish message and status 1. */
import { loadConfig, type Config } from './config/config';
import { openDatabase, type Database } from './db/client';
import { DataDirEnUso } from './db/bloqueo';

export function abortar(mensaje: string): never {
  console.error(mensaje);
  process.exit(1);
}

export function configOAbortar(): Config {
  try {
    return loadConfig();
  } catch (err) {
    return abortar((err as Error).message);
  }
}

/** Opens the database; another process holding `DATA_DIR` ends this one at once (status 1). */
export async function abrirOAbortar(config: Config, comando: string): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, comando });
  } catch (err) {
    if (err instanceof DataDirEnUso) abortar(err.message);
    throw err;
  }
}
