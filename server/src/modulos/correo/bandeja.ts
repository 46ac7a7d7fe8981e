/**
 * The outbox (DESIGN.md §12, docs/decisions/034-outbox.md). A request queues a message with
 * `encolar(tx, correo)` in its own transaction and answers without waiting for the mail server; a worker
 * in the process claims due messages (correo.repository.ts), hands each to its channel's sender and
 * records the result: sent (links redacted), due again after a backoff (reintentos.ts), or given up.
 * The worker wakes when a request that queued something has answered (its transaction has committed by
 * then), and polls as a fallback. Without a sender for a channel (no SMTP_URL), its messages are kept
 * as 'local' and never sent (the quick start's /correo-local shows them), and nothing of them is logged.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { esperarSegundoPlano } from '../../lib/segundo-plano';
import {
  FalloDefinitivo,
  redactarEnlaces,
  TOKEN_NO_ENVIADO,
  type EnvioCorreo,
  type Emisor,
} from '../../lib/mailer';
import {
  esTransaccion,
  insertCorreos,
  liberarCorreos,
  marcarEnviado,
  marcarFallido,
  marcarReintento,
  msHastaElProximo,
  purgarCorreos,
  reclamarCorreos,
  type Canal,
  type CorreoReclamado,
  type NuevoCorreo,
} from './correo.repository';
import { esperaTrasFallo, REINTENTOS, type PoliticaReintentos } from './reintentos';

export interface OpcionesBandeja {
  reintentos: PoliticaReintentos;
  /** Fallback poll: a message queued outside a request (or by another process) waits at most this. */
  sondeoMs: number;
  /** How long a claim holds a message; past it another worker may take it (its sender died). */
  arriendoMs: number;
  /** Messages claimed per statement. */
  lote: number;
  /** Retention in days: sent and local messages, given-up ones. */
  retencion: { enviados: number; fallidos: number };
  purgaCadaMs: number;
}

export const OPCIONES_BANDEJA: OpcionesBandeja = {
  reintentos: REINTENTOS,
  sondeoMs: 15_000,
  // Well over one delivery's worst case (TIEMPOS_SMTP in lib/mailer.ts).
  arriendoMs: 2 * 60_000,
  lote: 10,
  retencion: { enviados: 30, fallidos: 90 },
  purgaCadaMs: 60 * 60_000,
};

/** What a service queues mail through: the outbox, or the outbox as one request uses it. */
export interface Buzon {
  /** Stores the messages (in the caller's transaction when given one) and answers their ids. */
  encolar(db: DbOrTx, correos: EnvioCorreo | readonly EnvioCorreo[], canal?: Canal): Promise<number[]>;
  /** Runs a pass now (unless one is running, which then runs again). */
  despertar(): void;
}

export interface Bandeja extends Buzon {
  /** Whether e-mail is sent at all (SMTP_URL set); false in the quick start. */
  readonly enviaCorreo: boolean;
  /**
   * The outbox as one request uses it: what the request queues inside a transaction is visible to a
   * worker only once it commits, so the worker wakes when that request has answered (`trasPeticion`).
   */
  dePeticion(req: FastifyRequest): Buzon;
  /** Called when a request has answered: wakes the worker if that request queued mail. */
  trasPeticion(req: FastifyRequest): void;
  /**
   * Runs `oyente` with the `referencia` of every message once it is handed over (after its row says
   * so): how a notice counts its deliveries without the outbox knowing notices (decision 038).
   */
  alEntregar(oyente: (db: Db, referencia: string) => Promise<void>): void;
  /**
   * Waits for background work that may queue mail, then sends every message due now; with
   * `esperarReintentos`, also waits out the backoff of the pending ones (tests, with a short policy).
   */
  vaciar(opciones?: { esperarReintentos?: boolean; timeoutMs?: number }): Promise<void>;
  iniciar(): void;
  /** Stops claiming, lets the message in flight finish (up to `graciaMs`) and frees the rest of its batch. */
  parar(graciaMs?: number): Promise<void>;
}

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `trabajo`, but no longer than `ms` (the timer does not hold the process). */
async function conPlazo(trabajo: Promise<unknown>, ms: number): Promise<void> {
  let plazo: NodeJS.Timeout | undefined;
  await Promise.race([trabajo, new Promise((r) => (plazo = setTimeout(r, ms)))]);
  clearTimeout(plazo);
}

/** A delivery error's message as stored and logged: no stack, bounded. */
const motivoDe = (err: unknown) =>
  String((err as { message?: unknown } | null)?.message ?? err).slice(0, 1000);

const copiaRedactada = (c: CorreoReclamado, marca?: string) => ({
  text: redactarEnlaces(c.text, marca),
  html: redactarEnlaces(c.html, marca),
});

export function crearBandeja({
  db,
  log,
  emisores,
  opciones: pedidas,
}: {
  db: Db;
  log: FastifyBaseLogger;
  emisores: Partial<Record<Canal, Emisor>>;
  opciones?: Partial<OpcionesBandeja>;
}): Bandeja {
  const opciones = { ...OPCIONES_BANDEJA, ...pedidas };
  const canales = (Object.keys(emisores) as Canal[]).filter((c) => emisores[c]);
  /** Requests that queued mail in a transaction and have not answered yet. */
  const conCorreo = new WeakSet<FastifyRequest>();
  let iniciada = false;
  let parada = false;
  let repetir = false;
  let enCurso: Promise<void> | null = null;
  let purga: Promise<void> | null = null;
  let ultimaPurga = 0;
  let temporizador: NodeJS.Timeout | undefined;
  const oyentes: ((db: Db, referencia: string) => Promise<void>)[] = [];

  async function entregar(c: CorreoReclamado): Promise<void> {
    try {
      await emisores[c.canal]!.enviar(c);
    } catch (err) {
      const motivo = motivoDe(err);
      const espera = err instanceof FalloDefinitivo ? null : esperaTrasFallo(c.intentos, opciones.reintentos);
      if (espera === null) {
        await marcarFallido(db, c, motivo, copiaRedactada(c, TOKEN_NO_ENVIADO));
        log.error(
          { evento: 'correo_abandonado', correo: c.id, intentos: c.intentos, motivo },
          'Correo abandonado tras el último intento',
        );
      } else {
        await marcarReintento(db, c, motivo, espera);
        log.warn(
          { evento: 'correo_reintento', correo: c.id, intentos: c.intentos, esperaMs: espera, motivo },
          'No se pudo enviar el correo: se reintentará',
        );
      }
      return;
    }
    if (await marcarEnviado(db, c, copiaRedactada(c))) {
      log.info({ evento: 'correo_enviado', correo: c.id, intentos: c.intentos }, 'Correo enviado');
      if (c.referencia) {
        for (const oyente of oyentes) {
          await oyente(db, c.referencia).catch((err: unknown) =>
            log.error({ evento: 'entrega_no_anotada', correo: c.id, err }, 'No se pudo anotar la entrega'),
          );
        }
      }
    } else {
      log.warn({ evento: 'correo_reclamo_perdido', correo: c.id }, 'Correo enviado tras perder su reclamo');
    }
  }

  async function pasada(): Promise<void> {
    for (;;) {
      if (parada) return;
      const lote = await reclamarCorreos(db, {
        canales,
        limite: opciones.lote,
        arriendoMs: opciones.arriendoMs,
      });
      if (lote.length === 0) return;
      for (const [i, c] of lote.entries()) {
        if (parada) return liberarCorreos(db, lote.slice(i));
        await entregar(c);
      }
    }
  }

  function correr(): Promise<void> {
    if (enCurso) {
      repetir = true;
      return enCurso;
    }
    enCurso = (async () => {
      do {
        repetir = false;
        try {
          await pasada();
        } catch (err) {
          // `err`: the log's serializer keeps a database error's code and message, never its parameters
          // (a stored copy of a message is one of them).
          log.error(
            { evento: 'bandeja_fallida', err },
            'La bandeja de salida no pudo avanzar: se reintentará',
          );
          return;
        }
      } while (repetir && !parada);
    })().finally(() => {
      enCurso = null;
    });
    return enCurso;
  }

  function purgarSiToca(): void {
    if (purga || Date.now() - ultimaPurga < opciones.purgaCadaMs) return;
    ultimaPurga = Date.now();
    purga = purgarCorreos(db, opciones.retencion)
      .then((n) => {
        if (n > 0) log.info({ evento: 'correos_purgados', correos: n }, 'Correos antiguos eliminados');
      })
      .catch((err: unknown) =>
        log.error({ evento: 'correos_purga_fallida', err }, 'No se pudo purgar la bandeja'),
      )
      .finally(() => {
        purga = null;
      });
  }

  const despertar = () => {
    if (iniciada && !parada && canales.length > 0) void correr();
  };

  async function encolar(
    dbOTx: DbOrTx,
    correos: EnvioCorreo | readonly EnvioCorreo[],
    canal: Canal = 'email',
  ) {
    const estado: NuevoCorreo['estado'] = emisores[canal] ? 'pendiente' : 'local';
    const lista: readonly EnvioCorreo[] = Array.isArray(correos) ? correos : [correos];
    // One statement for all: a row without `desde` beside one with it is due at once (the epoch), since
    // a column only some rows set would be NULL in the others.
    const ahora = lista.some((c) => c.desde) ? new Date(0) : undefined;
    const filas = lista.map(({ to, subject, text, html, referencia, desde }: EnvioCorreo): NuevoCorreo => ({
      canal,
      to,
      subject,
      text,
      html,
      estado,
      referencia: referencia ?? null,
      ...(desde || ahora ? { proximoIntentoAt: desde ?? ahora } : {}),
    }));
    const ids = await insertCorreos(dbOTx, filas);
    if (estado === 'local') {
      // Never their text or links (DESIGN.md §6): the developer reads them on /correo-local.
      for (const id of ids) {
        log.info({ evento: 'correo_local', correo: id }, 'Correo guardado sin enviar (falta SMTP_URL)');
      }
    } else if (!esTransaccion(dbOTx)) {
      // Visible now; inside a transaction, once it commits (see `dePeticion`).
      despertar();
    }
    return ids;
  }

  return {
    enviaCorreo: canales.includes('email'),
    encolar,
    despertar,

    dePeticion(req) {
      return {
        async encolar(dbOTx, correos, canal) {
          const ids = await encolar(dbOTx, correos, canal);
          if (ids.length > 0 && esTransaccion(dbOTx)) conCorreo.add(req);
          return ids;
        },
        despertar,
      };
    },

    trasPeticion(req) {
      if (conCorreo.delete(req)) despertar();
    },

    alEntregar(oyente) {
      oyentes.push(oyente);
    },

    async vaciar({ esperarReintentos = false, timeoutMs = 10_000 } = {}) {
      const limite = Date.now() + timeoutMs;
      await esperarSegundoPlano(timeoutMs);
      while (canales.length > 0 && !parada) {
        await correr();
        if (!esperarReintentos) return;
        const ms = await msHastaElProximo(db, canales);
        if (ms === null) return;
        if (Date.now() + ms > limite) throw new Error('La bandeja de salida no se vació a tiempo');
        await dormir(ms + 5);
      }
    },

    iniciar() {
      if (iniciada || parada) return;
      iniciada = true;
      const tic = () => {
        purgarSiToca();
        despertar();
      };
      temporizador = setInterval(tic, opciones.sondeoMs);
      temporizador.unref();
      // What a previous run left due (or a stopped process's claims, once their lease ends).
      tic();
    },

    async parar(graciaMs = 3000) {
      if (parada) return;
      parada = true;
      clearInterval(temporizador);
      await conPlazo(Promise.all([enCurso, purga]), graciaMs);
      for (const c of canales) emisores[c]!.cerrar();
    },
  };
}
