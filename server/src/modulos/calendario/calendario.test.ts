/**
 * Calendar feeds through the API (issue 27), read back with a real iCalendar parser (ical.js): a family's,
 * a teacher's and a school's, each showing only what its owner may see; a cancelled session stays with
 * STATUS:CANCELLED and a higher SEQUENCE; a regenerated link ends the old one (404).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarioEndpoints, sesionesEndpoints } from '@escuela/shared';
import { festivos, usuarios } from '../../db/schema/index';
import { eq } from 'drizzle-orm';
import { usarAppDePrueba } from '../../../test/app';
import { crearEscena, type Escena } from '../../../test/avisos-fixtures';
import { cookieDe } from '../../../test/fabricas';
import { leerCalendario } from '../../../test/ical';

const { t, api } = usarAppDePrueba({ config: { appUrl: 'https://escuela.test' } });
let e: Escena;
let profesor: string;

beforeAll(async () => {
  e = await crearEscena(t.db, { dias: 4 });
  profesor = await cookieDe(t.app, e.profesor.email);
  await t.db.insert(festivos).values([
    { fecha: '2031-12-08', nombre: 'Inmaculada Concepción', colegioId: null },
    { fecha: '2031-11-14', nombre: 'Día del colegio', colegioId: e.colegio.id },
    { fecha: '2031-11-15', nombre: 'Día de otro colegio', colegioId: e.otroColegio.id },
  ]);
});

/** GET the feed behind a link as a calendar app would (no cookie): the URL as handed out, so raw. */
async function leer(urlWeb: string) {
  const res = await t.app.inject({ method: 'GET', url: urlWeb.replace('https://escuela.test', '') });
  return { status: res.statusCode, tipo: res.headers['content-type'], texto: res.body };
}

describe('a family’s feed', () => {
  it('has no link until the family asks for one; then its feed lists their children’s sessions and holidays', async () => {
    const familia = api.conCookie(e.familias.ana.cookie);
    expect((await familia.llamar(calendarioEndpoints.enlace)).json).toEqual({ url: null, urlWeb: null });
    const creado = await familia.llamar(calendarioEndpoints.regenerar);
    expect(creado.status).toBe(200);
    expect(creado.json.url).toMatch(/^webcal:\/\/escuela\.test\/api\/calendario\/[A-Za-z0-9_-]{22}\.ics$/);
    expect(creado.json.urlWeb).toBe(creado.json.url!.replace('webcal:', 'https:'));
    // The page shows the same link again, derived, not stored.
    expect((await familia.llamar(calendarioEndpoints.enlace)).json).toEqual(creado.json);

    const feed = await leer(creado.json.urlWeb!);
    expect(feed.status).toBe(200);
    expect(feed.tipo).toBe('text/calendar; charset=utf-8');
    const { eventos } = leerCalendario(feed.texto);
    const clase = eventos.find((v) => v.uid === `sesion-${e.sesion.id}@escuela.test`);
    expect(clase).toMatchObject({
      summary: 'Lucía y Pablo · Kids I Lunes',
      status: 'CONFIRMED',
      sequence: 0,
      location: 'CEIP Cervantes, Calle Cervantes 3, Madrid',
    });
    expect(eventos.some((v) => v.uid === `sesion-${e.sesionAjena.id}@escuela.test`)).toBe(false);
    const dias = eventos.filter((v) => v.todoElDia).map((v) => v.summary);
    expect(dias).toEqual(
      expect.arrayContaining(['Festivo: Inmaculada Concepción', 'Festivo: Día del colegio']),
    );
    expect(dias).not.toContain('Festivo: Día de otro colegio');
  });

  it('shows a cancellation: the same UID, STATUS:CANCELLED, a higher SEQUENCE', async () => {
    const { json: enlace } = await api.conCookie(e.familias.ana.cookie).llamar(calendarioEndpoints.enlace);
    const antes = leerCalendario((await leer(enlace.urlWeb!)).texto).eventos.find(
      (v) => v.uid === `sesion-${e.sesion.id}@escuela.test`,
    )!;
    const res = await api.como('admin').llamar(sesionesEndpoints.update, {
      params: { id: e.sesion.id },
      body: { estado: 'cancelada', observaciones: 'Excursión del colegio' },
    });
    expect(res.status).toBe(200);
    const despues = leerCalendario((await leer(enlace.urlWeb!)).texto).eventos.find(
      (v) => v.uid === `sesion-${e.sesion.id}@escuela.test`,
    )!;
    expect(despues.status).toBe('CANCELLED');
    expect(despues.sequence).toBeGreaterThan(antes.sequence);
    expect(despues.summary).toBe('Cancelada: Lucía y Pablo · Kids I Lunes');
    expect(despues.description).toContain('Motivo: Excursión del colegio');
    expect(despues.inicio).toEqual(antes.inicio);
  });

  it('a moved session keeps its UID; its SEQUENCE goes up again', async () => {
    const { json: enlace } = await api.conCookie(e.familias.ana.cookie).llamar(calendarioEndpoints.enlace);
    const evento = async () =>
      leerCalendario((await leer(enlace.urlWeb!)).texto).eventos.find(
        (v) => v.uid === `sesion-${e.sesion.id}@escuela.test`,
      )!;
    const antes = await evento();
    const nueva = `${e.sesion.fecha.slice(0, 10)}T18:30`;
    expect(
      (
        await api
          .como('admin')
          .llamar(sesionesEndpoints.update, { params: { id: e.sesion.id }, body: { fecha: nueva } })
      ).status,
    ).toBe(200);
    const despues = await evento();
    expect(despues.sequence).toBe(antes.sequence + 1);
    expect(despues.inicio.getTime() - antes.inicio.getTime()).toBe(2.5 * 3_600_000);
  });

  it('a regenerated link ends the old one: 404', async () => {
    const familia = api.conCookie(e.familias.ana.cookie);
    const { json: viejo } = await familia.llamar(calendarioEndpoints.enlace);
    const { json: nuevo } = await familia.llamar(calendarioEndpoints.regenerar);
    expect(nuevo.url).not.toBe(viejo.url);
    expect((await leer(viejo.urlWeb!)).status).toBe(404);
    expect((await leer(nuevo.urlWeb!)).status).toBe(200);
    expect((await familia.llamar(calendarioEndpoints.enlace)).json).toEqual(nuevo);
  });

  it('a deactivated account’s feed answers 404; a token nobody has, or not a token, 404 too', async () => {
    const luis = api.conCookie(e.familias.luis.cookie);
    const { json } = await luis.llamar(calendarioEndpoints.regenerar);
    expect((await leer(json.urlWeb!)).status).toBe(200);
    await t.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, e.familias.luis.usuario.id));
    expect((await leer(json.urlWeb!)).status).toBe(404);
    expect((await leer('/api/calendario/AAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await leer('/api/calendario/corto.ics')).status).toBe(404);
  });
});

describe('a teacher’s and a school’s feed', () => {
  it('a teacher’s lists their groups’ sessions only', async () => {
    const { json } = await api.conCookie(profesor).llamar(calendarioEndpoints.regenerar);
    const { eventos } = leerCalendario((await leer(json.urlWeb!)).texto);
    const uids = eventos.filter((v) => !v.todoElDia).map((v) => v.uid);
    expect(uids).toContain(`sesion-${e.sesion.id}@escuela.test`);
    expect(uids).not.toContain(`sesion-${e.sesionAjena.id}@escuela.test`);
    expect(eventos.find((v) => v.uid === `sesion-${e.sesion.id}@escuela.test`)!.summary).toBe(
      'Cancelada: Kids I Lunes · CEIP Cervantes',
    );
  });

  it('a school’s (admin only) lists its groups’ sessions with their teacher', async () => {
    const admin = api.como('admin');
    expect(
      (await admin.llamar(calendarioEndpoints.enlaceColegio, { params: { id: e.colegio.id } })).json,
    ).toEqual({
      url: null,
      urlWeb: null,
    });
    const { json } = await admin.llamar(calendarioEndpoints.regenerarColegio, {
      params: { id: e.colegio.id },
    });
    const { nombre, eventos } = leerCalendario((await leer(json.urlWeb!)).texto);
    expect(nombre).toBe('RoboEscuela · CEIP Cervantes');
    expect(eventos.find((v) => v.uid === `sesion-${e.sesion.id}@escuela.test`)!.summary).toBe(
      'Cancelada: Kids I Lunes · Marta De Prueba',
    );
    expect(eventos.some((v) => v.uid === `sesion-${e.sesionAjena.id}@escuela.test`)).toBe(false);
    // Each owner has its own token: the school's is not the family's nor the teacher's.
    expect(
      (await admin.llamar(calendarioEndpoints.enlaceColegio, { params: { id: e.otroColegio.id } })).json.url,
    ).toBeNull();
  });

  it('refuses other roles and schools that do not exist', async () => {
    expect(
      (
        await api
          .como('coordinador')
          .llamar(calendarioEndpoints.enlaceColegio, { params: { id: e.colegio.id } })
      ).status,
    ).toBe(403);
    expect(
      (await api.como('admin').llamar(calendarioEndpoints.enlaceColegio, { params: { id: 2_000_000_000 } }))
        .status,
    ).toBe(404);
    expect((await api.como('admin').llamar(calendarioEndpoints.enlace)).status).toBe(403);
    expect((await api.como('anonimo').llamar(calendarioEndpoints.regenerar)).status).toBe(401);
  });

  it('a covered session is in the cover teacher’s feed, not the regular one’s, and the school’s names who teaches it', async () => {
    const uid = `sesion-${e.sesionAjena.id}@escuela.test`;
    const marta = (await api.conCookie(profesor).llamar(calendarioEndpoints.regenerar)).json.urlWeb!;
    const otro = api.conCookie(await cookieDe(t.app, e.otroProfesor.email));
    const delOtro = (await otro.llamar(calendarioEndpoints.regenerar)).json.urlWeb!;
    const delColegio = (
      await api
        .como('admin')
        .llamar(calendarioEndpoints.regenerarColegio, { params: { id: e.otroColegio.id } })
    ).json.urlWeb!;
    const eventos = async (url: string) => leerCalendario((await leer(url)).texto).eventos;
    const antes = (await eventos(delOtro)).find((v) => v.uid === uid)!;
    expect(antes).toBeDefined();

    const cubrir = (profesorSustitutoId: number | null) =>
      api.como('admin').llamar(sesionesEndpoints.update, {
        params: { id: e.sesionAjena.id },
        body: { profesorSustitutoId },
      });
    expect((await cubrir(e.profesor.id)).status).toBe(200);
    try {
      const cubierta = (await eventos(marta)).find((v) => v.uid === uid)!;
      expect(cubierta.sequence).toBeGreaterThan(antes.sequence);
      expect(cubierta.description).toContain('Profesor: Marta');
      expect((await eventos(delOtro)).some((v) => v.uid === uid)).toBe(false);
      expect((await eventos(delColegio)).find((v) => v.uid === uid)!.summary).toMatch(/ · Marta /);
    } finally {
      expect((await cubrir(null)).status).toBe(200);
    }
    expect((await eventos(marta)).some((v) => v.uid === uid)).toBe(false);
    expect((await eventos(delOtro)).some((v) => v.uid === uid)).toBe(true);
  });
});
