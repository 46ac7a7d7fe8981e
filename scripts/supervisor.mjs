// The supervisor of `npm start` (decision 028): runs the server as a child process and brings it back when
// it dies (a crash, an out-of-memory, a `kill -9`), so one bad request or one bug does not leave the school
// without its server until someone notices.
// - The child says it is serving with an IPC message (`{ listo: true }`, server/src/server.ts) once it
//   listens. A child that dies after that is restarted after 1 s, 2 s, 5 s, 10 s, then every 30 s while it
//   keeps dying; the waits start again from 1 s once a child has served for 5 minutes.
// - A child that dies before it serves (a bad setting, the data folder in use, no database) is tried
//   3 times in all; then the supervisor exits with the child's status, as the server alone would.
// - A child that exits 0 (it was asked to stop) ends the supervisor with 0.
// - SIGTERM and SIGINT are passed to the child (it runs in its own process group, so a Ctrl-C in the
//   terminal reaches it only through here, once); a second one kills it at once. The supervisor exits
//   with the child's status. If the supervisor itself goes away, the child sees its IPC channel close
//   and shuts down.
// Used by scripts/start.mjs; also runnable alone: `node scripts/supervisor.mjs <command> [args…]`.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ESPERAS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
export const SANO_TRAS_MS = 5 * 60_000;
export const INTENTOS_ARRANQUE = 3;

const decir = (texto) => console.error(`[supervisor] ${texto}`);

/**
 * Runs `comando args` under supervision until it exits 0, a signal stops it, or it fails to start
 * `intentosArranque` times in a row. Ends the process itself (process.exit).
 */
export function supervisar({
  comando,
  args = [],
  opciones = {},
  esperasMs = ESPERAS_MS,
  sanoTrasMs = SANO_TRAS_MS,
  intentosArranque = INTENTOS_ARRANQUE,
}) {
  let hijo = null;
  let parando = false;
  let caidas = 0;
  let fallosArranque = 0;
  let reloj = null;

  const arrancar = () => {
    reloj = null;
    let listo = false;
    let listoDesde = 0;
    const actual = spawn(comando, args, {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      detached: true,
      ...opciones,
    });
    hijo = actual;
    actual.on('message', (m) => {
      if (m && typeof m === 'object' && m.listo === true && !listo) {
        listo = true;
        listoDesde = Date.now();
        fallosArranque = 0;
        decir(`servidor en marcha (pid ${actual.pid})`);
      }
    });
    actual.on('error', (err) => {
      // The command could not be run at all: nothing to restart.
      decir(`no se pudo arrancar el servidor: ${err.message}`);
      process.exit(1);
    });
    actual.on('exit', (code, signal) => {
      hijo = null;
      if (parando || code === 0) process.exit(code ?? (signal ? 1 : 0));
      const motivo = signal ? `la señal ${signal}` : `el código ${code}`;
      if (!listo) {
        fallosArranque += 1;
        if (fallosArranque >= intentosArranque) {
          decir(`el servidor no arranca (${fallosArranque} intentos, terminó con ${motivo}): me detengo`);
          process.exit(code || 1);
        }
      } else if (Date.now() - listoDesde >= sanoTrasMs) caidas = 0;
      const espera = esperasMs[Math.min(caidas, esperasMs.length - 1)];
      caidas += 1;
      decir(`el servidor terminó con ${motivo}; lo reinicio en ${espera / 1000} s`);
      reloj = setTimeout(arrancar, espera);
    });
  };

  for (const senal of ['SIGINT', 'SIGTERM']) {
    process.on(senal, () => {
      // A second signal (Ctrl-C twice) does not wait for the graceful shutdown.
      if (parando) return void hijo?.kill('SIGKILL');
      parando = true;
      if (reloj) clearTimeout(reloj);
      if (!hijo) process.exit(0);
      hijo.kill(senal);
    });
  }
  arrancar();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [comando, ...args] = process.argv.slice(2);
  if (!comando) {
    decir('uso: node scripts/supervisor.mjs <comando> [argumentos…]');
    process.exit(2);
  }
  supervisar({ comando, args });
}
