// Worker entry (plain JS so it starts the same under tsx, vitest or plain node): registers tsx, loads the
// TypeScript parser once, then answers one file per message. A hostile file can only exhaust this
// worker's own heap; the parent replaces a worker that dies or overruns its time.
import { Buffer } from 'node:buffer';
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { procesarArchivo, leerArchivo } = await import('./procesar.ts');
const { RechazoImportacion } = await import('./guardia.ts');

parentPort.on('message', async ({ id, nombre, datos, modo }) => {
  try {
    // 'hoja': raw cells for an import that converts its own rows; otherwise the students' rows.
    const leer = modo === 'hoja' ? leerArchivo : procesarArchivo;
    const resultado = await leer(Buffer.from(datos), nombre);
    parentPort.postMessage({ id, ok: true, resultado });
  } catch (err) {
    if (err instanceof RechazoImportacion) {
      parentPort.postMessage({ id, ok: false, codigo: err.codigo, message: err.message });
    } else {
      parentPort.postMessage({ id, ok: false, codigo: 'interno', message: String(err?.stack ?? err) });
    }
  }
});
parentPort.postMessage({ listo: true });
