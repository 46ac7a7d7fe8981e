/**
 * Reads an uploaded file (`leerArchivo`: guards and first sheet) in a worker thread (started on the first
 * import, unref'd), one file at a time, so parsing never blocks other requests. The worker has a heap cap
 * and each file a time limit: a worker that runs out of memory or time is terminated and the next import
 * starts a new one. The worker ends once no file is waiting, so its memory goes back at once (decision
 * 019, lever 16); starting one again costs ~100 ms, nothing next to an import.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { mensajesAlumno } from '@escuela/shared';
import { codigoDeWorker } from '../../../lib/codigo-worker';
import { RAIZ_SERVIDOR } from '../../../raiz';
import { convertirFilas, type FilasConvertidas } from './filas';
import { RechazoImportacion, type CodigoRechazo } from './guardia';
import type { Celda } from './valores';

const TIEMPO_MAXIMO_MS = 30_000;

type Respuesta =
  | { listo: true }
  | { id: number; ok: true; resultado: Celda[][] }
  | { id: number; ok: false; codigo: CodigoRechazo | 'interno'; message: string };

let worker: Worker | null = null;
let listo: Promise<void> | null = null;
let cola: Promise<unknown> = Promise.resolve();
let siguienteId = 0;
let pendientes = 0;

function arrancar(): Promise<void> {
  if (listo) return listo;
  const entrada = path.join(RAIZ_SERVIDOR, 'src/modulos/alumnos/importacion/procesar.worker.ts');
  const arranque = codigoDeWorker(entrada).then(
    (codigo) =>
      new Promise<void>((resolve, reject) => {
        const w = new Worker(codigo, {
          eval: true,
          execArgv: [],
          // A small young generation: the reader's short-lived strings die there (a 5,000-row file's
          // peak +18 MB over the process instead of +22, at the same speed; decision 058).
          resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 4 },
        });
        w.unref();
        worker = w;
        w.once('message', () => resolve());
        w.once('error', reject);
        w.once('exit', (code) => {
          reject(new Error(`El proceso de importación terminó (${code})`));
          if (worker === w) {
            worker = null;
            listo = null;
          }
        });
      }),
  );
  listo = arranque;
  // A worker that could not start (a build error, a crash on start): the next import tries again.
  arranque.catch(() => {
    if (listo === arranque) listo = null;
  });
  return arranque;
}

/** Ends the worker (application shutdown; the next import starts another). */
export async function cerrarWorkerImportacion(): Promise<void> {
  const w = worker;
  worker = null;
  listo = null;
  if (w) await w.terminate();
}

/** Whether a worker thread is alive now (its memory counts in the server's). */
export function workerImportacionVivo(): boolean {
  return worker !== null;
}

async function ejecutar(buf: Buffer, nombreArchivo: string): Promise<Celda[][]> {
  await arrancar();
  const w = worker!;
  const id = ++siguienteId;
  const datos = new Uint8Array(buf).buffer;
  return new Promise((resolve, reject) => {
    let hecho = false;
    const fin = (fn: () => void, matar = false) => {
      if (hecho) return;
      hecho = true;
      clearTimeout(reloj);
      w.off('message', alMensaje);
      w.off('error', alError);
      w.off('exit', alSalir);
      if (matar) void w.terminate();
      fn();
    };
    const alMensaje = (r: Respuesta) => {
      if ('listo' in r || r.id !== id) return;
      fin(() => {
        if (r.ok) resolve(r.resultado);
        else if (r.codigo === 'interno') reject(new Error(r.message));
        else reject(new RechazoImportacion(r.codigo, r.message));
      });
    };
    const alError = (err: Error) =>
      fin(() =>
        reject(
          (err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new RechazoImportacion('too_large', mensajesAlumno.descomprimidoGrande)
            : err,
        ),
      );
    const alSalir = (code: number) =>
      fin(() => reject(new Error(`El proceso de importación terminó (${code})`)));
    const reloj = setTimeout(
      () => fin(() => reject(new RechazoImportacion('unprocessable', mensajesAlumno.archivoIlegible)), true),
      TIEMPO_MAXIMO_MS,
    );
    w.on('message', alMensaje);
    w.once('error', alError);
    w.once('exit', alSalir);
    w.postMessage({ id, nombre: nombreArchivo, datos }, [datos]);
  });
}

function enCola(buf: Buffer, nombreArchivo: string): Promise<Celda[][]> {
  pendientes++;
  const tarea = cola.then(() => ejecutar(buf, nombreArchivo));
  cola = tarea
    .catch(() => undefined)
    .then(() => {
      if (--pendientes === 0) void cerrarWorkerImportacion();
    });
  return tarea;
}

/** Any import's file through the guards, answered as the first sheet's raw cells. */
export function leerHojaEnWorker(buf: Buffer, nombreArchivo: string): Promise<Celda[][]> {
  return enCola(buf, nombreArchivo);
}

/** A students' file: read in the worker, its rows converted and validated here. */
export async function procesarEnWorker(buf: Buffer, nombreArchivo: string): Promise<FilasConvertidas> {
  return convertirFilas(await leerHojaEnWorker(buf, nombreArchivo));
}
