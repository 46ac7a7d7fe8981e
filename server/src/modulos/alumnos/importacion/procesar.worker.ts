// Worker entry, bundled by `codigoDeWorker` (no TypeScript loader inside the worker): answers each file
// with its first sheet's cells. A hostile file can only exhaust this worker's own heap; the parent replaces a worker that
// dies or overruns its time.
import { Buffer } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import { RechazoImportacion } from './guardia';
import { leerArchivo } from './procesar';

interface Pedido {
  id: number;
  nombre: string;
  datos: ArrayBuffer;
}

const puerto = parentPort!;
puerto.on('message', async ({ id, nombre, datos }: Pedido) => {
  try {
    const resultado = await leerArchivo(Buffer.from(datos), nombre);
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
