import { plazasRoutes } from './modulos/plazas/plazas.routes';
import { renovacionesRoutes } from './modulos/renovaciones/renovaciones.routes';
import http from 'node:http';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import { exigirDiccionariosPassword, mensajesError, usarMensajesZodEnEspanol } from '@escuela/shared';
import type { Config } from './config/config';
import type { Db } from './db/client';
import { crearEmisorSmtp } from './lib/mailer';
import { CENSURA, rutasCensuradas, serializarError, serializarPeticion } from './lib/registro';
import { alumnosRoutes } from './modulos/alumnos/alumnos.routes';
import { ajustesRoutes } from './modulos/ajustes/ajustes.routes';
import { authRoutes } from './modulos/auth/auth.routes';
import { segundoFactorRoutes } from './modulos/auth/segundo-factor.routes';
import { resolveSession } from './modulos/auth/auth.service';
import { cursosRoutes } from './modulos/cursos/cursos.routes';
import { contactoRoutes } from './modulos/contacto/contacto.routes';
import { crearBandeja, type Bandeja, type OpcionesBandeja } from './modulos/correo/bandeja';
import { avisosRoutes } from './modulos/avisos/avisos.routes';
import { ausenciasRoutes } from './modulos/ausencias/ausencias.routes';
import { calendarioRoutes } from './modulos/calendario/calendario.routes';
import { prepararClaves } from './modulos/notificaciones/claves';
import { crearEmisorPush, OPCIONES_PUSH, type OpcionesPush } from './modulos/notificaciones/emisor-push';
import { notificacionesRoutes } from './modulos/notificaciones/notificaciones.routes';
import { correoRoutes } from './modulos/correo/correo.routes';
import { cuentasRoutes } from './modulos/cuentas/cuentas.routes';
import { mensajesContactoRoutes } from './modulos/mensajes-contacto/mensajes-contacto.routes';
import { padresRoutes } from './modulos/padres/padres.routes';
import { inscripcionesRoutes } from './modulos/inscripciones/inscripciones.routes';
import { adminPadresRoutes } from './modulos/admin-padres/admin-padres.routes';
import { usuariosRoutes } from './modulos/usuarios/usuarios.routes';
import { colegiosRoutes } from './modulos/colegios/colegios.routes';
import { dashboardRoutes } from './modulos/dashboard/dashboard.routes';
import { gruposRoutes } from './modulos/grupos/grupos.routes';
import { profesoresRoutes } from './modulos/profesores/profesores.routes';
import { nominasRoutes } from './modulos/nominas/nominas.routes';
import { distanciasRoutes } from './modulos/distancias/distancias.routes';
import { materialesRoutes } from './modulos/materiales/materiales.routes';
import { actividadesRoutes } from './modulos/actividades/actividades.routes';
import { asignacionRoutes } from './modulos/asignacion/asignacion.routes';
import { asistenciasRoutes } from './modulos/asistencias/asistencias.routes';
import { agendaRoutes } from './modulos/agenda/agenda.routes';
import { festivosRoutes } from './modulos/festivos/festivos.routes';
import { sesionesRoutes } from './modulos/sesiones/sesiones.routes';
import { reportesRoutes } from './modulos/reportes/reportes.routes';
import { consentimientosRoutes } from './modulos/consentimientos/consentimientos.routes';
import { derechosRoutes } from './modulos/derechos/derechos.routes';
import { cobrosRoutes } from './modulos/cobros/cobros.routes';
import { registerCompression } from './plugins/compression';
import { registerAvisoProxy } from './plugins/aviso-proxy';
import { erroresDelRouter, registerErrorHandler } from './plugins/errors';
import { registerJsonAcotado } from './plugins/json-acotado';
import { RegistroUnaLinea } from './plugins/registro-peticiones';
import { registerSecurity } from './plugins/security';
import { registerSession } from './plugins/session';
import { registerStatic } from './plugins/static';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** The outbox's timings (tests shorten the backoff). */
  correo?: Partial<OpcionesBandeja>;
  /** Push services admitted and their HTTPS agent (tests add a local service with its certificate). */
  push?: Partial<OpcionesPush>;
  logger?: boolean;
  /** Where the log goes (a test captures it); stdout by default. */
  logStream?: { write(linea: string): void };
  tiempos?: Partial<Tiempos>;
  /** Overload protection; tests tighten it to provoke a 503. */
  presion?: Partial<Presion>;
}

/**
 * DESIGN.md §6 Timeouts: the headers must arrive within 10 s and the whole request within 30 s (a client
 * trickling a byte every few seconds is cut off); an idle keep-alive connection closes after 5 s and any
 * socket silent for 60 s is closed. Node checks these every second.
 */
export interface Tiempos {
  cabecerasMs: number;
  peticionMs: number;
  keepAliveMs: number;
  inactividadMs: number;
}
/**
 * Overload (DESIGN.md §6): while the event loop's mean delay over the last second passes this bound,
 * requests answer 503 with Retry-After instead of queueing. Start-up itself (migrations, dictionaries)
 * blocks the loop, so the first seconds after the app is ready do not count.
 */
export interface Presion {
  maxEventLoopDelay: number;
  calentamientoMs: number;
}
export const PRESION: Presion = { maxEventLoopDelay: 2000, calentamientoMs: 3000 };

export const TIEMPOS: Tiempos = {
  cabecerasMs: 10_000,
  peticionMs: 30_000,
  keepAliveMs: 5_000,
  inactividadMs: 60_000,
};

/** Builds the whole application without listening: the server and the tests both start here. */
export async function buildApp({
  db,
  config,
  correo,
  push,
  logger = true,
  logStream,
  tiempos: tiemposPedidos,
  presion: presionPedida,
}: BuildAppOptions): Promise<FastifyInstance> {
  const tiempos = { ...TIEMPOS, ...tiemposPedidos };
  const presion = {
    ...PRESION,
    ...(config.sobrecargaMs !== undefined ? { maxEventLoopDelay: config.sobrecargaMs } : {}),
    ...presionPedida,
  };
  // Loaded once, before the first request: the strength check of every new password (shared/cuentas).
  // zxcvbn's dictionaries load with the first request that sets a password (route option `password`).
  exigirDiccionariosPassword();
  // zod's own messages (a body of the wrong type, an unknown key) in Spanish; the schemas' win (decision 028).
  usarMensajesZodEnEspanol();
  const app = Fastify({
    // DESIGN.md §6 Logs; the rules and why in lib/registro.ts.
    logger: logger && {
      level: config.logLevel,
      redact: { paths: rutasCensuradas, censor: CENSURA },
      serializers: { req: serializarPeticion, err: serializarError },
      ...(logStream ? { stream: logStream } : {}),
    },
    serverFactory: (handler) =>
      http.createServer(
        {
          headersTimeout: tiempos.cabecerasMs,
          requestTimeout: tiempos.peticionMs,
          keepAliveTimeout: tiempos.keepAliveMs,
          connectionsCheckingInterval: 1000,
        },
        handler,
      ),
    connectionTimeout: tiempos.inactividadMs,
    keepAliveTimeout: tiempos.keepAliveMs,
    requestTimeout: tiempos.peticionMs,
    // A hop count trusts that many proxies nearest to the server (what proxy-addr does with a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_addr: string, i: number) =>
              i < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: erroresDelRouter,
    genReqId: () => crypto.randomUUID(),
    // One line per request instead of Fastify's two.
    logController: new RegistroUnaLinea(),
  });
  app.decorate('db', db);
  app.decorate('config', config);
  // VAPID and the calendar feeds' key: made at the first start, shared by every process (decisions 038 and 039).
  const claves = await prepararClaves(db);
  const opcionesPush = { ...OPCIONES_PUSH, ...push };
  // Every e-mail goes through the outbox (DESIGN.md §12): without SMTP_URL it is kept, never sent. Push
  // notifications are its second channel; one nobody can receive falls back to e-mail.
  const bandeja: Bandeja = crearBandeja({
    db,
    log: app.log,
    emisores: {
      ...(config.smtpUrl ? { email: crearEmisorSmtp(config.smtpUrl, config.mailFrom) } : {}),
      push: crearEmisorPush({
        db,
        claves,
        appUrl: config.appUrl,
        mailFrom: config.mailFrom,
        opciones: opcionesPush,
        porCorreo: (c) => bandeja.encolar(db, c),
      }),
    },
    opciones: correo,
  });
  app.decorate('correo', bandeja);
  app.addHook('onReady', async () => bandeja.iniciar());
  // A request's transaction has committed by the time it answers: what it queued can go now.
  app.addHook('onResponse', (req, _reply, done) => {
    bandeja.trasPeticion(req);
    done();
  });
  app.addHook('onClose', async () => bandeja.parar());
  app.decorate('rutas', []);

  registerErrorHandler(app);
  // JSON bodies nested deeper than 32 levels → 400 before they are parsed (decision 028).
  registerJsonAcotado(app);
  let listaDesde = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    listaDesde = Date.now();
  });
  await app.register(underPressure, {
    maxEventLoopDelay: presion.maxEventLoopDelay,
    retryAfter: 10,
    // Answered as 503 with its Spanish message by the error handler (plugins/errors.ts).
    pressureHandler: async (_req, reply, tipo, valor) => {
      if (Date.now() - listaDesde < presion.calentamientoMs) return;
      app.log.warn({ evento: 'sobrecarga', tipo, valor }, 'Servidor sobrecargado');
      void reply.header('Retry-After', '10');
      throw Object.assign(new Error(mensajesError.sobrecarga), { statusCode: 503 });
    },
  });
  await registerCompression(app);
  registerAvisoProxy(app);
  await registerSecurity(app);
  await registerSession(app, resolveSession);

  authRoutes(app);
  segundoFactorRoutes(app);
  ajustesRoutes(app);
  alumnosRoutes(app);
  contactoRoutes(app);
  correoRoutes(app);
  cursosRoutes(app);
  cuentasRoutes(app);
  padresRoutes(app);
  inscripcionesRoutes(app);
  colegiosRoutes(app);
  profesoresRoutes(app);
  gruposRoutes(app);
  dashboardRoutes(app);
  nominasRoutes(app);
  distanciasRoutes(app);
  materialesRoutes(app);
  actividadesRoutes(app);
  asignacionRoutes(app);
  usuariosRoutes(app);
  adminPadresRoutes(app);
  sesionesRoutes(app);
  asistenciasRoutes(app);
  agendaRoutes(app);
  festivosRoutes(app);
  mensajesContactoRoutes(app);
  reportesRoutes(app);
  notificacionesRoutes(app, { claves, serviciosPush: opcionesPush.servicios });
  avisosRoutes(app);
  ausenciasRoutes(app);
  calendarioRoutes(app, { clave: claves.calendario });
  cobrosRoutes(app);
  consentimientosRoutes(app);
  derechosRoutes(app);
  plazasRoutes(app);
  renovacionesRoutes(app);

  await registerStatic(app);
  return app;
}
