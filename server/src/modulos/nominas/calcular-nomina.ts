/**
 * Payroll for one month (DESIGN.md §4), a pure function over the month's data: no database, no clock.
 * Every amount is computed in integer units (cents of a euro, hundredths of a km, half hours) and only
 * turned into euros/km/hours at the end, so sums never drift (0.1 + 0.2 ≠ 0.3 does not happen here).
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

export interface SesionNomina {
  id: number;
  /** School wall-clock time, 'yyyy-MM-dd HH:mm:ss'. */
  fecha: string;
  estado: 'planificada' | 'completada' | 'cancelada' | 'no_asignable';
  colegioId: number;
  /** The group's own teacher. */
  profesorGrupoId: number;
  /** The group's duration in hours (1, 1.5 or 2). */
  duracion: number;
  /** Teacher attendance rows of the session (any teacher: a substitute is recorded here too). */
  asistenciasProfesores: { profesorId: number; asistio: boolean }[];
}

export interface DistanciaNomina {
  profesorId: number;
  colegioId: number;
  /** One way, as stored (numeric(8,2)). */
  kilometros: number;
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
  /** Pairs a '0.08' teacher travelled to with no stored distance (counted as 0 km meanwhile). */
  distanciasFaltantes: { profesorId: number; colegioId: number }[];
}

/** 25 € a month, in cents. */
const FIJO_25_CENTIMOS = 2500;
/** 0.08 € per km: 8 cents per km. */
const CENTIMOS_POR_KM = 8;

const centimos = (euros: number) => Math.round(euros * 100);
/** a / b rounded half up, for non-negative integers: exact integer arithmetic. */
const dividirRedondeando = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/**
 * Whether a session counts for teacher T: never when cancelled; with the attendance filter, when T's own
 * teacher-attendance row says `asistio` (whatever the group: a substitute is paid, the absent titular is
 * not); without it, every session of T's groups.
 */
export function cuentaParaProfesor(profesorId: number, s: SesionNomina, filtrarPorAsistencia: boolean) {
  if (s.estado === 'cancelada') return false;
  if (filtrarPorAsistencia)
    return s.asistenciasProfesores.some((a) => a.profesorId === profesorId && a.asistio);
  return s.profesorGrupoId === profesorId;
}

export const incluyeProfesor = (p: Pick<ProfesorNomina, 'deBaja'>, o: OpcionesNomina) =>
  o.incluirProfesoresBaja || !p.deBaja;

export function calcularNominas(
  entrada: { profesores: ProfesorNomina[]; sesiones: SesionNomina[]; distancias: DistanciaNomina[] },
  opciones: OpcionesNomina,
): ResultadoNominas {
  // The sessions of each teacher, found by walking the sessions once (no teacher × session loop).
  const porProfesor = new Map<number, SesionNomina[]>();
  const anotar = (profesorId: number, s: SesionNomina) => {
    if (!cuentaParaProfesor(profesorId, s, opciones.filtrarPorAsistencia)) return;
    const lista = porProfesor.get(profesorId);
    if (lista) lista.push(s);
    else porProfesor.set(profesorId, [s]);
  };
  for (const s of entrada.sesiones) {
    if (opciones.filtrarPorAsistencia) for (const a of s.asistenciasProfesores) anotar(a.profesorId, s);
    else anotar(s.profesorGrupoId, s);
  }

  const kmCentesimas = new Map(
    entrada.distancias.map((d) => [`${d.profesorId}|${d.colegioId}`, centimos(d.kilometros)]),
  );
  const faltantes = new Map<string, { profesorId: number; colegioId: number }>();
  const totales = { sesiones: 0, medias: 0, km: 0, desplazamiento: 0, total: 0 };
  const nominas: NominaFila[] = [];

  for (const p of entrada.profesores) {
    const sesiones = porProfesor.get(p.id);
    if (!sesiones?.length || !incluyeProfesor(p, opciones)) continue;

    const mediasHoras = sesiones.reduce((n, s) => n + Math.round(s.duracion * 2), 0);
    const importeHoras = dividirRedondeando(centimos(p.salario) * mediasHoras, 2);

    let kmTotal = 0;
    let desplazamiento = 0;
    if (p.desplazamiento === '25') desplazamiento = FIJO_25_CENTIMOS;
    if (p.desplazamiento === '0.08') {
      // One round trip per school and day, however many classes the teacher gives there that day.
      const viajes = new Set(sesiones.map((s) => `${s.fecha.slice(0, 10)}|${s.colegioId}`));
      for (const viaje of viajes) {
        const colegioId = Number(viaje.split('|')[1]);
        const clave = `${p.id}|${colegioId}`;
        const km = kmCentesimas.get(clave);
        if (km === undefined) faltantes.set(clave, { profesorId: p.id, colegioId });
        else kmTotal += 2 * km;
      }
      desplazamiento = dividirRedondeando(CENTIMOS_POR_KM * kmTotal, 100);
    }

    const total = importeHoras + desplazamiento;
    totales.sesiones += sesiones.length;
    totales.medias += mediasHoras;
    totales.km += kmTotal;
    totales.desplazamiento += desplazamiento;
    totales.total += total;
    nominas.push({
      profesorId: p.id,
      nombreProfesor: `${p.nombre} ${p.apellidos}`.trim(),
      salarioHora: centimos(p.salario) / 100,
      sesionesAsistidas: sesiones.length,
      horasTotales: mediasHoras / 2,
      desplazamiento: p.desplazamiento,
      kilometrosTotales: kmTotal / 100,
      importeDesplazamiento: desplazamiento / 100,
      totalNomina: total / 100,
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
    distanciasFaltantes: [...faltantes.values()],
  };
}

/** 'yyyy-MM' → the month's bounds as school wall-clock timestamps [inicio, fin). */
export function rangoDelMes(mes: string): { inicio: string; fin: string } {
  const [anio, m] = mes.split('-').map(Number) as [number, number];
  const siguiente = m === 12 ? `${anio + 1}-01` : `${anio}-${String(m + 1).padStart(2, '0')}`;
  return { inicio: `${mes}-01 00:00:00`, fin: `${siguiente}-01 00:00:00` };
}
