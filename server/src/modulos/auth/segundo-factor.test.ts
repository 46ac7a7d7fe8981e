/**
 * The staff second factor (decision 029): set-up from the account menu, the sign-in's second step,
 * recovery codes, turning it off, the school setting for admins, and code throttling.
 */
import {
  ajustesEndpoints,
  authEndpoints,
  segundoFactorEndpoints,
  sessionEndpoints,
  type Login,
} from '@escuela/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { accesosPendientes, limites, segundosFactores } from '../../db/schema/index';
import { testConfig, usarAppDePrueba } from '../../../test/app';
import { clienteApi, type Respuesta } from '../../../test/cliente-api';
import { createTestDatabase } from '../../../test/database';
import { PASSWORD_PRUEBA, cookieDe, crearUsuarioDePrueba } from '../../../test/fabricas';
import { codigoEn } from './totp';

const { t, api } = usarAppDePrueba({ presion: { maxEventLoopDelay: 0 } });

const ahora = () => Date.now();
/** A code of the next 30-second step: valid now (± one step) and later than any code already spent. */
const siguiente = (secreto: string) => codigoEn(secreto, ahora() + 30_000);
/** A 6-digit code that is not valid now. */
function codigoMalo(secreto: string): string {
  const validos = new Set([-30_000, 0, 30_000].map((d) => codigoEn(secreto, ahora() + d)));
  for (let i = 0; ; i++) {
    const c = String(123456 + i).padStart(6, '0');
    if (!validos.has(c)) return c;
  }
}

const cookieDeRespuesta = (res: Respuesta<unknown>, nombre: string) => {
  const c = res.cookies.find((x) => x.name === nombre);
  return c ? `${nombre}=${c.value}` : undefined;
};

/** A staff member signed in (from the account menu's point of view). */
async function miembro(rol: 'admin' | 'coordinador' | 'profesor' = 'profesor') {
  const u = await crearUsuarioDePrueba(t.db, rol);
  return { ...u, cookie: await cookieDe(t.app, u.email) };
}

/** Turns the factor on from the account menu; answers the secret and the recovery codes. */
async function activar(cookie: string) {
  const alta = await api.conCookie(cookie).llamar(segundoFactorEndpoints.alta);
  expect(alta.status).toBe(200);
  const { secreto } = alta.json;
  const res = await api
    .conCookie(cookie)
    .llamar(segundoFactorEndpoints.activar, { body: { codigo: codigoEn(secreto, ahora()) } });
  expect(res.status).toBe(200);
  return { secreto, codigos: res.json.codigosRecuperacion };
}

/** The password step; answers the response and the `paso2` cookie it set. */
async function paso1(email: string, extra: Partial<Login> = {}, cookies?: string) {
  const res = await api
    .como('anonimo', { cookies })
    .llamar(authEndpoints.login, { body: { email, password: PASSWORD_PRUEBA, ...extra } });
  return { res, paso2: cookieDeRespuesta(res, 'paso2') };
}

const paso2 = (cookie: string | undefined, codigo: string, otras?: string) =>
  api.conCookie(cookie, { cookies: otras }).llamar(segundoFactorEndpoints.codigoLogin, { body: { codigo } });

describe('set-up from the account menu', () => {
  it('shows the secret and its QR, confirms with a code and gives 10 recovery codes once', async () => {
    const yo = await miembro('coordinador');
    const como = api.conCookie(yo.cookie);
    expect((await como.llamar(segundoFactorEndpoints.estado)).json).toEqual({
      activo: false,
      codigosRestantes: 0,
      obligatorio: false,
    });
    const alta = await como.llamar(segundoFactorEndpoints.alta);
    expect(alta.status).toBe(200);
    expect(alta.json.secreto).toMatch(/^[A-Z2-7]{32}$/);
    expect(alta.json.uri).toBe(
      `otpauth://totp/RoboEscuela:${encodeURIComponent(yo.email)}?issuer=RoboEscuela&secret=${alta.json.secreto}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(alta.json.qr.lado).toBeGreaterThanOrEqual(21);
    expect(alta.json.qr.trazado).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);

    const mal = await como.llamar(segundoFactorEndpoints.activar, {
      body: { codigo: codigoMalo(alta.json.secreto) },
    });
    expect(mal.status).toBe(400);
    expect(mal.error.errors?.codigo?._errors).toEqual(['El código no es correcto o ha caducado']);
    const formato = await como.llamar(segundoFactorEndpoints.activar, { body: { codigo: 'abcde-fghij' } });
    expect(formato.status).toBe(400);
    expect(formato.error.message).toBe('El código de verificación tiene 6 dígitos');

    const bien = await como.llamar(segundoFactorEndpoints.activar, {
      body: { codigo: codigoEn(alta.json.secreto, ahora()) },
    });
    expect(bien.status).toBe(200);
    expect(bien.json.message).toBe('Verificación en dos pasos activada. Guarda tus códigos de recuperación.');
    expect(bien.json.codigosRecuperacion).toHaveLength(10);
    expect(new Set(bien.json.codigosRecuperacion).size).toBe(10);
    for (const c of bien.json.codigosRecuperacion)
      expect(c).toMatch(/^[2-9a-hjkmnp-z]{5}-[2-9a-hjkmnp-z]{5}$/);

    const estado = await como.llamar(segundoFactorEndpoints.estado);
    expect(estado.json).toEqual({ activo: true, codigosRestantes: 10, obligatorio: false });
    // After the set-up the secret never comes back: not in the state, not from a second set-up.
    expect(estado.body).not.toContain(alta.json.secreto);
    const otra = await como.llamar(segundoFactorEndpoints.alta);
    expect(otra.status).toBe(409);
    expect(otra.body).not.toContain(alta.json.secreto);
    // Stored as given to the app; the recovery codes only hashed.
    const [fila] = await t.db.select().from(segundosFactores).where(eq(segundosFactores.usuarioId, yo.id));
    expect(fila!.secreto).toBe(alta.json.secreto);
    const guardados = await t.db.execute(
      sql`select codigo_hash from codigos_recuperacion where usuario_id = ${yo.id}`,
    );
    expect(JSON.stringify(guardados)).not.toContain(bien.json.codigosRecuperacion[0]!.replace('-', ''));
  });

  it('a new set-up replaces an unconfirmed one; a parent has no second factor', async () => {
    const yo = await miembro();
    const primera = await api.conCookie(yo.cookie).llamar(segundoFactorEndpoints.alta);
    const segunda = await api.conCookie(yo.cookie).llamar(segundoFactorEndpoints.alta);
    expect(segunda.json.secreto).not.toBe(primera.json.secreto);
    const conLaPrimera = await api
      .conCookie(yo.cookie)
      .llamar(segundoFactorEndpoints.activar, { body: { codigo: codigoEn(primera.json.secreto, ahora()) } });
    expect(conLaPrimera.status).toBe(400);
    const sinEmpezar = await miembro();
    const res = await api
      .conCookie(sinEmpezar.cookie)
      .llamar(segundoFactorEndpoints.activar, { body: { codigo: '123456' } });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe('La activación ha caducado. Vuelve a empezarla.');

    for (const llamada of [segundoFactorEndpoints.estado, segundoFactorEndpoints.alta] as const) {
      expect((await api.como('tutor').llamar(llamada)).status).toBe(403);
      expect((await api.como('anonimo').llamar(llamada)).status).toBe(401);
    }
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password, then opens the session', async () => {
    const yo = await miembro('admin');
    const { secreto } = await activar(yo.cookie);
    const { res, paso2: cookie } = await paso1(yo.email);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ segundoFactor: 'codigo' });
    expect(cookieDeRespuesta(res, 'sid')).toBeUndefined();
    expect(cookie).toBeDefined();
    // The password alone is no session.
    expect((await api.conCookie(cookie).llamar(sessionEndpoints.me)).json).toEqual({ user: null });

    const bien = await paso2(cookie, siguiente(secreto));
    expect(bien.status).toBe(200);
    expect(bien.json).toEqual({ user: { id: yo.id, nombre: yo.nombre, email: yo.email, rol: 'admin' } });
    const sid = cookieDeRespuesta(bien, 'sid')!;
    expect((await api.conCookie(sid).llamar(sessionEndpoints.me)).status).toBe(200);
    // The step is over: its cookie cannot be used again.
    expect(bien.cookies.find((c) => c.name === 'paso2')?.value).toBe('');
    const otraVez = await paso2(cookie, siguiente(secreto));
    expect(otraVez.status).toBe(401);
    expect(otraVez.error.message).toBe(
      'El inicio de sesión ha caducado. Vuelve a escribir tu email y tu contraseña.',
    );
  });

  it('refuses a wrong, an expired and a replayed code', async () => {
    const yo = await miembro();
    const { secreto } = await activar(yo.cookie);
    const { paso2: cookie } = await paso1(yo.email);
    const mal = await paso2(cookie, codigoMalo(secreto));
    expect(mal.status).toBe(401);
    expect(mal.error.message).toBe('El código no es correcto o ha caducado');
    expect((await paso2(cookie, codigoEn(secreto, ahora() - 150_000))).status).toBe(401);
    const codigo = siguiente(secreto);
    expect((await paso2(cookie, codigo)).status).toBe(200);
    // The same code again, within its window, on a new sign-in: refused.
    const { paso2: otra } = await paso1(yo.email);
    const repetido = await paso2(otra, codigo);
    expect(repetido.status).toBe(401);
    expect(repetido.error.message).toBe('El código no es correcto o ha caducado');
    const formato = await paso2(otra, '12ab');
    expect(formato.status).toBe(400);
    expect(formato.error.message).toBe('Escribe los 6 dígitos de tu aplicación o un código de recuperación');
  });

  it('takes a recovery code once, written with or without the hyphen', async () => {
    const yo = await miembro();
    const { codigos } = await activar(yo.cookie);
    const { paso2: cookie } = await paso1(yo.email);
    const usado = codigos[0]!;
    expect((await paso2(cookie, ` ${usado.toUpperCase().replace('-', ' ')} `)).status).toBe(200);
    const { paso2: otra } = await paso1(yo.email);
    expect((await paso2(otra, usado)).status).toBe(401);
    expect((await paso2(otra, codigos[1]!)).status).toBe(200);
    const estado = await api.conCookie(yo.cookie).llamar(segundoFactorEndpoints.estado);
    expect(estado.json.codigosRestantes).toBe(8);
  });

  it('a waiting sign-in lasts 10 minutes', async () => {
    const yo = await miembro();
    const { secreto } = await activar(yo.cookie);
    const { paso2: cookie } = await paso1(yo.email);
    await t.db
      .update(accesosPendientes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accesosPendientes.usuarioId, yo.id));
    expect((await paso2(cookie, siguiente(secreto))).status).toBe(401);
    expect((await paso2(undefined, siguiente(secreto))).status).toBe(401);
  });

  it('carries "Recordarme" through the second step', async () => {
    const yo = await miembro();
    const { secreto } = await activar(yo.cookie);
    const con = await paso1(yo.email, { recordarme: true });
    const loginLargo = await paso2(con.paso2, siguiente(secreto));
    expect(loginLargo.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(12 * 60 * 60);
    await t.db
      .update(segundosFactores)
      .set({ ultimoPaso: null })
      .where(eq(segundosFactores.usuarioId, yo.id));
    const sin = await paso1(yo.email);
    const loginCorto = await paso2(sin.paso2, siguiente(secreto));
    expect(loginCorto.status).toBe(200);
    const sid = loginCorto.cookies.find((c) => c.name === 'sid')!;
    expect(sid.maxAge).toBeUndefined();
    expect(sid.expires).toBeUndefined();
  });

  it('throttles codes like passwords, with Retry-After', async () => {
    const yo = await miembro();
    const { secreto } = await activar(yo.cookie);
    const { paso2: cookie } = await paso1(yo.email);
    for (let i = 0; i < 5; i++) expect((await paso2(cookie, codigoMalo(secreto))).status).toBe(401);
    const frenado = await paso2(cookie, codigoMalo(secreto));
    expect(frenado.status).toBe(429);
    expect(String(frenado.headers['retry-after'])).toMatch(/^[1-9]\d*$/);
    // While the wait runs even the right code waits (it cannot be told apart).
    expect((await paso2(cookie, siguiente(secreto))).status).toBe(429);
    await t.db
      .update(limites)
      .set({ esperaHasta: sql`now() - interval '1 second'` })
      .where(eq(limites.clave, `codigo:cuenta:${yo.id}`));
    expect((await paso2(cookie, siguiente(secreto))).status).toBe(200);
  });
});

describe('turning it off and new recovery codes', () => {
  it('with a code, or with the password', async () => {
    const yo = await miembro();
    const { secreto } = await activar(yo.cookie);
    const como = api.conCookie(yo.cookie);
    const nuevos = await como.llamar(segundoFactorEndpoints.regenerarCodigos, {
      body: { codigo: siguiente(secreto) },
    });
    expect(nuevos.status).toBe(200);
    expect(nuevos.json.codigosRecuperacion).toHaveLength(10);

    const vacio = await como.llamar(segundoFactorEndpoints.desactivar, { body: {} });
    expect(vacio.status).toBe(400);
    expect(vacio.error.message).toBe('Escribe un código de verificación o tu contraseña');
    const mala = await como.llamar(segundoFactorEndpoints.desactivar, { body: { password: 'no-es-esta' } });
    expect(mala.status).toBe(400);
    expect(mala.error.errors?.password?._errors).toEqual(['La contraseña no es correcta']);
    const bien = await como.llamar(segundoFactorEndpoints.desactivar, {
      body: { password: PASSWORD_PRUEBA },
    });
    expect(bien.status).toBe(200);
    expect(bien.json.message).toBe('Verificación en dos pasos desactivada');
    expect((await paso1(yo.email)).res.json).toMatchObject({ user: { id: yo.id } });
    expect(
      (await como.llamar(segundoFactorEndpoints.desactivar, { body: { password: PASSWORD_PRUEBA } })).status,
    ).toBe(409);

    const { codigos } = await activar(yo.cookie);
    const conCodigo = await como.llamar(segundoFactorEndpoints.desactivar, { body: { codigo: codigos[3]! } });
    expect(conCodigo.status).toBe(200);
    expect((await como.llamar(segundoFactorEndpoints.estado)).json.activo).toBe(false);
  });
});

describe('"Exigir segundo factor a administradores"', () => {
  it('is off on a new install; admins only; refused to an admin without a second factor', async () => {
    expect((await api.como('admin').llamar(ajustesEndpoints.get)).json).toEqual({
      exigirSegundoFactorAdmin: false,
      horasOfertaPlaza: 72,
      mesesRetencionFamilias: 24,
    });
    for (const rol of ['coordinador', 'profesor', 'tutor'] as const) {
      expect((await api.como(rol).llamar(ajustesEndpoints.get)).status).toBe(403);
    }
    const invalido = await api
      .como('admin')
      .llamar(ajustesEndpoints.update, { body: { exigirSegundoFactorAdmin: 'si' as unknown as boolean } });
    expect(invalido.status).toBe(400);
    expect(invalido.error.errors?.exigirSegundoFactorAdmin?._errors).toEqual([
      'Indica si se exige el segundo factor a los administradores',
    ]);
    const sinFactor = await api
      .como('admin')
      .llamar(ajustesEndpoints.update, { body: { exigirSegundoFactorAdmin: true } });
    expect(sinFactor.status).toBe(409);
    expect(sinFactor.error.message).toBe(
      'Activa primero la verificación en dos pasos en tu cuenta; después podrás exigirla a los administradores',
    );
    expect((await api.como('admin').llamar(ajustesEndpoints.get)).json.exigirSegundoFactorAdmin).toBe(false);
  });

  it('when on, an admin without one sets it up right after the password; others are not asked', async () => {
    const jefa = await miembro('admin');
    await activar(jefa.cookie);
    const puesto = await api
      .conCookie(jefa.cookie)
      .llamar(ajustesEndpoints.update, { body: { exigirSegundoFactorAdmin: true } });
    expect(puesto.status).toBe(200);
    expect(puesto.json).toEqual({
      exigirSegundoFactorAdmin: true,
      horasOfertaPlaza: 72,
      mesesRetencionFamilias: 24,
    });
    // An admin required to keep it cannot turn it off.
    const estado = await api.conCookie(jefa.cookie).llamar(segundoFactorEndpoints.estado);
    expect(estado.json.obligatorio).toBe(true);
    const quitar = await api
      .conCookie(jefa.cookie)
      .llamar(segundoFactorEndpoints.desactivar, { body: { password: PASSWORD_PRUEBA } });
    expect(quitar.status).toBe(409);

    try {
      const nuevo = await crearUsuarioDePrueba(t.db, 'admin');
      const { res, paso2: cookie } = await paso1(nuevo.email, { recordarme: true });
      expect(res.json).toEqual({ segundoFactor: 'alta' });
      // Nothing to check a code against yet.
      expect((await paso2(cookie, '123456')).status).toBe(409);
      const alta = await api.conCookie(cookie).llamar(segundoFactorEndpoints.altaLogin);
      expect(alta.status).toBe(200);
      expect(alta.json.uri).toContain(encodeURIComponent(nuevo.email));
      expect((await paso2(cookie, codigoMalo(alta.json.secreto))).status).toBe(401);
      const hecho = await paso2(cookie, codigoEn(alta.json.secreto, ahora()));
      expect(hecho.status).toBe(200);
      expect(hecho.json.user.id).toBe(nuevo.id);
      expect(hecho.json.codigosRecuperacion).toHaveLength(10);
      expect(hecho.cookies.find((c) => c.name === 'sid')?.maxAge).toBe(12 * 60 * 60);
      // Next time it is an ordinary code step.
      expect((await paso1(nuevo.email)).res.json).toEqual({ segundoFactor: 'codigo' });
      // A coordinator (or a teacher) without a second factor is not asked for one.
      const coordinador = await crearUsuarioDePrueba(t.db, 'coordinador');
      expect((await paso1(coordinador.email)).res.json).toMatchObject({ user: { id: coordinador.id } });
      // Without a waiting `alta` step there is no set-up to get.
      expect((await api.como('anonimo').llamar(segundoFactorEndpoints.altaLogin)).status).toBe(401);
    } finally {
      await api
        .conCookie(jefa.cookie)
        .llamar(ajustesEndpoints.update, { body: { exigirSegundoFactorAdmin: false } });
    }
  });
});

describe('the secret and the codes stay out of the log', () => {
  it('through set-up, sign-in and a recovery code', async () => {
    const lineas: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: testConfig({ logLevel: 'debug' }),
      logStream: { write: (l) => void lineas.push(l) },
    });
    try {
      await app.ready();
      const local = await clienteApi({ app, db: database.db });
      const u = await crearUsuarioDePrueba(database.db, 'profesor');
      const cookie = await cookieDe(app, u.email);
      const alta = await local.conCookie(cookie).llamar(segundoFactorEndpoints.alta);
      const { secreto } = alta.json;
      const act = await local
        .conCookie(cookie)
        .llamar(segundoFactorEndpoints.activar, { body: { codigo: codigoEn(secreto, ahora()) } });
      const codigos = act.json.codigosRecuperacion;
      const entrar = async (codigo: string) => {
        const r = await local.como('anonimo').llamar(authEndpoints.login, {
          body: { email: u.email, password: PASSWORD_PRUEBA },
        });
        return local.conCookie(cookieDeRespuesta(r, 'paso2')).llamar(segundoFactorEndpoints.codigoLogin, {
          body: { codigo },
        });
      };
      const totp = siguiente(secreto);
      expect((await entrar(totp)).status).toBe(200);
      expect((await entrar(codigos[0]!)).status).toBe(200);
      const log = lineas.join('\n');
      expect(log).toContain('Segundo factor activado');
      for (const secretoDicho of [
        secreto,
        alta.json.uri,
        ...codigos,
        ...codigos.map((c) => c.replace('-', '')),
      ]) {
        expect(log).not.toContain(secretoDicho);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
