/**
 * The embedded database belongs to one process (DESIGN.md §1, docs/decisions/016-data-dir-lock.md).
 * `DATA_DIR` is locked with `proper-lockfile` (a lock directory whose mtime the holder refreshes) for
 * the whole life of the server or of `seed:demo`; who holds it is written beside it, so a second process
 * can say which one is in the way. The lock is taken before PGlite opens the files, so a refused process
 * has changed nothing.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export interface Titular {
  pid: number;
  host: string;
  comando: string;
  desde: string;
}

/** The data folder is in use by another process: the message names it. */
export class DataDirEnUso extends Error {
  constructor(
    readonly dataDir: string,
    readonly titular: Titular | null,
  ) {
    const quien = titular
      ? `el proceso ${titular.pid} (${titular.comando}, en marcha desde ${titular.desde})`
      : 'otro proceso';
    super(
      `La base de datos de ${dataDir} está en uso por ${quien}. ` +
        'Solo un proceso puede usar la base de datos embebida a la vez: detén ese proceso ' +
        '(o, para cargar los datos de demostración, detén el servidor, ejecuta npm run seed:demo y vuelve a arrancarlo), ' +
        'o usa otra carpeta con DATA_DIR.',
    );
    this.name = 'DataDirEnUso';
  }
}

// The holder refreshes the lock every 30 s; one not refreshed for 2 minutes is taken as abandoned.
const STALE_MS = 120_000;

const rutas = (dataDir: string) => ({
  lock: path.join(dataDir, 'en-uso.lock'),
  info: path.join(dataDir, 'en-uso.json'),
});

function leerTitular(info: string): Titular | null {
  try {
    return JSON.parse(readFileSync(info, 'utf8')) as Titular;
  } catch {
    return null;
  }
}

/** Whether a process of this machine with that pid exists (one of another user's counts). */
export function procesoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` (which must exist) or throws `DataDirEnUso`. A lock left by a process of
 * this machine that no longer exists (killed with -9) is taken over at once. Returns the release.
 */
export function bloquearDataDir(
  dataDir: string,
  comando: string,
  alPerderlo: (err: Error) => void,
): () => void {
  const { lock, info } = rutas(dataDir);
  const opciones = {
    lockfilePath: lock,
    stale: STALE_MS,
    update: STALE_MS / 4,
    onCompromised: alPerderlo,
  };
  let liberar: () => void;
  try {
    liberar = lockfile.lockSync(dataDir, opciones);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const titular = leerTitular(info);
    if (!titular || titular.host !== os.hostname() || procesoVivo(titular.pid)) {
      throw new DataDirEnUso(dataDir, titular);
    }
    rmSync(lock, { recursive: true, force: true });
    liberar = lockfile.lockSync(dataDir, opciones);
  }
  const titular: Titular = {
    pid: process.pid,
    host: os.hostname(),
    comando,
    desde: new Date().toISOString(),
  };
  writeFileSync(info, JSON.stringify(titular));
  let liberado = false;
  return () => {
    if (liberado) return;
    liberado = true;
    rmSync(info, { force: true });
    try {
      liberar();
    } catch {
      // Already released (compromised or removed): nothing left to free.
    }
  };
}
