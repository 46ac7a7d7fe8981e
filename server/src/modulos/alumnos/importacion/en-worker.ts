/**
 * Runs `procesarArchivo` in one long-lived worker thread (started on the first import, unref'd), one
 * file at a time, so parsing never blocks other requests. The worker has a heap cap and each file a
 * time limit: a worker that runs out of memory or time is terminated and the next import starts a new one.
 */
import { Worker } from 'node:worker_threads';
import { mensajesAlumno } from '@escuela/shared';
import type { FilasConvertidas } from './filas';
import { RechazoImportacion, type CodigoRechazo } from './guardia';
import type { Celda } from './valores';

const TIEMPO_MAXIMO_MS = 30_000;

type Respuesta =
  | { listo: true }
  | { id: number; ok: true; resultado: unknown }
  | { id: number; ok: false; codigo: CodigoRechazo | 'interno'; message: string };

let worker: Worker | null = null;
let listo: Promise<void> | null = null;
let cola: Promise<unknown> = Promise.resolve();
let siguienteId = 0;

function arrancar(): Promise<void> {
  if (worker && listo) return listo;
  const w = new Worker(new URL('./procesar.worker.mjs', import.meta.url), {
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 384, maxYoungGenerationSizeMb: 48 },
  });
  w.unref();
  worker = w;
  listo = new Promise((resolve, reject) => {
    w.once('message', () => resolve());
    w.once('error', reject);
    w.once('exit', (code) => reject(new Error(`El proceso de importación terminó (${code})`)));
  });
  w.once('exit', () => {
    if (worker === w) {
      worker = null;
      listo = null;
    }
  });
  return listo;
}

/** Ends the worker (application shutdown; the next import starts another). */
export async function cerrarWorkerImportacion(): Promise<void> {
  const w = worker;
  worker = null;
  listo = null;
  if (w) await w.terminate();
}

type Modo = 'alumnos' | 'hoja';

async function ejecutar(buf: Buffer, nombreArchivo: string, modo: Modo): Promise<unknown> {
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
    w.postMessage({ id, nombre: nombreArchivo, datos, modo }, [datos]);
  });
}

function enCola<T>(buf: Buffer, nombreArchivo: string, modo: Modo): Promise<T> {
  const tarea = cola.then(() => ejecutar(buf, nombreArchivo, modo) as Promise<T>);
  cola = tarea.catch(() => undefined);
  return tarea;
}

/** A students' file: checked, read and converted to validated rows. */
export function procesarEnWorker(buf: Buffer, nombreArchivo: string): Promise<FilasConvertidas> {
  return enCola<FilasConvertidas>(buf, nombreArchivo, 'alumnos');
}

/** Any import's file through the same guards, answered as the first sheet's raw cells. */
export function leerHojaEnWorker(buf: Buffer, nombreArchivo: string): Promise<Celda[][]> {
  return enCola<Celda[][]>(buf, nombreArchivo, 'hoja');
}
