/**
 * The mixed load of DESIGN.md §8: every request drawn from a seeded random mix, each as one of the load's
 * signed-in users (`usuarios-bench.ts`), with what that user's screens ask for: the students list (filters,
 * searches, pages), a month's sessions (states, groups, orders, pages), the /grupos table and the group
 * select's options, a month's payroll rows (admin), a past session's attendance, and the dashboard's
 * calls; and one request in ten a write: an attendance mark on a past session, or a student's
 * observaciones. Teachers only ask for their own groups, as their screens do, so every answer is a 2xx.
 *
 * The same seed draws the same requests in the same order (`generador`), whatever the machine.
 */
import pg from 'pg';
import type { RolBench, UsuarioBench } from './usuarios-bench';

export interface Peticion {
  /** The request's kind, for the per-endpoint figures. */
  tipo: TipoPeticion;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  cookie: string;
  body?: string;
}

export type TipoPeticion =
  | 'alumnos'
  | 'sesiones del mes'
  | 'grupos (tabla)'
  | 'grupos (opciones)'
  | 'nóminas del mes'
  | 'asistencia de una sesión'
  | 'panel'
  | 'escritura: marca de asistencia'
  | 'escritura: observaciones';

/** What the draws need from the data set, read once. */
export interface DatosMezcla {
  usuarios: UsuarioBench[];
  grupos: { id: number; profesorId: number; colegioId: number }[];
  colegios: number[];
  profesores: number[];
  /** Students in alta, by group. */
  alumnosDe: Map<number, number[]>;
  /** Sessions whose start has passed, by group (school wall-clock time, as stored). */
  sesionesPasadasDe: Map<number, { id: number; fecha: string }[]>;
  /** The months of the data set's sessions (`yyyy-MM`), and those already given (payroll). */
  meses: string[];
  mesesDados: string[];
}

export async function cargarDatosMezcla(url: string, usuarios: UsuarioBench[]): Promise<DatosMezcla> {
  const bd = new pg.Client({ connectionString: url });
  await bd.connect();
  try {
    const q = async <T extends pg.QueryResultRow>(texto: string) => (await bd.query<T>(texto)).rows;
    const grupos = await q<{ id: number; profesor_id: number; colegio_id: number }>(
      'SELECT id, profesor_id, colegio_id FROM grupos ORDER BY id',
    );
    const colegios = await q<{ id: number }>('SELECT id FROM colegios ORDER BY id');
    const profesores = await q<{ id: number }>(
      'SELECT id FROM profesores WHERE fecha_baja IS NULL ORDER BY id',
    );
    const alumnos = await q<{ id: number; grupo_id: number }>(
      `SELECT id, grupo_id FROM alumnos WHERE estado = 'alta' AND grupo_id IS NOT NULL ORDER BY id`,
    );
    const sesiones = await q<{ id: number; grupo_id: number; fecha: string }>(
      `SELECT id, grupo_id, to_char(fecha, 'YYYY-MM-DD"T"HH24:MI:SS') fecha FROM sesiones
       WHERE fecha < (now() AT TIME ZONE 'Europe/Madrid') - interval '1 hour' AND estado <> 'cancelada'
       ORDER BY id`,
    );
    const meses = await q<{ mes: string; dado: boolean }>(
      `SELECT to_char(date_trunc('month', fecha), 'YYYY-MM') mes,
              bool_and(fecha < date_trunc('month', now() AT TIME ZONE 'Europe/Madrid')) dado
       FROM sesiones GROUP BY 1 ORDER BY 1`,
    );
    const agrupar = <T, K>(filas: T[], clave: (f: T) => K) => {
      const m = new Map<K, T[]>();
      for (const f of filas) m.set(clave(f), [...(m.get(clave(f)) ?? []), f]);
      return m;
    };
    return {
      usuarios,
      grupos: grupos.map((g) => ({ id: g.id, profesorId: g.profesor_id, colegioId: g.colegio_id })),
      colegios: colegios.map((c) => c.id),
      profesores: profesores.map((p) => p.id),
      alumnosDe: new Map([...agrupar(alumnos, (a) => a.grupo_id)].map(([g, as]) => [g, as.map((a) => a.id)])),
      sesionesPasadasDe: new Map(
        [...agrupar(sesiones, (s) => s.grupo_id)].map(([g, ss]) => [
          g,
          ss.map((s) => ({ id: s.id, fecha: s.fecha })),
        ]),
      ),
      meses: meses.map((m) => m.mes),
      mesesDados: meses.filter((m) => m.dado).map((m) => m.mes),
    };
  } finally {
    await bd.end();
  }
}

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
function aleatorio(semilla: number): () => number {
  let a = semilla >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The share of writes among the requests (DESIGN.md §8). */
export const PROPORCION_ESCRITURAS = 0.1;

/** How often each screen's read is asked for, by role (the rest of a role's weights are 0). */
const PESOS: Record<RolBench, Partial<Record<TipoPeticion, number>>> = {
  admin: {
    alumnos: 22,
    'sesiones del mes': 24,
    'grupos (tabla)': 8,
    'grupos (opciones)': 10,
    'nóminas del mes': 5,
    'asistencia de una sesión': 12,
    panel: 12,
  },
  coordinador: {
    alumnos: 24,
    'sesiones del mes': 26,
    'grupos (tabla)': 8,
    'grupos (opciones)': 10,
    'asistencia de una sesión': 14,
    panel: 12,
  },
  profesor: {
    alumnos: 20,
    'sesiones del mes': 24,
    'grupos (tabla)': 6,
    'grupos (opciones)': 10,
    'asistencia de una sesión': 25,
    panel: 15,
  },
};

const ESTADOS_SESION = ['todas', 'todas', 'planificada', 'completada', 'cancelada'];
const ORDENES_SESION = ['grupo', 'nivel', 'actividad', 'estado'];
const ORDENES_GRUPO = ['nivel', 'colegio', 'profesor', 'horario', 'duracion', 'alumnos'];

/** An endless, seeded stream of the mix's requests. */
export function generador(datos: DatosMezcla, semilla: number): () => Peticion {
  const azar = aleatorio(semilla);
  const uno = <T>(lista: readonly T[]): T => lista[Math.floor(azar() * lista.length)]!;
  const si = (p: number) => azar() < p;
  /** Mostly the first page, often the next few, sometimes any of them (people page less than they filter). */
  const pagina = (paginas: number) =>
    si(0.6)
      ? 1
      : si(0.6)
        ? 1 + Math.ceil(azar() * Math.min(4, paginas - 1))
        : 1 + Math.floor(azar() * paginas);
  const gruposDe = new Map<number | null, DatosMezcla['grupos']>([[null, datos.grupos]]);
  for (const g of datos.grupos) gruposDe.set(g.profesorId, [...(gruposDe.get(g.profesorId) ?? []), g]);
  const ultimoDia = (mes: string) => {
    const [a, m] = mes.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(a, m, 0)).toISOString().slice(0, 10);
  };
  const qs = (params: Record<string, string | number | undefined>) =>
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');

  const leer = (u: UsuarioBench, tipo: TipoPeticion): string => {
    const suyos = gruposDe.get(u.profesorId) ?? [];
    const admin = u.rol === 'admin';
    switch (tipo) {
      case 'alumnos': {
        const grupo = si(0.3) ? uno(suyos).id : undefined;
        const total = grupo ? 20 : suyos.length * 20;
        const filtro = azar();
        return `/api/alumnos?${qs({
          grupoId: grupo,
          search:
            filtro < 0.15
              ? uno(['apellido', 'otro', 'alumno 1', 'apellido1']) + Math.floor(azar() * 50)
              : undefined,
          observaciones: filtro >= 0.15 && filtro < 0.25 ? 'con' : undefined,
          estado: filtro >= 0.25 && filtro < 0.3 ? 'baja' : undefined,
          page: filtro < 0.3 ? undefined : pagina(Math.max(1, Math.ceil(total / 50))),
        })}`;
      }
      case 'sesiones del mes': {
        const mes = uno(datos.meses);
        const grupo = si(0.2) ? uno(suyos).id : undefined;
        const porProfesor = admin && !grupo && si(0.1) ? uno(datos.profesores) : undefined;
        const filas = grupo ? 9 : porProfesor ? 30 : suyos.length * 8.5;
        return `/api/sesiones?${qs({
          startDate: `${mes}-01`,
          endDate: ultimoDia(mes),
          estado: uno(ESTADOS_SESION),
          grupoId: grupo,
          profesorId: porProfesor,
          sort: si(0.3) ? uno(ORDENES_SESION) : undefined,
          order: si(0.2) ? 'desc' : undefined,
          page: pagina(Math.max(1, Math.ceil(filas / 50))),
        })}`;
      }
      case 'grupos (tabla)': {
        const colegio = si(0.3) ? uno(datos.colegios) : undefined;
        const porProfesor = admin && si(0.1) ? uno(datos.profesores) : undefined;
        return `/api/grupos?${qs({
          colegioId: colegio,
          profesorId: porProfesor,
          sort: si(0.3) ? uno(ORDENES_GRUPO) : undefined,
          order: si(0.2) ? 'desc' : undefined,
          page: colegio || porProfesor ? undefined : pagina(Math.ceil(suyos.length / 50)),
        })}`;
      }
      case 'grupos (opciones)':
        return '/api/grupos/opciones';
      case 'nóminas del mes':
        return `/api/nominas?mes=${uno(datos.mesesDados)}`;
      case 'asistencia de una sesión': {
        const sesiones = datos.sesionesPasadasDe.get(uno(suyos).id) ?? [];
        return `/api/asistencias/sesion/${uno(sesiones).id}`;
      }
      case 'panel':
        if (u.rol !== 'profesor') {
          return uno([
            '/api/stats',
            '/api/observaciones/ultimas-actualizadas?limit=5',
            '/api/stats/asistencia-semanal',
          ]);
        }
        return uno([
          '/api/stats',
          `/api/profesores/by-email?email=${encodeURIComponent(u.email)}`,
          `/api/sesiones/proximas?profesorId=${u.profesorId}&limit=3`,
          `/api/sesiones/observaciones/recientes?profesorId=${u.profesorId}&limit=5`,
          '/api/observaciones/recientes?limit=5',
          '/api/stats/asistencia-semanal',
        ]);
      default:
        throw new Error(`sin lectura para ${tipo}`);
    }
  };

  return () => {
    const u = uno(datos.usuarios);
    const suyos = gruposDe.get(u.profesorId) ?? [];
    if (si(PROPORCION_ESCRITURAS)) {
      const grupo = uno(suyos.filter((g) => (datos.alumnosDe.get(g.id) ?? []).length > 0));
      const alumno = uno(datos.alumnosDe.get(grupo.id)!);
      if (si(0.6)) {
        const sesion = uno(datos.sesionesPasadasDe.get(grupo.id)!);
        const asistio = si(0.85);
        return {
          tipo: 'escritura: marca de asistencia',
          method: 'POST',
          path: '/api/asistencias',
          cookie: u.cookie,
          body: JSON.stringify({
            alumnoId: alumno,
            grupoId: grupo.id,
            sesionId: sesion.id,
            fechaSesion: `${sesion.fecha}.000Z`,
            asistio,
            ...(asistio ? {} : { justificada: si(0.3) }),
          }),
        };
      }
      return {
        tipo: 'escritura: observaciones',
        method: 'PUT',
        path: `/api/alumnos/${alumno}`,
        cookie: u.cookie,
        body: JSON.stringify({ observaciones: `Observación ${Math.floor(azar() * 1e6)} de la carga mixta` }),
      };
    }
    const pesos = Object.entries(PESOS[u.rol]) as [TipoPeticion, number][];
    let punto = azar() * pesos.reduce((t, [, p]) => t + p, 0);
    const [tipo] = pesos.find(([, p]) => (punto -= p) < 0) ?? pesos[0]!;
    return { tipo, method: 'GET', path: leer(u, tipo), cookie: u.cookie };
  };
}
