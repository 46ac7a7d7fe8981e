// Worker entry, bundled by `codigoDeWorker` (no TypeScript loader inside the worker): answers one file
// per message. A hostile file can only exhaust this worker's own heap; the parent replaces a worker that
// dies or overruns its time.
import { Buffer } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import { RechazoImportacion } from './guardia';
import { leerArchivo, procesarArchivo } from './procesar';

interface Pedido {
  id: number;
  nombre: string;
  datos: ArrayBuffer;
  modo: 'alumnos' | 'hoja';
}

const puerto = parentPort!;
puerto.on('message', async ({ id, nombre, datos, modo }: Pedido) => {
  try {
    // 'hoja': raw cells for an import that converts its own rows; otherwise the students' rows.
    const leer = modo === 'hoja' ? leerArchivo : procesarArchivo;
    const resultado = await leer(Buffer.from(datos), nombre);
    puerto.postMessage({ id, ok: true, resultado });
  } catch (err) {
    if (err instanceof RechazoImportacion) {
      puerto.postMessage({ id, ok: false, codigo: err.codigo, message: err.message });
    } else {
      const e = err as Error | undefined;
      puerto.postMessage({ id, ok: false, codigo: 'interno', message: String(e?.stack ?? e) });
    }
  }
});
puerto.postMessage({ listo: true });
