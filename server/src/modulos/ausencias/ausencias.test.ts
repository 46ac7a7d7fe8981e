/**
 * "Avisar de una falta" (issue 27): the family's notice shows on the teacher's attendance answer as absent,
 * justified, with the reason; the office reads the notices of the sessions on screen; schools that ask
 * for it e-mail the family of a child marked absent with no notice, once.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asistenciasEndpoints, ausenciasEndpoints } from '@escuela/shared';
import { asistencias, colegios, faltasNotificadas, sesiones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import { crearEscena, type Escena } from '../../../test/avisos-fixtures';
import { cookieDe, insertAsistencia, insertSesion } from '../../../test/fabricas';
import { barrerFaltas } from './faltas';

const { t, api, smtp } = usarAppDePrueba({ conCorreo: true, config: { appUrl: 'https://escuela.test' } });
let e: Escena;
let profesor: string;

beforeAll(async () => {
  e = await crearEscena(t.db);
  profesor = await cookieDe(t.app, e.profesor.email);
});

const familia = () => api.conCookie(e.familias.ana.cookie);
const avisar = (alumnoId: number, sesionId: number, motivo = 'Tiene fiebre') =>
  familia().llamar(ausenciasEndpoints.registrar, { body: { alumnoId, sesionId, motivo } });

describe('POST /api/padres/ausencias', () => {
  it('the teacher’s attendance answer shows the child absent, justified, with the reason', async () => {
    const res = await avisar(e.hijos.lucia.id, e.sesion.id);
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(Number),
      alumnoId: e.hijos.lucia.id,
      sesionId: e.sesion.id,
      motivo: 'Tiene fiebre',
    });
    const lista = await api
      .conCookie(profesor)
      .llamar(asistenciasEndpoints.deSesion, { params: { id: e.sesion.id } });
    expect(lista.status).toBe(200);
    const lucia = lista.json.find((a) => a.alumnoId === e.hijos.lucia.id);
    expect(lucia).toMatchObject({
      asistio: false,
      justificada: true,
      observaciones: 'Aviso de la familia: Tiene fiebre',
      registrada: true,
    });
    // Only her record: her brother, not reported, has none.
    expect(lista.json.filter((a) => a.registrada).map((a) => a.alumnoId)).toEqual([e.hijos.lucia.id]);
  });

  it('sending it again changes the reason; the family sees it on its next classes', async () => {
    expect((await avisar(e.hijos.lucia.id, e.sesion.id, 'Cita médica')).status).toBe(201);
    const [fila] = await t.db.select().from(asistencias).where(eq(asistencias.sesionId, e.sesion.id));
    expect(fila!.observaciones).toBe('Aviso de la familia: Cita médica');
    const proximas = await familia().llamar(ausenciasEndpoints.proximas);
    expect(proximas.status).toBe(200);
    expect(proximas.json).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          sesionId: e.sesion.id,
          alumno: { id: e.hijos.lucia.id, nombre: 'Lucía' },
          motivo: 'Cita médica',
        }),
        expect.objectContaining({
          sesionId: e.sesion.id,
          alumno: { id: e.hijos.pablo.id, nombre: 'Pablo' },
          motivo: null,
          grupo: 'Kids I Lunes',
          colegio: 'CEIP Cervantes',
        }),
      ]),
    );
    expect(proximas.json.every((c) => c.sesionId !== e.sesionAjena.id)).toBe(true);
  });

  it('another family’s child, another group’s session, a past or a cancelled class: 404, nothing written', async () => {
    const pasada = await insertSesion(t.db, e.grupo.id, -2);
    const cancelada = await insertSesion(t.db, e.grupo.id, 9, { estado: 'cancelada' });
    for (const [alumno, sesion] of [
      [e.hijos.mario.id, e.sesion.id],
      [e.hijos.lucia.id, e.sesionAjena.id],
      [e.hijos.lucia.id, pasada.id],
      [e.hijos.lucia.id, cancelada.id],
    ] as const) {
      expect((await avisar(alumno, sesion)).status).toBe(404);
    }
    expect(await t.db.select().from(asistencias).where(eq(asistencias.sesionId, pasada.id))).toEqual([]);
  });

  it('once the teacher has marked the class, the mark stands: 409', async () => {
    const otra = await insertSesion(t.db, e.grupo.id, 5);
    await insertAsistencia(t.db, e.hijos.pablo.id, otra, true);
    const res = await avisar(e.hijos.pablo.id, otra.id);
    expect(res.status).toBe(409);
    expect(res.error.message).toBe('El profesor ya ha registrado la asistencia de esa clase');
  });

  it('a blank reason is a 400; staff cannot send it (403)', async () => {
    const res = await avisar(e.hijos.pablo.id, e.sesion.id, '   ');
    expect(res.status).toBe(400);
    expect(res.error.errors?.motivo?._errors).toEqual(['Indica el motivo']);
    const staff = await api.como('admin').llamar(ausenciasEndpoints.registrar, {
      body: { alumnoId: e.hijos.pablo.id, sesionId: e.sesion.id, motivo: 'x' },
    });
    expect(staff.status).toBe(403);
  });
});

describe('GET /api/ausencias (the office on /sesiones)', () => {
  it('lists the notices of the sessions asked for; a teacher only those of their groups', async () => {
    const ids = `${e.sesion.id},${e.sesionAjena.id}`;
    const admin = await api.como('admin').llamar(ausenciasEndpoints.deSesiones, { query: { sesiones: ids } });
    expect(admin.status).toBe(200);
    expect(admin.json).toEqual([
      {
        sesionId: e.sesion.id,
        alumnoId: e.hijos.lucia.id,
        alumno: 'Lucía Prueba',
        motivo: 'Cita médica',
        avisadaAt: expect.any(String),
      },
    ]);
    const ajeno = await api
      .conCookie(await cookieDe(t.app, e.otroProfesor.email))
      .llamar(ausenciasEndpoints.deSesiones, {
        query: { sesiones: ids },
      });
    expect(ajeno.json).toEqual([]);
    const malo = await api
      .como('admin')
      .llamar(ausenciasEndpoints.deSesiones, { query: { sesiones: '1,x' } });
    expect(malo.status).toBe(400);
    expect(
      (await api.como('tutor').llamar(ausenciasEndpoints.deSesiones, { query: { sesiones: ids } })).status,
    ).toBe(403);
  });
});

describe('a child marked absent with no notice', () => {
  it('e-mails the family that day, once, only where the school asks for it and the mark has stood', async () => {
    // Today at 00:00:01 on the school's clock: a session of today whatever the hour the test runs.
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const [hoySesion] = await t.db
      .insert(sesiones)
      .values({ grupoId: e.grupo.id, fecha: `${hoy} 00:00:01` })
      .returning();
    // The teacher's marks (written directly: how a mark is made is the attendance module's business).
    await insertAsistencia(t.db, e.hijos.mario.id, hoySesion!, false);
    await insertAsistencia(t.db, e.hijos.pablo.id, hoySesion!, false, true);
    const barrer = (graciaMin = 0) =>
      barrerFaltas(t.db, t.app.correo, { appUrl: 'https://escuela.test', graciaMin });
    // The school has not asked for it.
    expect(await barrer()).toBe(0);
    await t.db.update(colegios).set({ avisarFaltas: true }).where(eq(colegios.id, e.colegio.id));
    // A mark that has not stood for the grace period waits.
    expect(await barrer(10)).toBe(0);
    const antes = smtp.correos.length;
    expect(await barrer()).toBe(1);
    expect(await barrer()).toBe(0);
    await t.app.correo.vaciar();
    const nuevos = smtp.correos.slice(antes);
    expect(nuevos.map((c) => c.destinatarios)).toEqual([[e.familias.luis.usuario.email]]);
    expect(nuevos[0]!.subject).toBe('Mario no ha venido hoy a clase');
    expect(
      await t.db.select().from(faltasNotificadas).where(eq(faltasNotificadas.sesionId, hoySesion!.id)),
    ).toHaveLength(1);
  });

  it('the admin switches it per school (403 for others, 404 for a school that does not exist)', async () => {
    const lista = await api.como('admin').llamar(ausenciasEndpoints.colegios);
    expect(lista.json).toEqual(
      expect.arrayContaining([{ id: e.colegio.id, nombre: 'CEIP Cervantes', avisarFaltas: true }]),
    );
    const off = await api.como('admin').llamar(ausenciasEndpoints.guardarColegio, {
      params: { id: e.colegio.id },
      body: { avisarFaltas: false },
    });
    expect(off.json).toEqual({ id: e.colegio.id, nombre: 'CEIP Cervantes', avisarFaltas: false });
    const coord = await api.como('coordinador').llamar(ausenciasEndpoints.guardarColegio, {
      params: { id: e.colegio.id },
      body: { avisarFaltas: true },
    });
    expect(coord.status).toBe(403);
    const nadie = await api.como('admin').llamar(ausenciasEndpoints.guardarColegio, {
      params: { id: 2_000_000_000 },
      body: { avisarFaltas: true },
    });
    expect(nadie.status).toBe(404);
    const malo = await api.como('admin').llamar(ausenciasEndpoints.guardarColegio, {
      params: { id: e.colegio.id },
      body: { avisarFaltas: 'si' as unknown as boolean },
    });
    expect(malo.status).toBe(400);
  });
});
