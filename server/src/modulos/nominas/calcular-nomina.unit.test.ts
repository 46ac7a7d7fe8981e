import { describe, expect, it } from 'vitest';
import {
  calcularNominas,
  rangoDelMes,
  type DistanciaNomina,
  type OpcionesNomina,
  type ProfesorNomina,
  type SesionNomina,
} from './calcular-nomina';

const profesor = (id: number, datos: Partial<ProfesorNomina> = {}): ProfesorNomina => ({
  id,
  nombre: `Profe${id}`,
  apellidos: 'Prueba',
  salario: 15,
  desplazamiento: '0',
  deBaja: false,
  ...datos,
});

let siguiente = 1;
/** A session of `profesorGrupoId`'s group at school `colegioId`; `asistio` records that teacher's row. */
const sesion = (
  profesorGrupoId: number,
  fecha: string,
  datos: Partial<SesionNomina> & { asistio?: boolean | null } = {},
): SesionNomina => {
  const { asistio = true, ...resto } = datos;
  return {
    id: siguiente++,
    fecha: `${fecha} 16:00:00`,
    estado: 'completada',
    colegioId: 1,
    profesorGrupoId,
    duracion: 1,
    asistenciasProfesores: asistio === null ? [] : [{ profesorId: profesorGrupoId, asistio }],
    ...resto,
  };
};

const CON_FILTRO: OpcionesNomina = { filtrarPorAsistencia: true, incluirProfesoresBaja: false };
const SIN_FILTRO: OpcionesNomina = { filtrarPorAsistencia: false, incluirProfesoresBaja: false };

interface Caso {
  caso: string;
  profesores: ProfesorNomina[];
  sesiones: SesionNomina[];
  distancias?: DistanciaNomina[];
  opciones?: OpcionesNomina;
  /** profesorId → [sesiones, horas, km, importe desplazamiento, total]; absent teachers have no row. */
  esperado: Record<number, [number, number, number, number, number]>;
  faltantes?: { profesorId: number; colegioId: number }[];
}

const casos: Caso[] = [
  {
    caso: 'attendance filter on: only sessions with asistio = true count',
    profesores: [profesor(1)],
    sesiones: [
      sesion(1, '2025-03-03'),
      sesion(1, '2025-03-05', { asistio: false }),
      sesion(1, '2025-03-10', { asistio: null }),
    ],
    esperado: { 1: [1, 1, 0, 0, 15] },
  },
  {
    caso: 'attendance filter off: every non-cancelled session of the teacher’s groups',
    profesores: [profesor(1)],
    sesiones: [
      sesion(1, '2025-03-03'),
      sesion(1, '2025-03-05', { asistio: false }),
      sesion(1, '2025-03-10', { asistio: null, estado: 'planificada' }),
      sesion(1, '2025-03-12', { asistio: null, estado: 'no_asignable' }),
    ],
    opciones: SIN_FILTRO,
    esperado: { 1: [4, 4, 0, 0, 60] },
  },
  {
    caso: 'cancelled sessions never count, even with an attendance row',
    profesores: [profesor(1)],
    sesiones: [sesion(1, '2025-03-03', { estado: 'cancelada' }), sesion(1, '2025-03-04')],
    esperado: { 1: [1, 1, 0, 0, 15] },
  },
  {
    caso: 'cancelled sessions never count without the filter either',
    profesores: [profesor(1)],
    sesiones: [sesion(1, '2025-03-03', { estado: 'cancelada' })],
    opciones: SIN_FILTRO,
    esperado: {},
  },
  {
    caso: 'inactive teachers are left out by default',
    profesores: [profesor(1), profesor(2, { deBaja: true })],
    sesiones: [sesion(1, '2025-03-03'), sesion(2, '2025-03-03')],
    esperado: { 1: [1, 1, 0, 0, 15] },
  },
  {
    caso: 'inactive teachers are included with incluirProfesoresBaja',
    profesores: [profesor(1), profesor(2, { deBaja: true })],
    sesiones: [sesion(1, '2025-03-03'), sesion(2, '2025-03-03')],
    opciones: { filtrarPorAsistencia: true, incluirProfesoresBaja: true },
    esperado: { 1: [1, 1, 0, 0, 15], 2: [1, 1, 0, 0, 15] },
  },
  {
    caso: "a substitute: with the filter, T's own attendance row counts on another teacher's group",
    profesores: [profesor(1), profesor(2, { salario: 20 })],
    sesiones: [
      sesion(1, '2025-03-03', {
        asistenciasProfesores: [
          { profesorId: 1, asistio: false },
          { profesorId: 2, asistio: true },
        ],
        duracion: 1.5,
      }),
      sesion(1, '2025-03-05', { duracion: 1.5 }),
    ],
    esperado: { 1: [1, 1.5, 0, 0, 22.5], 2: [1, 1.5, 0, 0, 30] },
  },
  {
    caso: 'a substitute: without the filter the group’s own teacher is paid',
    profesores: [profesor(1), profesor(2, { salario: 20 })],
    sesiones: [
      sesion(1, '2025-03-03', {
        asistenciasProfesores: [
          { profesorId: 1, asistio: false },
          { profesorId: 2, asistio: true },
        ],
      }),
    ],
    opciones: SIN_FILTRO,
    esperado: { 1: [1, 1, 0, 0, 15] },
  },
  {
    caso: "travel '0': no allowance",
    profesores: [profesor(1, { desplazamiento: '0' })],
    sesiones: [sesion(1, '2025-03-03', { colegioId: 7 })],
    distancias: [{ profesorId: 1, colegioId: 7, kilometros: 10 }],
    esperado: { 1: [1, 1, 0, 0, 15] },
  },
  {
    caso: "travel '25': 25 € once a month, whatever the number of sessions",
    profesores: [profesor(1, { desplazamiento: '25' })],
    sesiones: [sesion(1, '2025-03-03'), sesion(1, '2025-03-04'), sesion(1, '2025-03-05')],
    esperado: { 1: [3, 3, 0, 25, 70] },
  },
  {
    caso: "travel '25': no row and no allowance without a counted session",
    profesores: [profesor(1, { desplazamiento: '25' })],
    sesiones: [sesion(1, '2025-03-03', { asistio: false })],
    esperado: {},
  },
  {
    caso: "travel '0.08': 2 × one-way km per distinct (date, school)",
    profesores: [profesor(1, { desplazamiento: '0.08' })],
    sesiones: [
      // Two classes the same day at school 1: one round trip.
      sesion(1, '2025-03-03', { colegioId: 1 }),
      { ...sesion(1, '2025-03-03', { colegioId: 1 }), fecha: '2025-03-03 17:30:00' },
      // The same day at school 2: another trip.
      sesion(1, '2025-03-03', { colegioId: 2 }),
      // Another day at school 1.
      sesion(1, '2025-03-10', { colegioId: 1 }),
    ],
    distancias: [
      { profesorId: 1, colegioId: 1, kilometros: 12.5 },
      { profesorId: 1, colegioId: 2, kilometros: 3.1 },
      // Another teacher's distance to the same school is not theirs.
      { profesorId: 9, colegioId: 1, kilometros: 100 },
    ],
    // km = 2×12.5 + 2×3.1 + 2×12.5 = 56.2; 56.2 × 0.08 = 4.496 → 4.50 €; 4 h × 15 = 60 €.
    esperado: { 1: [4, 4, 56.2, 4.5, 64.5] },
  },
  {
    caso: 'a missing distance: reported once, counted as 0 km meanwhile',
    profesores: [profesor(1, { desplazamiento: '0.08' }), profesor(2, { desplazamiento: '0.08' })],
    sesiones: [
      sesion(1, '2025-03-03', { colegioId: 1 }),
      sesion(1, '2025-03-04', { colegioId: 2 }),
      sesion(1, '2025-03-05', { colegioId: 2 }),
      sesion(2, '2025-03-03', { colegioId: 1 }),
    ],
    distancias: [{ profesorId: 1, colegioId: 1, kilometros: 5 }],
    esperado: { 1: [3, 3, 10, 0.8, 45.8], 2: [1, 1, 0, 0, 15] },
    faltantes: [
      { profesorId: 1, colegioId: 2 },
      { profesorId: 2, colegioId: 1 },
    ],
  },
  {
    caso: 'a missing distance of a teacher who is not paid by km is not asked for',
    profesores: [profesor(1, { desplazamiento: '25' })],
    sesiones: [sesion(1, '2025-03-03', { colegioId: 4 })],
    esperado: { 1: [1, 1, 0, 25, 40] },
    faltantes: [],
  },
  {
    caso: 'cents without float drift: 15.25 €/h × 1.5 h, and a tenth of a cent rounds half up',
    profesores: [profesor(1, { salario: 15.25 }), profesor(2, { salario: 0.1, desplazamiento: '0.08' })],
    sesiones: [
      sesion(1, '2025-03-03', { duracion: 1.5 }),
      sesion(2, '2025-03-03', { duracion: 2 }),
      sesion(2, '2025-03-04', { duracion: 1 }),
    ],
    // 0.1 × 3 h = 0.30 € exactly (0.1 × 3 in floats is 0.30000000000000004); 2 × 2 × 0.15 km × 0.08 = 0.048 €.
    distancias: [{ profesorId: 2, colegioId: 1, kilometros: 0.15 }],
    esperado: { 1: [1, 1.5, 0, 0, 22.88], 2: [2, 3, 0.6, 0.05, 0.35] },
  },
];

describe('calcularNominas', () => {
  it.each(casos)('$caso', (c) => {
    const r = calcularNominas(
      { profesores: c.profesores, sesiones: c.sesiones, distancias: c.distancias ?? [] },
      c.opciones ?? CON_FILTRO,
    );
    const filas = Object.fromEntries(
      r.nominas.map((f) => [
        f.profesorId,
        [f.sesionesAsistidas, f.horasTotales, f.kilometrosTotales, f.importeDesplazamiento, f.totalNomina],
      ]),
    );
    expect(filas).toEqual(c.esperado);
    if (c.faltantes) expect(r.distanciasFaltantes).toEqual(c.faltantes);
    for (const f of r.nominas) {
      const p = c.profesores.find((x) => x.id === f.profesorId)!;
      expect(f).toMatchObject({
        nombreProfesor: `${p.nombre} ${p.apellidos}`,
        salarioHora: p.salario,
        desplazamiento: p.desplazamiento,
      });
    }
  });

  it('sums 1,000 rows of 0.1 € exactly and sorts rows by name', () => {
    const profesores = Array.from({ length: 1000 }, (_, i) =>
      profesor(i + 1, { salario: 0.1, nombre: `P${String(1000 - i).padStart(4, '0')}` }),
    );
    const sesiones = profesores.map((p) => sesion(p.id, '2025-03-03'));
    const r = calcularNominas({ profesores, sesiones, distancias: [] }, CON_FILTRO);
    expect(r.totales).toEqual({
      sesionesAsistidas: 1000,
      horasTotales: 1000,
      kilometrosTotales: 0,
      importeDesplazamiento: 0,
      totalNomina: 100,
    });
    expect(r.nominas[0]!.nombreProfesor).toBe('P0001 Prueba');
    expect(r.nominas.at(-1)!.nombreProfesor).toBe('P1000 Prueba');
  });

  it('totals are the sums of the rows', () => {
    const r = calcularNominas(
      {
        profesores: [
          profesor(1, { desplazamiento: '25', salario: 17.5 }),
          profesor(2, { desplazamiento: '0.08' }),
        ],
        sesiones: [sesion(1, '2025-03-03', { duracion: 2 }), sesion(2, '2025-03-03', { duracion: 1.5 })],
        distancias: [{ profesorId: 2, colegioId: 1, kilometros: 7.35 }],
      },
      CON_FILTRO,
    );
    expect(r.totales).toEqual({
      sesionesAsistidas: 2,
      horasTotales: 3.5,
      kilometrosTotales: 14.7,
      importeDesplazamiento: 26.18,
      totalNomina: 83.68,
    });
  });
});

describe('rangoDelMes', () => {
  it.each([
    ['2025-01', '2025-01-01 00:00:00', '2025-02-01 00:00:00'],
    ['2025-12', '2025-12-01 00:00:00', '2026-01-01 00:00:00'],
    ['2024-09', '2024-09-01 00:00:00', '2024-10-01 00:00:00'],
  ])('%s', (mes, inicio, fin) => expect(rangoDelMes(mes)).toEqual({ inicio, fin }));
});
