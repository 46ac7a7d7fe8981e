import { nominasEndpoints } from '@escuela/shared';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asistenciasProfesores, distancias } from '../../db/schema/index';
import { consultar } from '../../db/filas';
import { dentroDeMatricula, sesionPasada } from '../../db/sesiones-que-cuentan';
import { buildTestApp, type TestApp } from '../../../test/app';
import { clienteApi } from '../../../test/cliente-api';
import { cookieDe } from '../../../test/fabricas';
import { CUENTAS_DEMO, DEMO_PASSWORD } from './cuentas';
import { pasos, type ContextoDemo } from './index';

let t: TestApp;
const contar = async (tabla: typeof asistenciasProfesores | typeof distancias) =>
  Number((await t.db.select({ n: count() }).from(tabla))[0]!.n);

/** The previous month, 'yyyy-MM': the demo history (last 8 weeks) always covers part of it. */
function mesAnterior(): string {
  const d = new Date();
  const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return m.toISOString().slice(0, 7);
}

beforeAll(async () => {
  t = await buildTestApp();
  const ctx: ContextoDemo = { ids: {}, cuentas: [] };
  for (const paso of pasos) await paso.run(t.db, ctx);
}, 120_000);
afterAll(() => t.close());

describe('demo seed for payroll', () => {
  it('records teacher attendance and leaves two distances for the admin to enter; a rerun adds nothing', async () => {
    const asistencias = await contar(asistenciasProfesores);
    const guardadas = await contar(distancias);
    expect(asistencias).toBeGreaterThan(50);
    // 6 teachers × 4 schools, less the two pairs left to the admin.
    expect(guardadas).toBe(22);

    const ctx: ContextoDemo = { ids: {}, cuentas: [] };
    for (const paso of pasos) await paso.run(t.db, ctx);
    expect(await contar(asistenciasProfesores)).toBe(asistencias);
    expect(await contar(distancias)).toBe(guardadas);
  }, 120_000);

  it("the previous month's payroll asks for the missing distances of the '0.08' teachers", async () => {
    const admin = await cookieDe(t.app, CUENTAS_DEMO.admin.email, DEMO_PASSWORD);
    const res = await (
      await clienteApi(t)
    )
      .conCookie(admin)
      .llamar(nominasEndpoints.calcular, { query: { mes: mesAnterior() } });
    expect(res.status).toBe(200);
    const { nominas, distanciasRequeridas } = res.json;
    expect(
      distanciasRequeridas!.map((d: { nombreProfesor: string; nombreColegio: string }) => [
        d.nombreProfesor,
        d.nombreColegio,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['Lucía Martín Romero', 'Colegio Virgen de la Paloma'],
        ['Pablo Ortega Vidal', 'CEIP Miguel de Cervantes'],
      ]),
    );
    const desplazamientos = new Set(nominas.map((n: { desplazamiento: string }) => n.desplazamiento));
    expect(desplazamientos).toEqual(new Set(['0', '0.08', '25']));
  });
});

describe('the demo data obeys "attendance follows time" (decision 030)', () => {
  const cuantos = async (consulta: ReturnType<typeof sql>) =>
    Number((await consultar<{ n: number }>(t.db, consulta))[0]!.n);

  it('no mark on a session that has not begun, no student mark outside an enrolment', async () => {
    expect(
      await cuantos(sql`select count(*) as n from asistencias_profesores ap join sesiones s on s.id = ap.sesion_id
                        where not (${sesionPasada('s')})`),
    ).toBe(0);
    expect(
      await cuantos(sql`select count(*) as n from asistencias x join sesiones s on s.id = x.sesion_id
                        where not (${sesionPasada('s')})
                           or not exists (select 1 from matriculas m where m.alumno_id = x.alumno_id
                                          and ${dentroDeMatricula('s', 'm')})`),
    ).toBe(0);
    expect(await cuantos(sql`select count(*) as n from asistencias`)).toBeGreaterThan(100);
  });

  it('every student in alta in a group has one open enrolment in it; the history has joiners, a move and bajas', async () => {
    expect(
      await cuantos(sql`select count(*) as n from alumnos a where a.estado = 'alta' and a.grupo_id is not null
                        and not exists (select 1 from matriculas m where m.alumno_id = a.id
                                        and m.grupo_id = a.grupo_id and m.hasta is null)`),
    ).toBe(0);
    expect(
      await cuantos(sql`select count(*) as n from alumnos a join matriculas m on m.alumno_id = a.id
                        where m.hasta is null and (a.estado = 'baja' or a.grupo_id is distinct from m.grupo_id)`),
    ).toBe(0);
    expect(
      await cuantos(sql`select count(distinct alumno_id) as n from matriculas where hasta is not null`),
    ).toBe(3);
  });
});
