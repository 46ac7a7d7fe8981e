/**
 * Places, waiting lists and offers (issue 26, decision 047), on the real database and a real SMTP
 * catcher: a full group queues in the rules' order, a baja gives exactly one offer by e-mail, offers are
 * accepted, refused or expire, and concurrent accepts never give one place twice.
 */
import {
  ajustesEndpoints,
  fechaEfectivaBaja,
  gruposEndpoints,
  padresEndpoints,
  plazasEndpoints,
  alumnosEndpoints,
  type GuardarGrupo,
  privacidadAceptada,
} from '@escuela/shared';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { grupos, listaEspera, listaEsperaHistorial, padres, sesiones } from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import {
  alumnosEnAlta,
  crearFamilia,
  insertColegio,
  insertGrupo,
  insertHijo,
  insertSesion,
} from '../../../test/fabricas/index';
import { usarAppDePrueba } from '../../../test/app';
import { procesarPlazas } from './plazas.job';

const { t, api, smtp } = usarAppDePrueba({ conCorreo: true, config: { appUrl: 'https://escuela.test' } });
let colegioId: number;

beforeAll(async () => {
  colegioId = (await insertColegio(t.db, 'Colegio Plazas')).id;
});

let n = 0;
const nino = (grupoId: number, nombre = `Niño${++n}`) => ({
  nombre,
  apellidos: 'Espera',
  fechaNacimiento: `2016-05-${String((n % 27) + 1).padStart(2, '0')}`,
  curso: '3' as const,
  letra: 'A' as const,
  grupoId,
  telefono1: '600111222',
  consentimientos: [privacidadAceptada()],
});

async function familia(nombre: string, ampa = false) {
  const f = await crearFamilia(t.db, colegioId, nombre);
  if (ampa) await t.db.update(padres).set({ socioAmpa: true }).where(eq(padres.id, f.padre.id));
  return { ...f, api: api.conCookie(f.cookie) };
}

/** A group of the school with `maximas` places, through the API (the admin's PUT). */
async function grupoCon(maximas: number) {
  const g = await insertGrupo(t.db, colegioId);
  const body = cuerpo(g, { plazasMaximas: maximas, plazasMinimas: Math.min(1, maximas) });
  const res = await api.como('admin').llamar(gruposEndpoints.update, { params: { id: g.id }, body });
  expect(res.status).toBe(200);
  return g;
}
const cuerpo = (g: typeof grupos.$inferSelect, cambios: Partial<GuardarGrupo> = {}): GuardarGrupo => ({
  nombre: g.nombre,
  nivelId: g.nivelId,
  duracion: 1,
  horario: g.horario,
  colegioId: g.colegioId,
  profesorId: g.profesorId,
  ...cambios,
});
const fijarPlazas = (g: typeof grupos.$inferSelect, plazasMaximas: number) =>
  api.como('admin').llamar(gruposEndpoints.update, {
    params: { id: g.id },
    body: cuerpo(g, { plazasMaximas, plazasMinimas: 1 }),
  });
const enAlta = (grupoId: number) => alumnosEnAlta(t.db, grupoId);
const lista = async (grupoId: number) =>
  (await api.como('admin').llamar(plazasEndpoints.listaEspera, { params: { id: grupoId } })).json;

describe('capacity in /api/grupos', () => {
  it('a new group has 16 and 8 places; the row says occupied and free places', async () => {
    const g = await insertGrupo(t.db, colegioId);
    const res = await api
      .como('admin')
      .llamar(gruposEndpoints.update, { params: { id: g.id }, body: cuerpo(g) });
    expect(res.json).toMatchObject({
      plazasMaximas: 16,
      plazasMinimas: 8,
      plazasLibres: 16,
      numAlumnos: 0,
      enEspera: 0,
    });
    const creado = await api.como('admin').llamar(gruposEndpoints.create, {
      body: { ...cuerpo(g), nombre: 'Grupo pequeño', plazasMaximas: 10, plazasMinimas: 4 },
    });
    expect(creado.status).toBe(201);
    expect(creado.json).toMatchObject({ plazasMaximas: 10, plazasMinimas: 4, plazasLibres: 10 });
  });

  it('refuses impossible places with a Spanish message under the field, changing nothing', async () => {
    const g = await insertGrupo(t.db, colegioId);
    const mal = await api.como('admin').llamar(gruposEndpoints.update, {
      params: { id: g.id },
      body: cuerpo(g, { plazasMaximas: 5, plazasMinimas: 6 }),
    });
    expect(mal.status).toBe(400);
    expect(mal.error.errors?.plazasMinimas?._errors).toEqual([
      'Las plazas mínimas no pueden superar las máximas',
    ]);
    const cero = await api.como('admin').llamar(gruposEndpoints.update, {
      params: { id: g.id },
      body: cuerpo(g, { plazasMaximas: 0 }),
    });
    expect(cero.status).toBe(400);
    const [fila] = await t.db.select().from(grupos).where(eq(grupos.id, g.id));
    expect(fila).toMatchObject({ plazasMaximas: 16, plazasMinimas: 8 });
  });
});

describe('a full group queues: siblings, then AMPA members, then the time of the request', () => {
  it('enrols while places last, then waits in order; the office reorders and offers only with a free place', async () => {
    const g = await grupoCon(2);
    const ana = await familia('Ana');
    const bea = await familia('Bea');
    const carla = await familia('Carla');
    const dani = await familia('Dani', true);

    const r1 = await ana.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Alba') });
    expect(r1.status).toBe(201);
    expect(r1.json).toMatchObject({ estado: 'inscrito', posicion: null });
    expect((await bea.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Bruno') })).json.estado).toBe(
      'inscrito',
    );

    const r3 = await carla.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Cris') });
    expect(r3.status).toBe(201);
    expect(r3.json).toMatchObject({ estado: 'lista_espera', posicion: 1 });
    expect(r3.json.message).toContain('lista de espera (posición 1)');
    // The AMPA member goes before Carla, Ana's second child (a sibling in the group) before both.
    expect(
      (await dani.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Dora') })).json.posicion,
    ).toBe(1);
    expect(
      (await ana.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Aitor') })).json.posicion,
    ).toBe(1);
    expect(await enAlta(g.id)).toBe(2);

    const l = await lista(g.id);
    expect(l.map((e) => [e.alumno, e.posicion, e.hermano, e.ampa, e.estado])).toEqual([
      ['Aitor Espera', 1, true, false, 'esperando'],
      ['Dora Espera', 2, false, true, 'esperando'],
      ['Cris Espera', 3, false, false, 'esperando'],
    ]);
    const grupoPortal = (await carla.api.llamar(padresEndpoints.grupos)).json.find((x) => x.id === g.id);
    expect(grupoPortal?.plazasLibres).toBe(0);
    expect((await carla.api.llamar(plazasEndpoints.esperas)).json).toEqual([
      expect.objectContaining({
        posicion: 3,
        estado: 'esperando',
        alumno: expect.objectContaining({ nombre: 'Cris' }),
      }),
    ]);

    // The office moves Cris first: a history row keeps who and where.
    const cris = l[2]!;
    const mover = await api
      .como('admin')
      .llamar(plazasEndpoints.mover, { params: { id: cris.id }, body: { posicion: 1 } });
    expect(mover.status).toBe(200);
    expect((await lista(g.id)).map((e) => e.alumno)).toEqual(['Cris Espera', 'Aitor Espera', 'Dora Espera']);
    const historial = await t.db
      .select()
      .from(listaEsperaHistorial)
      .where(and(eq(listaEsperaHistorial.listaEsperaId, cris.id), isNotNull(listaEsperaHistorial.autorId)));
    // Cris joined first (nobody waited yet), then the AMPA member and the sibling went before.
    expect(historial.map((h) => [h.estado, h.orden])).toEqual([
      ['esperando', 1],
      ['esperando', 1],
    ]);
    expect(
      (
        await api
          .como('admin')
          .llamar(plazasEndpoints.mover, { params: { id: cris.id }, body: { posicion: 0 } })
      ).status,
    ).toBe(400);
    // No free place: "Ofrecer plaza" is refused.
    const ofrecer = await api.como('admin').llamar(plazasEndpoints.ofrecer, { params: { id: cris.id } });
    expect(ofrecer.status).toBe(409);
    expect(ofrecer.error.message).toBe(
      'No hay plazas libres en el grupo: aumenta las plazas o espera a una baja',
    );
  });
});

describe('the office enrols into a full group', () => {
  it('POST /api/alumnos queues the student and says where; with a place it enrols', async () => {
    const g = await grupoCon(1);
    const primero = await api.como('admin').llamar(alumnosEndpoints.create, {
      body: { nombre: 'Oficina', apellidos: 'Uno', grupoId: g.id },
    });
    expect(primero.status).toBe(201);
    expect(primero.json).toMatchObject({ estado: 'alta', grupo: { id: g.id }, listaEspera: null });
    const segundo = await api.como('admin').llamar(alumnosEndpoints.create, {
      body: { nombre: 'Oficina', apellidos: 'Dos', grupoId: g.id },
    });
    expect(segundo.status).toBe(201);
    expect(segundo.json).toMatchObject({
      estado: 'baja',
      grupo: null,
      listaEspera: { grupoId: g.id, posicion: 1 },
    });
    expect((await lista(g.id)).map((e) => e.alumno)).toEqual(['Oficina Dos']);
    expect(await enAlta(g.id)).toBe(1);
  });
});

describe('offers', () => {
  it('a baja gives exactly one offer, e-mailed with its link; refusals for other families; reject passes it on', async () => {
    const g = await grupoCon(1);
    const ana = await familia('Ana');
    const bea = await familia('Bea');
    const carla = await familia('Carla');
    const hijo = await insertHijo(t.db, ana.padre.id, g.id, 'Hugo');
    await bea.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Berta') });
    await carla.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Celia') });
    const antes = smtp.correos.length;

    const baja = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id: hijo.id },
      body: { estado: 'baja' },
    });
    expect(baja.status).toBe(200);
    await t.app.correo.vaciar();
    const correos = smtp.correos.slice(antes);
    expect(correos).toHaveLength(1);
    expect(correos[0]!.destinatarios).toEqual([bea.usuario.email]);
    expect(correos[0]!.subject).toBe('Hay una plaza libre para tu hijo o hija · RoboEscuela');

    const [oferta] = (await bea.api.llamar(plazasEndpoints.ofertas)).json;
    expect(oferta).toMatchObject({ grupo: { id: g.id }, alumno: { nombre: 'Berta' } });
    expect(correos[0]!.text).toContain(
      `https://escuela.test/padres/dashboard?section=ofertas&oferta=${oferta!.id}`,
    );
    const horas = (Date.parse(oferta!.caduca) - Date.now()) / 3_600_000;
    expect(horas).toBeGreaterThan(71.9);
    expect(horas).toBeLessThanOrEqual(72);
    expect((await carla.api.llamar(plazasEndpoints.ofertas)).json).toEqual([]);
    // The place is held: the list shows it offered, and no one else gets one.
    expect((await lista(g.id)).map((e) => e.estado)).toEqual(['ofrecida', 'esperando']);

    // Another family's offer answers like a missing one; a staff user is refused.
    expect((await carla.api.llamar(plazasEndpoints.aceptar, { params: { id: oferta!.id } })).status).toBe(
      404,
    );
    expect((await carla.api.llamar(plazasEndpoints.rechazar, { params: { id: oferta!.id } })).status).toBe(
      404,
    );
    expect(
      (await api.como('admin').llamar(plazasEndpoints.aceptar, { params: { id: oferta!.id } })).status,
    ).toBe(403);

    const antes2 = smtp.correos.length;
    const rechazo = await bea.api.llamar(plazasEndpoints.rechazar, { params: { id: oferta!.id } });
    expect(rechazo.status).toBe(200);
    await t.app.correo.vaciar();
    expect(smtp.correos.slice(antes2).map((c) => c.destinatarios[0])).toEqual([carla.usuario.email]);
    const [deCarla] = (await carla.api.llamar(plazasEndpoints.ofertas)).json;
    const acepta = await carla.api.llamar(plazasEndpoints.aceptar, { params: { id: deCarla!.id } });
    expect(acepta.status).toBe(200);
    expect(acepta.json).toMatchObject({
      estado: 'inscrito',
      message: 'Plaza aceptada: tu hijo o hija ya está inscrito en el grupo.',
    });
    expect(await enAlta(g.id)).toBe(1);
    const [celia] = (await carla.api.llamar(padresEndpoints.alumnos)).json;
    expect(celia).toMatchObject({ nombre: 'Celia', grupoId: g.id });
    // Accepting twice: the offer is gone.
    expect((await carla.api.llamar(plazasEndpoints.aceptar, { params: { id: deCarla!.id } })).status).toBe(
      409,
    );
    expect(await lista(g.id)).toEqual([]);
  });

  it('offers last the hours the school sets in /ajustes', async () => {
    const mal = await api.como('admin').llamar(ajustesEndpoints.update, {
      body: { exigirSegundoFactorAdmin: false, horasOfertaPlaza: 0 },
    });
    expect(mal.status).toBe(400);
    expect(mal.error.errors?.horasOfertaPlaza?._errors).toEqual([
      'Las horas para aceptar una plaza deben ser un número entre 1 y 720',
    ]);
    const bien = await api.como('admin').llamar(ajustesEndpoints.update, {
      body: { exigirSegundoFactorAdmin: false, horasOfertaPlaza: 24 },
    });
    expect(bien.json).toMatchObject({ exigirSegundoFactorAdmin: false, horasOfertaPlaza: 24 });
    try {
      const g = await grupoCon(1);
      const ana = await familia('Ana');
      await ana.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Veinticuatro') });
      await fijarPlazas(g, 2);
      const [oferta] = (await ana.api.llamar(plazasEndpoints.ofertas)).json;
      expect(oferta).toBeUndefined(); // the group had a free place: she was enrolled at once
      const b = await familia('Bea');
      await b.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Otra') });
      await b.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Tercera') });
      await fijarPlazas(g, 3);
      const [deB] = (await b.api.llamar(plazasEndpoints.ofertas)).json;
      const horas = (Date.parse(deB!.caduca) - Date.now()) / 3_600_000;
      expect(horas).toBeGreaterThan(23.9);
      expect(horas).toBeLessThanOrEqual(24);
    } finally {
      await api.como('admin').llamar(ajustesEndpoints.update, {
        body: { exigirSegundoFactorAdmin: false, horasOfertaPlaza: 72 },
      });
    }
  });

  it('more places offer to the next; an offer past its hours expires and goes to the next (the job)', async () => {
    const g = await grupoCon(1);
    const ana = await familia('Ana');
    const bea = await familia('Bea');
    const carla = await familia('Carla');
    await insertHijo(t.db, ana.padre.id, g.id, 'Iker');
    await bea.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Bosco') });
    await carla.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Ciro') });
    expect((await fijarPlazas(g, 2)).json).toMatchObject({ plazasLibres: 0, enEspera: 2 });
    expect((await bea.api.llamar(plazasEndpoints.ofertas)).json).toHaveLength(1);

    const r = await procesarPlazas(
      t.db,
      t.app.correo,
      'https://escuela.test',
      new Date(Date.now() + 73 * 3_600_000),
    );
    expect(r.caducadas).toBeGreaterThanOrEqual(1);
    expect((await bea.api.llamar(plazasEndpoints.ofertas)).json).toEqual([]);
    expect((await carla.api.llamar(plazasEndpoints.ofertas)).json).toHaveLength(1);
    const [bosco] = await t.db.select().from(listaEspera).where(eq(listaEspera.padreId, bea.padre.id));
    expect(bosco!.estado).toBe('caducada');
  });

  it('two concurrent accepts for one place: exactly one child gets it, the other waits first', async () => {
    const g = await grupoCon(2);
    const a = await familia('Ana');
    await insertHijo(t.db, a.padre.id, g.id, 'Uno');
    await insertHijo(t.db, a.padre.id, g.id, 'Dos');
    const e = await familia('Eva');
    const f = await familia('Fede');
    await e.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Elsa') });
    await f.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Fito') });
    await fijarPlazas(g, 4); // two offers
    await fijarPlazas(g, 3); // then one place fewer: two live offers, one place
    const [oe] = (await e.api.llamar(plazasEndpoints.ofertas)).json;
    const [of] = (await f.api.llamar(plazasEndpoints.ofertas)).json;
    const respuestas = await Promise.all([
      e.api.llamar(plazasEndpoints.aceptar, { params: { id: oe!.id } }),
      f.api.llamar(plazasEndpoints.aceptar, { params: { id: of!.id } }),
    ]);
    expect(respuestas.map((r) => r.status)).toEqual([200, 200]);
    expect(respuestas.map((r) => r.json.estado).sort()).toEqual(['inscrito', 'lista_espera']);
    expect(respuestas.find((r) => r.json.estado === 'lista_espera')!.json.posicion).toBe(1);
    expect(await enAlta(g.id)).toBe(3);
    expect((await lista(g.id)).map((x) => [x.posicion, x.estado])).toEqual([[1, 'esperando']]);
  });

  it('an accept racing another family’s enrolment for the last place: the offer wins, the other waits', async () => {
    const g = await grupoCon(1);
    const a = await familia('Ana');
    const hijo = await insertHijo(t.db, a.padre.id, g.id, 'Saliente');
    const gema = await familia('Gema');
    const hugo = await familia('Hugo');
    await gema.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Gala') });
    await api
      .como('admin')
      .llamar(alumnosEndpoints.update, { params: { id: hijo.id }, body: { estado: 'baja' } });
    const [oferta] = (await gema.api.llamar(plazasEndpoints.ofertas)).json;
    const [acepta, inscribe] = await Promise.all([
      gema.api.llamar(plazasEndpoints.aceptar, { params: { id: oferta!.id } }),
      hugo.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Hada') }),
    ]);
    expect(acepta.json.estado).toBe('inscrito');
    // Whoever takes the group's lock first, Hugo waits: behind the live offer (2) when his enrolment
    // came first, first in line (1) when the acceptance had already committed.
    expect(inscribe.json.estado).toBe('lista_espera');
    expect([1, 2]).toContain(inscribe.json.posicion);
    expect(await enAlta(g.id)).toBe(1);
    expect((await lista(g.id)).map((e) => [e.alumno, e.posicion])).toEqual([
      [expect.stringContaining('Hada'), 1],
    ]);
  });

  it('the office withdraws a child, and offers a place by hand when one is free', async () => {
    const g = await grupoCon(1);
    const a = await familia('Ana');
    const b = await familia('Bea');
    await a.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Primera') });
    await b.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Segunda') });
    const [entrada] = await lista(g.id);
    expect(
      (await api.como('profesor').llamar(plazasEndpoints.retirar, { params: { id: entrada!.id } })).status,
    ).toBe(403);
    expect(
      (await api.como('admin').llamar(plazasEndpoints.retirar, { params: { id: entrada!.id } })).status,
    ).toBe(200);
    expect(await lista(g.id)).toEqual([]);
    expect(
      (await api.como('admin').llamar(plazasEndpoints.retirar, { params: { id: entrada!.id } })).status,
    ).toBe(404);
    expect(
      (await api.como('admin').llamar(plazasEndpoints.listaEspera, { params: { id: 2_000_000_000 } })).status,
    ).toBe(404);
  });
});

describe('POST /api/padres/bajas', () => {
  it('answers the effective date by the 15-day rule; the job applies it and the place goes to the list', async () => {
    const g = await grupoCon(1);
    const a = await familia('Ana');
    const b = await familia('Bea');
    const hijo = await insertHijo(t.db, a.padre.id, g.id, 'Leo');
    await b.api.llamar(padresEndpoints.inscribir, { body: nino(g.id, 'Lola') });
    const hoy = hoyEscuela();
    const res = await a.api.llamar(plazasEndpoints.solicitarBaja, {
      body: { alumnoId: hijo.id, fecha: hoy },
    });
    expect(res.status).toBe(201);
    const efectiva = fechaEfectivaBaja(hoy, hoy);
    expect(res.json.fechaEfectiva).toBe(efectiva);
    expect(res.json.message).toBe(
      `Baja solicitada: será efectiva el ${efectiva.slice(8)}/${efectiva.slice(5, 7)}/${efectiva.slice(0, 4)}.`,
    );
    expect(
      (await a.api.llamar(plazasEndpoints.solicitarBaja, { body: { alumnoId: hijo.id, fecha: hoy } })).status,
    ).toBe(409);
    expect(
      (await b.api.llamar(plazasEndpoints.solicitarBaja, { body: { alumnoId: hijo.id, fecha: hoy } })).status,
    ).toBe(404);
    expect(
      (
        await a.api.llamar(plazasEndpoints.solicitarBaja, {
          body: { alumnoId: hijo.id, fecha: '2026-02-30' },
        })
      ).status,
    ).toBe(400);

    // Not yet: the child stays until the effective date.
    await procesarPlazas(t.db, t.app.correo, 'https://escuela.test');
    expect(await enAlta(g.id)).toBe(1);
    await procesarPlazas(t.db, t.app.correo, 'https://escuela.test', new Date(`${efectiva}T12:00:00Z`));
    expect(await enAlta(g.id)).toBe(0);
    expect((await b.api.llamar(plazasEndpoints.ofertas)).json).toHaveLength(1);
  });
});

describe('GET /api/cursos/:slug/plazas (public course pages)', () => {
  it('lists the course’s groups per school with their free places; an unknown course is 404', async () => {
    const g = await grupoCon(1); // insertGrupo's level is the third: Kids I
    const res = await api.como('anonimo').llamar(plazasEndpoints.plazasCurso, { params: { slug: 'kids-i' } });
    expect(res.status).toBe(200);
    const colegio = res.json.find((c) => c.colegio.id === colegioId);
    expect(colegio?.grupos.find((x) => x.id === g.id)).toEqual({
      id: g.id,
      nombre: g.nombre,
      horario: '1@16:00',
      plazasLibres: 1,
    });
    expect(
      (await api.como('anonimo').llamar(plazasEndpoints.plazasCurso, { params: { slug: 'no-existe' } }))
        .status,
    ).toBe(404);
  });
});

describe('trial classes', () => {
  it('a family books one of the next sessions once; the teacher sees the child; afterwards the place is offered', async () => {
    const g = await grupoCon(2);
    const ana = await familia('Ana');
    await insertHijo(t.db, ana.padre.id, g.id, 'Dentro');
    const proxima = (await insertSesion(t.db, g.id, 3)).id;
    const pasada = (await insertSesion(t.db, g.id, -3)).id;
    const cuerpo = {
      grupoId: g.id,
      sesionId: proxima,
      nino: { nombre: 'Tina', apellidos: 'Prueba', fechaNacimiento: '2017-02-02' },
    };

    const proximas = await ana.api.llamar(plazasEndpoints.sesionesProximas, { params: { id: g.id } });
    expect(proximas.json.map((s) => s.id)).toEqual([proxima]);
    const res = await ana.api.llamar(plazasEndpoints.reservarPrueba, { body: cuerpo });
    expect(res.status).toBe(201);
    expect(res.json.message).toMatch(/^Clase de prueba reservada para el \d{2}\/\d{2}\/\d{4}\./);
    // Once per child and group; a past session or a missing child answers a clear 4xx.
    const otra = await ana.api.llamar(plazasEndpoints.reservarPrueba, {
      body: { grupoId: g.id, sesionId: proxima, alumnoId: res.json.alumnoId },
    });
    expect(otra.status).toBe(409);
    expect(otra.error.message).toBe('Ya hay una clase de prueba de este alumno en este grupo');
    const vieja = await ana.api.llamar(plazasEndpoints.reservarPrueba, {
      body: { ...cuerpo, sesionId: pasada },
    });
    expect(vieja.status).toBe(400);
    expect(vieja.error.errors?.sesionId?._errors).toEqual(['Elige una de las próximas sesiones del grupo']);
    const ninguno = await ana.api.llamar(plazasEndpoints.reservarPrueba, {
      body: { grupoId: g.id, sesionId: proxima } as typeof cuerpo,
    });
    expect(ninguno.status).toBe(400);

    // The office (and the group's teacher) see the trial pupil of the session.
    const lista = await api.como('admin').llamar(plazasEndpoints.pruebasSesion, { params: { id: proxima } });
    expect(lista.json).toEqual([{ id: res.json.id, alumno: 'Tina Prueba' }]);
    // Another teacher's session: nothing of it.
    expect(
      (await api.como('profesor').llamar(plazasEndpoints.pruebasSesion, { params: { id: proxima } })).json,
    ).toEqual([]);

    // After the class, the job offers the place; the family accepts it.
    await t.db.update(sesiones).set({ fecha: '2020-01-01 16:00:00' }).where(eq(sesiones.id, proxima));
    const antes = smtp.correos.length;
    const r = await procesarPlazas(t.db, t.app.correo, 'https://escuela.test');
    expect(r.ofertas).toBeGreaterThanOrEqual(1);
    await t.app.correo.vaciar();
    expect(smtp.correos.slice(antes).map((c) => c.destinatarios[0])).toContain(ana.usuario.email);
    const [oferta] = (await ana.api.llamar(plazasEndpoints.ofertas)).json;
    expect(oferta).toMatchObject({ grupo: { id: g.id }, alumno: { nombre: 'Tina' } });
    expect((await ana.api.llamar(plazasEndpoints.aceptar, { params: { id: oferta!.id } })).json.estado).toBe(
      'inscrito',
    );
    expect(await enAlta(g.id)).toBe(2);
  });

  it('a full group takes no trial class', async () => {
    const g = await grupoCon(1);
    const ana = await familia('Ana');
    await insertHijo(t.db, ana.padre.id, g.id, 'Dentro');
    const hijo = await insertHijo(t.db, ana.padre.id, null, 'Fuera');
    const sesion = (await insertSesion(t.db, g.id, 2)).id;
    const res = await ana.api.llamar(plazasEndpoints.reservarPrueba, {
      body: { grupoId: g.id, sesionId: sesion, alumnoId: hijo.id },
    });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe('El grupo no tiene plazas libres para una clase de prueba');
  });
});
