/**
 * The school-year renewal (issue 26, decision 052), on the real database and a real SMTP catcher: the
 * office opens it (proposals, e-mails), families answer per child (only their own; history kept), the
 * office sees the counts and reminds, and the year-end transition gives bajas, moves confirmed children
 * with their consents and mandate, and puts them on the waiting list when the proposed group is full.
 */
import {
  alumnosEndpoints,
  cursoEscolarDe,
  mensajesRenovaciones,
  plazasEndpoints,
  renovacionesEndpoints,
  type Renovacion,
} from '@escuela/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  alumnos,
  consentimientos,
  grupos,
  mandatos,
  niveles,
  renovaciones,
  renovacionesAlumnos,
  renovacionesHistorial,
} from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearFamilia,
  historialMatriculas,
  insertColegio,
  insertConsentimiento,
  insertGrupo,
  insertHijo,
  insertRenovacion,
} from '../../../test/fabricas/index';
import { renovarMandatoPorCuenta } from '../cobros/mandatos.service';
import { insertEspera } from '../plazas/plazas.repository';

const { t, api, smtp } = usarAppDePrueba({ conCorreo: true, config: { appUrl: 'https://escuela.test' } });

const hoy = () => hoyEscuela();
const siguienteCurso = () => cursoEscolarDe(hoyEscuela()) + 1;

async function grupoDeNivel(colegioId: number, orden: number, plazasMaximas = 16) {
  const g = await insertGrupo(t.db, colegioId);
  const [nivel] = await t.db.select().from(niveles).where(eq(niveles.orden, orden));
  await t.db
    .update(grupos)
    .set({ nivelId: nivel!.id, plazasMaximas, plazasMinimas: 0 })
    .where(eq(grupos.id, g.id));
  return g;
}

async function hijo(padreId: number, grupoId: number, nombre: string, curso: string) {
  const a = await insertHijo(t.db, padreId, grupoId, nombre);
  await t.db.update(alumnos).set({ curso }).where(eq(alumnos.id, a.id));
  return a;
}

const alumno = async (id: number) => (await t.db.select().from(alumnos).where(eq(alumnos.id, id)))[0]!;
const recuento = (r: Renovacion, grupoId: number) => r.grupos.find((g) => g.grupo.id === grupoId);

describe('school-year renewal', () => {
  it('opens, families answer, the office counts and reminds, and the year-end transition applies it', async () => {
    const colegio = await insertColegio(t.db, 'Colegio Renovación');
    const kidsI = await grupoDeNivel(colegio.id, 3); // 1º-2º Primaria
    const kidsII = await grupoDeNivel(colegio.id, 4, 1); // 3º Primaria, one place
    const ana = await crearFamilia(t.db, colegio.id, 'Ana');
    const bea = await crearFamilia(t.db, colegio.id, 'Bea');
    const carla = await crearFamilia(t.db, colegio.id, 'Carla');
    const a1 = await hijo(ana.padre.id, kidsI.id, 'Álvaro', '1'); // → 2º: stays in Kids I
    const a2 = await hijo(ana.padre.id, kidsI.id, 'Aitana', '2'); // → 3º: Kids II
    const b1 = await hijo(bea.padre.id, kidsI.id, 'Bruno', '2'); // → 3º: Kids II, confirms later
    const b2 = await hijo(bea.padre.id, kidsI.id, 'Berta', '1'); // never answers
    const c1 = await hijo(carla.padre.id, kidsII.id, 'Celia', '3'); // → 4º: no Kids III at the school
    await insertConsentimiento(t.db, {
      alumnoId: a2.id,
      tipo: 'imagen',
      decision: true,
      padreId: ana.padre.id,
    });
    await renovarMandatoPorCuenta(t.db, ana.padre.id, 'ES9121000418450200051332', 'Ana');
    const consentimientosAntes = await t.db
      .select()
      .from(consentimientos)
      .where(eq(consentimientos.alumnoId, a2.id));
    const mandatosAntes = await t.db.select().from(mandatos).where(eq(mandatos.padreId, ana.padre.id));
    const admin = api.como('admin');
    const curso = siguienteCurso();
    const fechaLimite = `${curso}-06-15`;

    // Validation: a past deadline, a school year out of reach; a teacher may not open it.
    const pasada = await admin.llamar(renovacionesEndpoints.abrir, {
      body: { curso, fechaLimite: '2020-01-01' },
    });
    expect(pasada.status).toBe(400);
    expect(pasada.json).toMatchObject({
      errors: { fechaLimite: { _errors: [mensajesRenovaciones.fechaLimitePasada] } },
    });
    expect(
      (await admin.llamar(renovacionesEndpoints.abrir, { body: { curso: curso + 3, fechaLimite } })).status,
    ).toBe(400);
    expect(
      (await api.como('profesor').llamar(renovacionesEndpoints.abrir, { body: { curso, fechaLimite } }))
        .status,
    ).toBe(403);
    expect((await admin.llamar(renovacionesEndpoints.list)).json).toEqual([]);

    const antes = smtp.correos.length;
    const abierta = await admin.llamar(renovacionesEndpoints.abrir, { body: { curso, fechaLimite } });
    expect(abierta.status).toBe(201);
    const renovacion = abierta.json;
    expect(renovacion).toMatchObject({ curso, fechaLimite, estado: 'abierta', cerradaAt: null });
    expect(recuento(renovacion, kidsI.id)).toMatchObject({
      confirmados: 0,
      rechazados: 0,
      sinRespuesta: 4,
      sinGrupoPropuesto: 0,
    });
    expect(recuento(renovacion, kidsII.id)).toMatchObject({ sinRespuesta: 1, sinGrupoPropuesto: 1 });
    // One renewal open at a time.
    expect((await admin.llamar(renovacionesEndpoints.abrir, { body: { curso, fechaLimite } })).status).toBe(
      409,
    );

    // One e-mail per family, with each child's proposal and the portal link.
    await t.app.correo.vaciar();
    const correos = smtp.correos.slice(antes);
    expect(correos.map((c) => c.destinatarios[0]).sort()).toEqual(
      [ana.usuario.email, bea.usuario.email, carla.usuario.email].sort(),
    );
    const deAna = correos.find((c) => c.destinatarios[0] === ana.usuario.email)!;
    expect(deAna.subject).toBe(mensajesRenovaciones.asuntoApertura);
    expect(deAna.text).toContain(`Aitana: grupo propuesto ${kidsII.nombre}.`);
    expect(deAna.text).toContain(`Álvaro: grupo propuesto ${kidsI.nombre}.`);
    expect(deAna.text).toContain('https://escuela.test/padres/dashboard?section=renovacion');
    expect(correos.find((c) => c.destinatarios[0] === carla.usuario.email)!.text).toContain(
      'Celia: no hay un grupo para el próximo curso',
    );

    // The family sees its own children only, with the proposals.
    const anaApi = api.conCookie(ana.cookie);
    const deAnaPortal = (await anaApi.llamar(renovacionesEndpoints.dePadre)).json;
    expect(
      deAnaPortal.map((r) => [r.alumno.nombre, r.grupoPropuesto?.id, r.respuesta, r.puedeResponder]),
    ).toEqual([
      ['Aitana', kidsII.id, 'pendiente', true],
      ['Álvaro', kidsI.id, 'pendiente', true],
    ]);
    const filaDe = (nombre: string) => deAnaPortal.find((r) => r.alumno.nombre === nombre)!.id;
    const beaApi = api.conCookie(bea.cookie);
    const deBea = (await beaApi.llamar(renovacionesEndpoints.dePadre)).json;
    expect(deBea.map((r) => r.alumno.nombre)).toEqual(['Berta', 'Bruno']);
    const filaB1 = deBea.find((r) => r.alumno.id === b1.id)!.id;

    // Another family's child answers 404, like a missing one; a body without the answer 400.
    expect(
      (
        await beaApi.llamar(renovacionesEndpoints.responder, {
          params: { id: filaDe('Aitana') },
          body: { continua: false },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await anaApi.llamar(renovacionesEndpoints.responder, {
          params: { id: filaDe('Aitana') },
          body: {} as never,
        })
      ).status,
    ).toBe(400);

    // No group proposed: the family cannot confirm, only decline.
    const carlaApi = api.conCookie(carla.cookie);
    const [filaC1] = (await carlaApi.llamar(renovacionesEndpoints.dePadre)).json;
    expect(filaC1!.grupoPropuesto).toBeNull();
    const sinGrupo = await carlaApi.llamar(renovacionesEndpoints.responder, {
      params: { id: filaC1!.id },
      body: { continua: true },
    });
    expect(sinGrupo.status).toBe(409);
    expect(sinGrupo.json).toMatchObject({ message: mensajesRenovaciones.sinGrupoPropuesto });
    expect(
      (
        await carlaApi.llamar(renovacionesEndpoints.responder, {
          params: { id: filaC1!.id },
          body: { continua: false },
        })
      ).json,
    ).toMatchObject({ message: mensajesRenovaciones.noContinua, item: { respuesta: 'no_continua' } });

    // Ana changes her mind once about Aitana: every change keeps who and when.
    await anaApi.llamar(renovacionesEndpoints.responder, {
      params: { id: filaDe('Aitana') },
      body: { continua: false },
    });
    const si = await anaApi.llamar(renovacionesEndpoints.responder, {
      params: { id: filaDe('Aitana') },
      body: { continua: true },
    });
    expect(si.json).toMatchObject({
      message: mensajesRenovaciones.continua,
      item: { respuesta: 'continua' },
    });
    await anaApi.llamar(renovacionesEndpoints.responder, {
      params: { id: filaDe('Álvaro') },
      body: { continua: true },
    });
    await beaApi.llamar(renovacionesEndpoints.responder, {
      params: { id: filaB1 },
      body: { continua: true },
    });
    const historial = await t.db
      .select()
      .from(renovacionesHistorial)
      .where(eq(renovacionesHistorial.renovacionAlumnoId, filaDe('Aitana')))
      .orderBy(renovacionesHistorial.id);
    expect(historial.map((h) => [h.respuesta, h.autorId])).toEqual([
      ['pendiente', expect.any(Number)],
      ['no_continua', ana.usuario.id],
      ['continua', ana.usuario.id],
    ]);

    // The office's counts per group.
    const [actual] = (await admin.llamar(renovacionesEndpoints.list)).json;
    expect(recuento(actual!, kidsI.id)).toMatchObject({ confirmados: 3, rechazados: 0, sinRespuesta: 1 });
    expect(recuento(actual!, kidsII.id)).toMatchObject({ confirmados: 0, rechazados: 1, sinRespuesta: 0 });

    // A reminder goes only to the family with a child still to answer.
    const antesRecordatorio = smtp.correos.length;
    const recordatorio = await admin.llamar(renovacionesEndpoints.recordatorio, {
      params: { id: renovacion.id },
    });
    expect(recordatorio.json).toEqual({ message: mensajesRenovaciones.recordatorios(1), familias: 1 });
    await t.app.correo.vaciar();
    const recordados = smtp.correos.slice(antesRecordatorio);
    expect(recordados.map((c) => [c.destinatarios[0], c.subject])).toEqual([
      [bea.usuario.email, mensajesRenovaciones.asuntoRecordatorio],
    ]);
    expect(recordados[0]!.text).toContain('Berta');
    expect(recordados[0]!.text).not.toContain('Bruno');

    // Year end: Kids II has one place, freed by Celia; Aitana confirmed before Bruno and takes it.
    const cierre = await admin.llamar(renovacionesEndpoints.cerrar, { params: { id: renovacion.id } });
    expect(cierre.status).toBe(200);
    expect(cierre.json).toEqual({
      message: mensajesRenovaciones.cerrada(2, 1, 2),
      movidos: 2,
      enEspera: 1,
      bajas: 2,
    });
    expect(await alumno(a1.id)).toMatchObject({ estado: 'alta', grupoId: kidsI.id, curso: '2' });
    expect(await alumno(a2.id)).toMatchObject({ estado: 'alta', grupoId: kidsII.id, curso: '3' });
    expect(await alumno(b1.id)).toMatchObject({ estado: 'baja', curso: '3' });
    expect(await alumno(b2.id)).toMatchObject({ estado: 'baja', curso: '1' });
    expect(await alumno(c1.id)).toMatchObject({ estado: 'baja' });
    // Never over capacity: Bruno waits first on Kids II's list.
    const espera = (await admin.llamar(plazasEndpoints.listaEspera, { params: { id: kidsII.id } })).json;
    expect(espera.map((e) => [e.alumnoId, e.posicion, e.estado])).toEqual([[b1.id, 1, 'esperando']]);
    // Enrolments: Aitana's Kids I closes today and Kids II opens; Berta's closes today.
    expect(await historialMatriculas(t.db, a2.id)).toEqual([
      [kidsI.id, '2000-01-01', hoy()],
      [kidsII.id, hoy(), null],
    ]);
    expect(await historialMatriculas(t.db, b2.id)).toEqual([[kidsI.id, '2000-01-01', hoy()]]);
    // Consents (same text version) and the family's mandate go with the child unchanged.
    expect(await t.db.select().from(consentimientos).where(eq(consentimientos.alumnoId, a2.id))).toEqual(
      consentimientosAntes,
    );
    expect(await t.db.select().from(mandatos).where(eq(mandatos.padreId, ana.padre.id))).toEqual(
      mandatosAntes,
    );
    // The outcome is on each child's history row.
    const resultados = await t.db
      .select({ resultado: renovacionesHistorial.resultado })
      .from(renovacionesHistorial)
      .where(and(eq(renovacionesHistorial.renovacionAlumnoId, filaDe('Aitana'))));
    expect(resultados.map((r) => r.resultado)).toContain('movido');

    // Closed: no more answers, reminders or closing; the family sees nothing open.
    const [cerrada] = (await admin.llamar(renovacionesEndpoints.list)).json;
    expect(cerrada).toMatchObject({ estado: 'cerrada', cerradaAt: expect.any(String) });
    expect(
      (
        await anaApi.llamar(renovacionesEndpoints.responder, {
          params: { id: filaDe('Álvaro') },
          body: { continua: false },
        })
      ).status,
    ).toBe(409);
    expect((await admin.llamar(renovacionesEndpoints.cerrar, { params: { id: renovacion.id } })).status).toBe(
      409,
    );
    expect(
      (await admin.llamar(renovacionesEndpoints.recordatorio, { params: { id: renovacion.id } })).status,
    ).toBe(409);
    expect((await anaApi.llamar(renovacionesEndpoints.dePadre)).json).toEqual([]);
    // The same school year cannot be opened twice.
    const otraVez = await admin.llamar(renovacionesEndpoints.abrir, { body: { curso, fechaLimite } });
    expect(otraVez.status).toBe(409);
    expect(otraVez.json).toMatchObject({ message: mensajesRenovaciones.yaExiste });
  });

  it('closing leaves alone what the office changed and honours the deadline; an offer keeps its place', async () => {
    const colegio = await insertColegio(t.db, 'Colegio Cierre');
    const x = await grupoDeNivel(colegio.id, 3);
    const y = await grupoDeNivel(colegio.id, 3);
    const z = await grupoDeNivel(colegio.id, 4, 2); // two places; a child waits for one
    const [esperando] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Espera', apellidos: 'Antes', estado: 'baja' })
      .returning();
    await insertEspera(t.db, {
      grupoId: z.id,
      alumnoId: esperando!.id,
      padreId: null,
      hermano: false,
      ampa: false,
      orden: 1,
    });
    const eva = await crearFamilia(t.db, colegio.id, 'Eva');
    const d1 = await hijo(eva.padre.id, x.id, 'Dani', '1');
    const d2 = await hijo(eva.padre.id, x.id, 'Diego', '1');
    const d3 = await hijo(eva.padre.id, x.id, 'Dora', '2');
    const admin = api.como('admin');
    const curso = cursoEscolarDe(hoy());
    const abierta = await admin.llamar(renovacionesEndpoints.abrir, {
      body: { curso, fechaLimite: `${curso + 1}-06-30` },
    });
    expect(abierta.status).toBe(201);
    const evaApi = api.conCookie(eva.cookie);
    for (const r of (await evaApi.llamar(renovacionesEndpoints.dePadre)).json) {
      expect(
        (
          await evaApi.llamar(renovacionesEndpoints.responder, {
            params: { id: r.id },
            body: { continua: true },
          })
        ).status,
      ).toBe(200);
    }
    // The office moves Diego by hand after the opening.
    const movido = await admin.llamar(alumnosEndpoints.update, {
      params: { id: d2.id },
      body: { grupoId: y.id },
    });
    expect(movido.status).toBe(200);

    // Past the deadline the family can no longer answer.
    await t.db
      .update(renovaciones)
      .set({ fechaLimite: '2020-01-01' })
      .where(eq(renovaciones.id, abierta.json.id));
    const [dani] = (await evaApi.llamar(renovacionesEndpoints.dePadre)).json;
    expect(dani).toMatchObject({ puedeResponder: false });
    const tarde = await evaApi.llamar(renovacionesEndpoints.responder, {
      params: { id: dani!.id },
      body: { continua: false },
    });
    expect(tarde.status).toBe(409);
    expect(tarde.json).toMatchObject({ message: mensajesRenovaciones.plazoTerminado });

    expect(
      (await admin.llamar(renovacionesEndpoints.cerrar, { params: { id: abierta.json.id } })).status,
    ).toBe(200);
    expect(await alumno(d1.id)).toMatchObject({ estado: 'alta', grupoId: x.id, curso: '2' });
    expect(await alumno(d2.id)).toMatchObject({ estado: 'alta', grupoId: y.id, curso: '1' });
    // The office's move (a PUT) offered Kids II's free place to the waiting child; Dora takes the other.
    expect(await alumno(d3.id)).toMatchObject({ estado: 'alta', grupoId: z.id, curso: '3' });
    const lista = (await admin.llamar(plazasEndpoints.listaEspera, { params: { id: z.id } })).json;
    expect(lista.map((e) => [e.alumnoId, e.posicion, e.estado])).toEqual([[esperando!.id, 1, 'ofrecida']]);
    const resultados = await t.db
      .select({ alumnoId: renovacionesAlumnos.alumnoId, resultado: renovacionesAlumnos.resultado })
      .from(renovacionesAlumnos)
      .where(eq(renovacionesAlumnos.renovacionId, abierta.json.id));
    expect(
      resultados
        .filter((r) => [d1.id, d2.id, d3.id].includes(r.alumnoId))
        .sort((a, b) => a.alumnoId - b.alumnoId)
        .map((r) => r.resultado),
    ).toEqual(['sigue', 'sin_cambios', 'movido']);
  });

  it('an answer racing the closing is applied before it or refused, never lost', async () => {
    const colegio = await insertColegio(t.db, 'Colegio Carrera');
    const g = await grupoDeNivel(colegio.id, 3);
    const fede = await crearFamilia(t.db, colegio.id, 'Fede');
    const h = await hijo(fede.padre.id, g.id, 'Hugo', '1');
    const r = await insertRenovacion(t.db, {
      curso: 2010,
      abierta: true,
      fechaLimite: '2100-06-30',
      alumnos: [{ alumnoId: h.id, grupoId: g.id }],
    });
    const [cierre, respuesta] = await Promise.all([
      api.como('admin').llamar(renovacionesEndpoints.cerrar, { params: { id: r.id } }),
      api
        .conCookie(fede.cookie)
        .llamar(renovacionesEndpoints.responder, { params: { id: r.filas[0]! }, body: { continua: true } }),
    ]);
    expect(cierre.status).toBe(200);
    const [fila] = await t.db
      .select()
      .from(renovacionesAlumnos)
      .where(eq(renovacionesAlumnos.id, r.filas[0]!));
    if (respuesta.status === 200) {
      expect(fila).toMatchObject({ respuesta: 'continua', resultado: 'sigue' });
      expect(await alumno(h.id)).toMatchObject({ estado: 'alta', grupoId: g.id });
    } else {
      expect(respuesta.status).toBe(409);
      expect(fila).toMatchObject({ respuesta: 'pendiente', resultado: 'baja' });
    }
  });

  it('a missing renewal answers 404; a tutor cannot read the office counts', async () => {
    expect(
      (await api.como('admin').llamar(renovacionesEndpoints.cerrar, { params: { id: 999_999 } })).status,
    ).toBe(404);
    expect((await api.como('tutor').llamar(renovacionesEndpoints.list)).status).toBe(403);
  });
});
