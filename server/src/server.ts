import { cargarDiccionariosPassword, passwordSchema, RUTA_CORREO_LOCAL } from '@escuela/shared';
import { abortar, abrirOAbortar, configOAbortar } from './arranque';
import { buildApp } from './app';
import { esperarSegundoPlano } from './lib/segundo-plano';
import { programarLimpieza } from './modulos/mantenimiento/limpieza';
import { programarBarridoFaltas } from './modulos/ausencias/faltas';
import { programarPlazas } from './modulos/plazas/plazas.job';
import { ensureAdmin } from './modulos/usuarios/usuarios.service';
import { cargarFestivosOficiales } from './modulos/festivos/festivos-oficiales';
import { hoyEscuela } from './lib/fecha-escuela';

/**
 * SIGTERM: stop accepting, let in-flight requests finish for up to this long, close the database and
 * exit 0 — all within the 10 s an orchestrator waits before SIGKILL.
 */
const GRACIA_MS = 8_000;

const config = configOAbortar();
// DESIGN.md §6: ADMIN_PASSWORD passes the same rules as any new password. Checked before the database is
// opened, so a weak one stops the server without creating, locking or migrating anything.
if (config.adminPassword !== undefined) {
  await cargarDiccionariosPassword();
  const juicio = passwordSchema.safeParse(config.adminPassword);
  if (!juicio.success) {
    abortar(
      `ADMIN_PASSWORD no es válida: ${juicio.error.issues.map((i) => i.message).join('; ')}. ` +
        'Elige una contraseña más larga y difícil de adivinar.',
    );
  }
}
const database = await abrirOAbortar(config, 'npm start (servidor)');
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  await database.migrate();
  app = await buildApp({ db: database.db, config });
  await ensureAdmin(app.db, config, app.log);
  // National and Madrid holidays of this school year and the next, when missing (DESIGN.md §3).
  await cargarFestivosOficiales(app.db, hoyEscuela());
} catch (err) {
  await database.close().catch(() => undefined);
  abortar((err as Error).message);
}

const pararLimpieza = programarLimpieza(app.db, app.log);
// Families of a child marked absent without notice, in the schools that ask for it (decision 038).
const pararFaltas = programarBarridoFaltas(app.db, app.correo, app.log, config.appUrl);
// Offers past their 72 hours, family bajas on their date, free places to the waiting list (decision 047).
const pararPlazas = programarPlazas(app.db, app.correo, app.log, config.appUrl);

let cerrando = false;
const shutdown = async (signal: string) => {
  if (cerrando) return;
  cerrando = true;
  app.log.info(`${signal} recibido: terminando las peticiones en curso y cerrando`);
  const plazo = setTimeout(() => {
    app.log.error('No se pudo cerrar a tiempo: salida forzada');
    process.exit(1);
  }, GRACIA_MS + 1500);
  plazo.unref();
  pararLimpieza();
  pararFaltas();
  pararPlazas();
  const limite = new Promise((resolve) => setTimeout(resolve, GRACIA_MS).unref());
  // close(): stops accepting, answers 503 to new requests on open connections, waits for in-flight ones.
  await Promise.race([app.close(), limite]);
  await esperarSegundoPlano(2000);
  await database.close();
  process.exit(0);
};
// `on`, not `once`: the same signal may arrive twice (systemd signals every process of the unit, and the
// supervisor of `npm start` passes its own on); a repeated one must not kill the graceful shutdown.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// Under `npm start`'s supervisor (scripts/supervisor.mjs, decision 028): say we serve; leave when it goes.
if (process.send) {
  process.send({ listo: true });
  process.once('disconnect', () => void shutdown('disconnect'));
}
app.log.info(`Base de datos: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite en ${config.dataDir}`}`);
if (!config.smtpUrl) {
  // The quick start (production refuses to start without SMTP_URL): say once, clearly, that no e-mail leaves.
  app.log.warn(
    { evento: 'correo_sin_smtp' },
    'SMTP_URL no está configurada: no se envía ningún correo (invitaciones, verificaciones, enlaces para ' +
      'restablecer la contraseña). Se guardan en la base de datos y se pueden leer en ' +
      `http://localhost:${config.port}${RUTA_CORREO_LOCAL} (solo desde este equipo).`,
  );
}
