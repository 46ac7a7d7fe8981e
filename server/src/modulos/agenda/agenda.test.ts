/** GET /api/agenda ("Hoy", issue 28): today's and the next 7 days' sessions of the user's scope. */
import { beforeAll, describe, expect, it } from 'vitest';
import { agendaEndpoints, sumarDias } from '@escuela/shared';
import { alumnos, asistenciasProfesores, sesiones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import type { Llamador } from '../../../test/cliente-api';
import { crearGrupoPropioYAjenoDePrueba, matricular } from '../../../test/fabricas';
import { hoyEscuela } from '../../lib/fecha-escuela';

const { t, api } = usarAppDePrueba();
let profe: Llamador;
let profeId: number;
const s: Record<string, number> = {};

beforeAll(async () => {
  const {
    profesor: p,
    grupo,
    grupoAjeno: ajeno,
  } = await crearGrupoPropioYAjenoDePrueba(t.db, {
    colegio: { nombre: 'CEIP Agenda', direccion: 'Calle Luna 5, Madrid' },
    grupo: 'Robótica A',
    grupoAjeno: 'Ajeno',
  });
  profeId = p.id;
  profe = api.conCookie(p.cookie);
  const [alumno] = await t.db
    .insert(alumnos)
    .values({ nombre: 'Lía', apellidos: 'Sol', grupoId: grupo.id })
    .returning();
  await matricular(t.db, alumno!.id, grupo.id);
  const hoy = hoyEscuela();
  const filas = await t.db
    .insert(sesiones)
    .values([
      { grupoId: grupo.id, fecha: `${hoy} 18:00:00` },
      { grupoId: grupo.id, fecha: `${hoy} 09:00:00` },
      { grupoId: grupo.id, fecha: `${sumarDias(hoy, 7)} 17:00:00` },
      { grupoId: grupo.id, fecha: `${sumarDias(hoy, 8)} 17:00:00` },
      { grupoId: grupo.id, fecha: `${sumarDias(hoy, -1)} 17:00:00` },
      { grupoId: ajeno.id, fecha: `${hoy} 12:00:00` },
      { grupoId: ajeno.id, fecha: `${sumarDias(hoy, 1)} 12:00:00`, profesorSustitutoId: p.id },
    ])
    .returning({ id: sesiones.id });
  Object.assign(s, {
    tarde: filas[0]!.id,
    manana: filas[1]!.id,
    semana: filas[2]!.id,
    lejos: filas[3]!.id,
    ayer: filas[4]!.id,
    ajena: filas[5]!.id,
    cubierta: filas[6]!.id,
  });
  await t.db.insert(asistenciasProfesores).values({ sesionId: s.manana!, profesorId: p.id, asistio: true });
});

describe('GET /api/agenda', () => {
  it('a teacher: their sessions and the ones they cover, today first in time order, with rosters', async () => {
    const res = await profe.llamar(agendaEndpoints.get);
    expect(res.status).toBe(200);
    expect(res.json.hoy).toBe(hoyEscuela());
    expect(res.json.profesorId).toBe(profeId);
    expect(res.json.sesiones.map((x) => x.id)).toEqual([s.manana, s.tarde, s.cubierta, s.semana]);
    const [manana] = res.json.sesiones;
    expect(manana).toMatchObject({
      colegio: { nombre: 'CEIP Agenda', direccion: 'Calle Luna 5, Madrid' },
      grupo: { nombre: 'Robótica A' },
      asistenciaPropia: true,
    });
    expect(manana!.alumnos).toEqual([
      {
        alumnoId: expect.any(Number),
        nombre: 'Lía',
        apellidos: 'Sol',
        asistio: true,
        justificada: false,
        observaciones: null,
        registrada: false,
      },
    ]);
    expect(res.json.sesiones[1]!.asistenciaPropia).toBeNull();
    expect(res.json.sesiones[2]!.profesorSustituto?.id).toBe(profeId);
  });

  it('the office sees every session of the days, without rosters; a family is refused', async () => {
    const res = await api.como('coordinador').llamar(agendaEndpoints.get);
    expect(res.status).toBe(200);
    const ids = res.json.sesiones.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([s.manana, s.ajena, s.cubierta]));
    expect(ids).not.toContain(s.ayer);
    expect(ids).not.toContain(s.lejos);
    expect(res.json.sesiones.every((x) => x.alumnos.length === 0)).toBe(true);
    expect((await api.como('tutor').llamar(agendaEndpoints.get)).status).toBe(403);
  });
});
