/**
 * The enrolment history through the API (DESIGN.md §4 "Attendance follows time", decision 030): `desde`
 * on POST/PUT /api/alumnos, the parents' enrolment, and what the family's counts make of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  alumnosEndpoints,
  asistenciasEndpoints,
  padresEndpoints,
  sumarDias,
  privacidadAceptada,
} from '@escuela/shared';
import { sesiones } from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { usarAppDePrueba } from '../../../test/app';
import {
  cookieDe,
  crearColegioDePrueba,
  crearFamilia,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  historialMatriculas,
} from '../../../test/fabricas/index';

const { t, api } = usarAppDePrueba();
let hoy: string;
let grupoA: { id: number };
let grupoB: { id: number };
let profesor: string;
let familia: Awaited<ReturnType<typeof crearFamilia>>;
/** The sessions of each group, by days from today (negative: past). */
const sesionA: Record<number, { id: number; fecha: string }> = {};
const sesionB: Record<number, { id: number; fecha: string }> = {};

const historial = (alumnoId: number) => historialMatriculas(t.db, alumnoId);

beforeAll(async () => {
  hoy = hoyEscuela();
  const colegio = await crearColegioDePrueba(t.db);
  const profe = await crearProfesorDePrueba(t.db, { conCuenta: true });
  profesor = await cookieDe(t.app, profe.email);
  grupoA = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: profe.id, nombre: 'A' });
  grupoB = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: profe.id, nombre: 'B' });
  familia = await crearFamilia(t.db, colegio.id, 'Marta');
  const crear = async (
    grupoId: number,
    dias: number,
    estado: 'planificada' | 'cancelada' = 'planificada',
  ) => {
    const [s] = await t.db
      .insert(sesiones)
      .values({ grupoId, fecha: `${sumarDias(hoy, dias)} 16:00:00`, estado })
      .returning({ id: sesiones.id, fecha: sesiones.fecha });
    return s!;
  };
  for (const dias of [-20, -10, -3, 2]) sesionA[dias] = await crear(grupoA.id, dias);
  await crear(grupoA.id, -5, 'cancelada');
  for (const dias of [-4, -2, -1, 3]) sesionB[dias] = await crear(grupoB.id, dias);
});

const hijos = async () => (await api.conCookie(familia.cookie).llamar(padresEndpoints.alumnos)).json;
const marcarAusente = (alumnoId: number, grupoId: number, sesion: { id: number; fecha: string }) =>
  api.como('admin').llamar(asistenciasEndpoints.guardar, {
    body: { alumnoId, grupoId, sesionId: sesion.id, fechaSesion: sesion.fecha.slice(0, 10), asistio: false },
  });

describe('a child’s counts follow their enrolment', () => {
  it('enrolled today: 0 attendances; the office dates it back; a move keeps the old group’s history', async () => {
    const inscrito = await api.conCookie(familia.cookie).llamar(padresEndpoints.inscribir, {
      body: {
        nombre: 'Pablo',
        apellidos: 'Navarro',
        fechaNacimiento: '2017-04-12',
        curso: '3',
        letra: 'A',
        grupoId: grupoA.id,
        telefono1: '612345678',
        consentimientos: [privacidadAceptada()],
      },
    });
    expect(inscrito.status).toBe(201);
    expect(inscrito.json.resultado).toBe('inscrito');
    const id = inscrito.json.alumno!.id;
    // The group has given three sessions already: none of them is the child's.
    expect(inscrito.json.alumno).toMatchObject({ asistencias: 0, faltas: 0 });
    expect((await hijos()).find((h) => h.id === id)).toMatchObject({ asistencias: 0, faltas: 0 });
    expect((await api.conCookie(familia.cookie).llamar(padresEndpoints.asistencias)).json).toEqual([]);
    expect(await historial(id)).toEqual([[grupoA.id, hoy, null]]);
    // Nor can they be marked on them.
    const antes = await marcarAusente(id, grupoA.id, sesionA[-3]!);
    expect(antes.status).toBe(400);
    expect(antes.error.message).toBe('El alumno no pertenece al grupo de la sesión');

    // The office says the child has come since 15 days ago: the sessions from then count.
    const corregido = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id },
      body: { desde: sumarDias(hoy, -15) },
    });
    expect(corregido.status).toBe(200);
    expect(corregido.json.desde).toBe(sumarDias(hoy, -15));
    expect((await hijos()).find((h) => h.id === id)).toMatchObject({ asistencias: 2, faltas: 0 });
    expect((await marcarAusente(id, grupoA.id, sesionA[-3]!)).status).toBe(200);
    expect((await hijos()).find((h) => h.id === id)).toMatchObject({ asistencias: 1, faltas: 1 });

    // Moved to B two days ago: A's sessions before the move stay; B's count from the move on.
    const movido = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id },
      body: { grupoId: grupoB.id, desde: sumarDias(hoy, -2) },
    });
    expect(movido.json).toMatchObject({ grupo: { id: grupoB.id }, desde: sumarDias(hoy, -2) });
    expect(await historial(id)).toEqual([
      [grupoA.id, sumarDias(hoy, -15), sumarDias(hoy, -2)],
      [grupoB.id, sumarDias(hoy, -2), null],
    ]);
    expect((await hijos()).find((h) => h.id === id)).toMatchObject({
      grupoId: grupoB.id,
      asistencias: 3,
      faltas: 1,
    });
    const registros = (await api.conCookie(familia.cookie).llamar(padresEndpoints.asistencias)).json;
    expect(registros.map((r) => r.id)).toEqual([
      `${id}-${sesionB[-1]!.id}`,
      `${id}-${sesionB[-2]!.id}`,
      `${id}-${sesionA[-3]!.id}`,
      `${id}-${sesionA[-10]!.id}`,
    ]);
    expect(registros.find((r) => r.id === `${id}-${sesionA[-3]!.id}`)).toMatchObject({ asistio: false });

    // A baja ends the enrolment today: the counts stay, the child is in no group from today.
    const baja = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id },
      body: { estado: 'baja' },
    });
    expect(baja.json).toMatchObject({ estado: 'baja', desde: null });
    expect((await historial(id)).at(-1)).toEqual([grupoB.id, sumarDias(hoy, -2), hoy]);
    expect((await hijos()).find((h) => h.id === id)).toMatchObject({ asistencias: 3, faltas: 1 });
  });
});

describe('desde on POST and PUT /api/alumnos', () => {
  const nuevo = (extra: object) =>
    api.como('admin').llamar(alumnosEndpoints.create, {
      body: { nombre: 'Nuevo', apellidos: `Desde ${Math.random().toString(36).slice(2, 7)}`, ...extra },
    });

  it('creates the enrolment from the given day, from today without one, and none without a group', async () => {
    const conDia = await nuevo({ grupoId: grupoA.id, desde: '2026-09-08' });
    expect(conDia.status).toBe(201);
    expect(conDia.json.desde).toBe('2026-09-08');
    expect(await historial(conDia.json.id)).toEqual([[grupoA.id, '2026-09-08', null]]);
    const sinDia = await nuevo({ grupoId: grupoA.id });
    expect(sinDia.json.desde).toBe(hoy);
    const sinGrupo = await nuevo({ desde: '2026-09-08' });
    expect(sinGrupo.json.desde).toBeNull();
    expect(await historial(sinGrupo.json.id)).toEqual([]);
    const deBaja = await nuevo({ grupoId: grupoA.id, estado: 'baja' });
    expect(await historial(deBaja.json.id)).toEqual([]);
  });

  it.each([
    ['2026-02-30', 'La fecha de inicio en el grupo no es válida'],
    ['08/09/2026', 'La fecha de inicio en el grupo no es válida'],
    ['1999-12-31', 'La fecha de inicio en el grupo debe estar entre el 01/01/2000 y dentro de un año'],
    ['2999-01-01', 'La fecha de inicio en el grupo debe estar entre el 01/01/2000 y dentro de un año'],
  ])('refuses desde %s with a Spanish 400 and creates nothing', async (desde, mensaje) => {
    const res = await nuevo({ grupoId: grupoA.id, desde });
    expect(res.status).toBe(400);
    expect(res.error.errors?.desde?._errors).toEqual([mensaje]);
    const mal = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id: (await nuevo({ grupoId: grupoA.id })).json.id },
      body: { grupoId: grupoB.id, desde },
    });
    expect(mal.status).toBe(400);
  });

  it('a teacher’s PUT cannot touch the history; an admin’s deletion of a student with attendance closes it', async () => {
    const creado = await nuevo({ grupoId: grupoA.id, desde: sumarDias(hoy, -30) });
    const id = creado.json.id;
    const res = await api.conCookie(profesor).llamar(alumnosEndpoints.update, {
      params: { id },
      body: { observaciones: 'Bien', desde: '2026-01-01', grupoId: grupoB.id },
    });
    expect(res.status).toBe(200);
    expect(await historial(id)).toEqual([[grupoA.id, sumarDias(hoy, -30), null]]);
    expect((await marcarAusente(id, grupoA.id, sesionA[-20]!)).status).toBe(200);
    const borrado = await api.como('admin').llamar(alumnosEndpoints.remove, { params: { id } });
    expect(borrado.json.resultado).toBe('baja');
    expect(await historial(id)).toEqual([[grupoA.id, sumarDias(hoy, -30), hoy]]);
    expect(
      (
        await api
          .como('coordinador')
          .llamar(alumnosEndpoints.create, { body: { nombre: 'X', apellidos: 'Y', desde: hoy } })
      ).status,
    ).toBe(403);
  });
});
