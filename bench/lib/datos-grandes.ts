/**
 * The large data set of DESIGN.md §8, written with set-based SQL (generate_series) into a fresh PostgreSQL
 * database: 60 schools, 120 teachers, 400 groups, 8,000 students, one school year of sessions (two a week
 * per group for 35 weeks: 28,000) and the attendance of the sessions already given (~200,000 students'
 * records and one teacher record per session). Every benchmark runs on it.
 */
import pg from 'pg';
import { openPostgres } from '../../server/src/db/client';

/** The benchmark's admin, created by `app-bench.ts`. */
export const BENCH_ADMIN = { email: 'bench@bench.es', password: 'Bench#2026seguro' };

export const DATOS = {
  colegios: 60,
  profesores: 120,
  grupos: 400,
  alumnos: 8000,
  semanas: 35,
  /** The school year starts on this Monday; sessions before `hoy` are completed, with attendance. */
  inicio: '2025-09-15',
  hoy: '2025-12-12',
} as const;

/** `postgres://…/postgres` → the same server with database `nombre`. */
export function conBase(url: string, nombre: string): string {
  const u = new URL(url);
  u.pathname = `/${nombre}`;
  return u.toString();
}

const SQL_DATOS = `
INSERT INTO colegios (nombre, alias, direccion, telefono, contacto_responsable)
SELECT 'Colegio ' || i, 'C' || i, 'Calle Mayor ' || i || ', Madrid', '91' || lpad(i::text, 7, '0'), 'Dirección'
FROM generate_series(1, $1::int) i;

INSERT INTO profesores (nombre, apellidos, email, telefono, direccion, numero_cuenta, fecha_alta, salario)
SELECT 'Profesor ' || i, 'Apellido ' || i, 'profesor' || i || '@bench.es', '6' || lpad(i::text, 8, '0'),
       'Calle ' || i, 'ES00' || lpad(i::text, 20, '0'), date '2024-09-01', 1200
FROM generate_series(1, $2::int) i;

INSERT INTO grupos (nombre, nivel_id, duracion, horario, colegio_id, profesor_id)
SELECT 'Grupo ' || lpad(i::text, 3, '0'),
       (SELECT id FROM niveles ORDER BY orden OFFSET (i % 8) LIMIT 1),
       1, 'L y X 17:00',
       c.ids[1 + i % array_length(c.ids, 1)],
       p.ids[1 + i % array_length(p.ids, 1)]
FROM generate_series(1, $3::int) i,
     (SELECT array_agg(id ORDER BY id) ids FROM colegios) c,
     (SELECT array_agg(id ORDER BY id) ids FROM profesores) p;

INSERT INTO alumnos (nombre, apellidos, fecha_nacimiento, curso, letra, grupo_id, estado)
SELECT 'Alumno ' || i, 'Apellido' || (i % 500) || ' Otro' || (i % 37), date '2012-01-01' + (i % 3000),
       (1 + i % 6) || 'º Primaria', chr(65 + i % 3), g.ids[1 + i % array_length(g.ids, 1)], 'alta'
FROM generate_series(1, $4::int) i, (SELECT array_agg(id ORDER BY id) ids FROM grupos) g;

-- Two weekdays per group (Mon–Fri), 17:00, for every week of the school year.
INSERT INTO sesiones (grupo_id, fecha, estado)
SELECT g.id, f, CASE WHEN f < $6::date THEN 'completada' ELSE 'planificada' END
FROM grupos g,
     generate_series(0, $5::int - 1) semana,
     unnest(ARRAY[g.id % 5, (g.id + 2) % 5]) dia,
     LATERAL (SELECT ($7::date + semana * 7 + dia + time '17:00')::timestamp AS f) x;

INSERT INTO asistencias (alumno_id, grupo_id, sesion_id, fecha_sesion, asistio, justificada)
SELECT a.id, s.grupo_id, s.id, s.fecha, hashint4(a.id * 7919 + s.id) % 10 <> 0, hashint4(a.id + s.id) % 40 = 0
FROM sesiones s JOIN alumnos a ON a.grupo_id = s.grupo_id
WHERE s.estado = 'completada';

INSERT INTO asistencias_profesores (sesion_id, profesor_id, asistio)
SELECT s.id, g.profesor_id, true FROM sesiones s JOIN grupos g ON g.id = s.grupo_id WHERE s.estado = 'completada';
`;

/**
 * Drops and creates database `nombre` (prefixed `perf_`), migrates it and fills it. Returns its URL and
 * the row counts.
 */
export async function generarDatos(
  servidor: string,
  nombre = 'perf_bench',
): Promise<{ url: string; filas: Record<string, number>; segundos: number }> {
  if (!nombre.startsWith('perf_')) throw new Error('La base de las mediciones empieza por perf_');
  const t0 = performance.now();
  const admin = new pg.Client({ connectionString: servidor });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${nombre}`);
  await admin.end();
  const url = conBase(servidor, nombre);
  const database = openPostgres(url, 1);
  await database.migrate();
  await database.close();

  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    await cliente.query('BEGIN');
    // The sizes are this file's constants, written into the SQL as literals.
    const valores = [
      DATOS.colegios,
      DATOS.profesores,
      DATOS.grupos,
      DATOS.alumnos,
      DATOS.semanas,
      `'${DATOS.hoy}'`,
      `'${DATOS.inicio}'`,
    ];
    await cliente.query(SQL_DATOS.replace(/\$(\d+)/g, (_, n: string) => String(valores[Number(n) - 1])));
    await cliente.query('COMMIT');
    await cliente.query('VACUUM ANALYZE');
    const filas: Record<string, number> = {};
    for (const tabla of [
      'colegios',
      'profesores',
      'grupos',
      'alumnos',
      'sesiones',
      'asistencias',
      'asistencias_profesores',
    ]) {
      const r = await cliente.query<{ n: number }>(`SELECT count(*)::int n FROM ${tabla}`);
      filas[tabla] = r.rows[0]!.n;
    }
    return { url, filas, segundos: (performance.now() - t0) / 1000 };
  } finally {
    await cliente.end();
  }
}
