/**
 * Payroll for one month (DESIGN.md §4, decisions 024 and 030), a pure function: no database, no clock.
 * Which sessions count is decided by the one grouped query of `nominas.repository.ts` (not cancelled,
 * started, the teacher's own attendance or their groups), which hands over each teacher's totals in
 * integer units (sessions, half hours, hundredths of a km of the distinct (day, school) round trips);
 * this turns them into money in cents, rounded half up once per row, so sums never drift.
 */
import { compararEs } from '@escuela/shared/common/texto-es';
import type { Desplazamiento, NominaFila } from '@escuela/shared';

export interface ProfesorNomina {
  id: number;
  nombre: string;
  apellidos: string;
  /** Euros per hour, as stored (numeric(10,2)). */
  salario: number;
  desplazamiento: Desplazamiento;
  /** A teacher with a fecha_baja (the teachers' screen shows them as inactive). */
  deBaja: boolean;
}

/** One teacher's month, as the grouped query totals it: only teachers with a counted session. */
export interface TotalesProfesor extends ProfesorNomina {
  /** Counted sessions. */
  sesiones: number;
  /** Σ of the sessions' group duración, in half hours. */
  mediasHoras: number;
  /** '0.08' teachers: Σ 2 × one-way distance over the distinct (day, school) trips, in hundredths of a km. */
  kmCentesimas: number;
  /** '0.08' teachers: the schools of those trips with no stored distance (counted as 0 km meanwhile). */
  colegiosSinDistancia: number[];
  /** Sessions of the teacher's groups whose time has come with no teacher attendance recorded. */
  sesionesSinConfirmar?: number;
}

export interface OpcionesNomina {
  filtrarPorAsistencia: boolean;
  incluirProfesoresBaja: boolean;
}

export interface ResultadoNominas {
  /** Teachers with at least one counted session, by name. */
  nominas: NominaFila[];
  /** Sums of the rows, computed in integer units like the rows. */
  totales: {
    sesionesAsistidas: number;
    horasTotales: number;
    kilometrosTotales: number;
    importeDesplazamiento: number;
    totalNomina: number;
  };
  /** Pairs a '0.08' teacher travelled to with no stored distance. */
  distanciasFaltantes: { profesorId: number; colegioId: number }[];
}

/** 25 € a month, in cents. */
const FIJO_25_CENTIMOS = 2500;
/** 0.08 € per km: 8 cents per km. */
const CENTIMOS_POR_KM = 8;

const centimos = (euros: number) => Math.round(euros * 100);
/** a / b rounded half up, for non-negative integers: exact integer arithmetic. */
const dividirRedondeando = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

export const incluyeProfesor = (
  p: Pick<ProfesorNomina, 'deBaja'>,
  o: Pick<OpcionesNomina, 'incluirProfesoresBaja'>,
) => o.incluirProfesoresBaja || !p.deBaja;

export function calcularNominas(
  profesores: readonly TotalesProfesor[],
  opciones: Pick<OpcionesNomina, 'incluirProfesoresBaja'>,
): ResultadoNominas {
  const faltantes: ResultadoNominas['distanciasFaltantes'] = [];
  const totales = { sesiones: 0, medias: 0, km: 0, desplazamiento: 0, total: 0 };
  const nominas: NominaFila[] = [];

  for (const p of profesores) {
    if (p.sesiones <= 0 || !incluyeProfesor(p, opciones)) continue;
    const importeHoras = dividirRedondeando(centimos(p.salario) * p.mediasHoras, 2);
    let kmTotal = 0;
    let desplazamiento = 0;
    if (p.desplazamiento === '25') desplazamiento = FIJO_25_CENTIMOS;
    if (p.desplazamiento === '0.08') {
      kmTotal = p.kmCentesimas;
      desplazamiento = dividirRedondeando(CENTIMOS_POR_KM * kmTotal, 100);
      for (const colegioId of p.colegiosSinDistancia) faltantes.push({ profesorId: p.id, colegioId });
    }

    const total = importeHoras + desplazamiento;
    totales.sesiones += p.sesiones;
    totales.medias += p.mediasHoras;
    totales.km += kmTotal;
    totales.desplazamiento += desplazamiento;
    totales.total += total;
    nominas.push({
      profesorId: p.id,
      nombreProfesor: `${p.nombre} ${p.apellidos}`.trim(),
      salarioHora: centimos(p.salario) / 100,
      sesionesAsistidas: p.sesiones,
      horasTotales: p.mediasHoras / 2,
      desplazamiento: p.desplazamiento,
      kilometrosTotales: kmTotal / 100,
      importeDesplazamiento: desplazamiento / 100,
      totalNomina: total / 100,
      sesionesSinConfirmar: p.sesionesSinConfirmar ?? 0,
    });
  }

  nominas.sort((a, b) => compararEs(a.nombreProfesor, b.nombreProfesor) || a.profesorId - b.profesorId);
  return {
    nominas,
    totales: {
      sesionesAsistidas: totales.sesiones,
      horasTotales: totales.medias / 2,
      kilometrosTotales: totales.km / 100,
      importeDesplazamiento: totales.desplazamiento / 100,
      totalNomina: totales.total / 100,
    },
    distanciasFaltantes: faltantes,
  };
}

/** 'yyyy-MM' → the month's bounds as school wall-clock timestamps [inicio, fin). */
export function rangoDelMes(mes: string): { inicio: string; fin: string } {
  const [anio, m] = mes.split('-').map(Number) as [number, number];
  const siguiente = m === 12 ? `${anio + 1}-01` : `${anio}-${String(m + 1).padStart(2, '0')}`;
  return { inicio: `${mes}-01 00:00:00`, fin: `${siguiente}-01 00:00:00` };
}
