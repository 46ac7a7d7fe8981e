/**
 * The large data set of DESIGN.md §8, written with set-based SQL (generate_series) into a fresh PostgreSQL
 * database: 60 schools, 120 teachers (paid by the hour, a third by km and a third 25 € fixed, with their
 * distance to nearly every school), 400 groups (horario `1@17:00,3@17:00`: two weekdays), 8,000 students
 * (each enrolled in their group since the first session week),
 * the official holidays of the school years it spans, a school year of sessions on the groups' horarios
 * (two a week for 36 weeks around today, holidays skipped: ~27,700), the attendance of the sessions already
 * given (~200,000 students' records; the teacher's, or a substitute's one session in 25), and what the
 * activity assignment spends: 8 materials with a weekly period up to the end of the next school year and
 * 4 activities per level; and what billing reads: a fee on every group, the creditor's settings, ~4,000
 * families (tutor accounts, 1 to 3 children each, a quarter in the AMPA, valid Spanish IBANs) each with a
 * paper mandate (FRST or RCUR; one in 100 pending). Every benchmark runs on it.
 */
import pg from 'pg';
import { cursoEscolarDe, diaDeLaSemana, rangoCursoEscolar, sumarDias } from '@escuela/shared';
import { openPostgres } from '../../server/src/db/client';
import { hoyEscuela } from '../../server/src/lib/fecha-escuela';
import { festivosOficiales } from '../../server/src/modulos/festivos/festivos-oficiales';

/** The benchmark's admin, created by `app-bench.ts`. */
export const BENCH_ADMIN = { email: 'bench@bench.es', password: 'Bench#2026seguro' };

/** The data set's database (`BENCH_BASE`, so two checkouts measuring at once do not drop each other's). */
export const BASE_BENCH = process.env.BENCH_BASE ?? 'perf_bench';

/** Today on the school's calendar, and the Monday 12 weeks before its week: the data set's first week. */
const HOY = hoyEscuela();
const INICIO = sumarDias(HOY, -((diaDeLaSemana(HOY) + 6) % 7) - 12 * 7);
const SEMANAS = 36;
const MES_ANTERIOR = (() => {
  const [anio, mes] = HOY.split('-').map(Number) as [number, number];
  return mes === 1 ? `${anio - 1}-12` : `${anio}-${String(mes - 1).padStart(2, '0')}`;
})();
const CURSO_SIGUIENTE = cursoEscolarDe(sumarDias(INICIO, SEMANAS * 7)) + 1;

/**
 * The data set's sizes and dates. Its 36 weeks of sessions run from 12 weeks before today to 24 weeks
 * after, so "now" falls among them as it does for a school in term: the dashboards' next sessions and
 * weekly attendance, and the marks of the mixed load on past sessions, work on real rows.
 */
export const DATOS = {
  colegios: 60,
  profesores: 120,
  grupos: 400,
  alumnos: 8000,
  semanas: SEMANAS,
  /** The first Monday of the sessions; sessions before `hoy` are completed, with attendance. */
  inicio: INICIO,
  hoy: HOY,
  /** Last month, already given: every session completed, with attendance (payroll, the report). */
  mes: MES_ANTERIOR,
  /** The school year after the data set's sessions, which the session generation creates and the assignment fills. */
  siguienteCurso: { fechaInicio: `${CURSO_SIGUIENTE}-09-01`, fechaFin: `${CURSO_SIGUIENTE + 1}-06-30` },
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

INSERT INTO profesores (nombre, apellidos, email, telefono, direccion, numero_cuenta, fecha_alta, salario,
                        desplazamiento)
SELECT 'Profesor ' || i, 'Apellido ' || i, 'profesor' || i || '@bench.es', '6' || lpad(i::text, 8, '0'),
       'Calle ' || i, 'ES00' || lpad(i::text, 20, '0'), date '2024-09-01', 14 + (i % 9) * 0.75,
       (ARRAY['0', '0.08', '25'])[1 + i % 3]
FROM generate_series(1, $2::int) i;

-- Every teacher's one-way distance to every school but one pair in 50 (payroll lists those as missing).
INSERT INTO distancias (profesor_id, colegio_id, kilometros)
SELECT p.id, c.id, 1 + (p.id + c.id) % 40 * 0.55
FROM profesores p, colegios c
WHERE hashint4(p.id * 7919 + c.id) % 50 <> 0;

-- Two weekdays per group (1 = Monday … 5 = Friday), 17:00. 24 places: the 20 students each group gets
-- fit (a school never has more than its places, decision 047), and the 5,000-row import fills the groups
-- and puts the rest on their waiting lists, as an office's would.
INSERT INTO grupos (nombre, nivel_id, duracion, horario, colegio_id, profesor_id, plazas_maximas)
SELECT 'Grupo ' || lpad(i::text, 3, '0'),
       (SELECT id FROM niveles ORDER BY orden OFFSET (i % 8) LIMIT 1),
       (ARRAY[1, 1.5, 2])[1 + i % 3],
       format('%s@17:00,%s@17:00', least(i % 5, (i + 2) % 5) + 1, greatest(i % 5, (i + 2) % 5) + 1),
       c.ids[1 + i % array_length(c.ids, 1)],
       p.ids[1 + i % array_length(p.ids, 1)],
       24
FROM generate_series(1, $3::int) i,
     (SELECT array_agg(id ORDER BY id) ids FROM colegios) c,
     (SELECT array_agg(id ORDER BY id) ids FROM profesores) p;

INSERT INTO alumnos (nombre, apellidos, fecha_nacimiento, curso, letra, grupo_id, estado)
SELECT 'Alumno ' || i, 'Apellido' || (i % 500) || ' Otro' || (i % 37), date '2012-01-01' + (i % 3000),
       (1 + i % 6) || 'º Primaria', chr(65 + i % 3), g.ids[1 + i % array_length(g.ids, 1)], 'alta'
FROM generate_series(1, $4::int) i, (SELECT array_agg(id ORDER BY id) ids FROM grupos) g;

-- Every student enrolled in their group since the school year's first Monday (decision 030).
INSERT INTO matriculas (alumno_id, grupo_id, desde)
SELECT id, grupo_id, $7::date FROM alumnos;

-- Every week of the school year (from Monday $7), a session on each day of the group's horario at its
-- time, but on the holidays of every school.
INSERT INTO sesiones (grupo_id, fecha, estado)
SELECT g.id, f, CASE WHEN f < $6::date THEN 'completada' ELSE 'planificada' END
FROM grupos g,
     generate_series(0, $5::int - 1) semana,
     unnest(string_to_array(g.horario, ',')) entrada,
     LATERAL (SELECT $7::date + semana * 7 + split_part(entrada, '@', 1)::int - 1
                     + split_part(entrada, '@', 2)::time AS f) x
WHERE NOT EXISTS (SELECT 1 FROM festivos h WHERE h.colegio_id IS NULL AND h.fecha = f::date);

INSERT INTO asistencias (alumno_id, grupo_id, sesion_id, fecha_sesion, asistio, justificada)
SELECT a.id, s.grupo_id, s.id, s.fecha, hashint4(a.id * 7919 + s.id) % 10 <> 0, hashint4(a.id + s.id) % 40 = 0
FROM sesiones s JOIN alumnos a ON a.grupo_id = s.grupo_id
WHERE s.estado = 'completada';

-- The group's teacher gave every session but one in 25, which the next teacher covered.
INSERT INTO asistencias_profesores (sesion_id, profesor_id, asistio)
SELECT s.id, g.profesor_id, s.id % 25 <> 0 FROM sesiones s JOIN grupos g ON g.id = s.grupo_id
WHERE s.estado = 'completada';
INSERT INTO asistencias_profesores (sesion_id, profesor_id, asistio)
SELECT s.id, p.ids[1 + array_position(p.ids, g.profesor_id) % array_length(p.ids, 1)], true
FROM sesiones s JOIN grupos g ON g.id = s.grupo_id, (SELECT array_agg(id ORDER BY id) ids FROM profesores) p
WHERE s.estado = 'completada' AND s.id % 25 = 0;

-- Notes written along the way (the dashboards' recent lists): one given session in 8 has observaciones,
-- one student in 10 has observaciones from the last two months, each with its entry in the history.
UPDATE sesiones SET observaciones = 'Observación de la sesión ' || id, updated_at = fecha
WHERE estado = 'completada' AND id % 8 = 0;
UPDATE alumnos SET observaciones = 'Observación del alumno ' || id,
                   observaciones_updated_at = $6::date - (id % 60) * interval '1 day' + interval '18 hours'
WHERE id % 10 = 0;
INSERT INTO observaciones (alumno_id, grupo_id, fecha, texto)
SELECT id, grupo_id, observaciones_updated_at, observaciones FROM alumnos WHERE observaciones IS NOT NULL;

-- What the activity assignment spends: 8 materials, each with a weekly period (Monday–Sunday) from the
-- school year's first week to the end of the next school year ($8), and 4 activities per level.
INSERT INTO materiales (descripcion, total) SELECT 'Material ' || i, 400 FROM generate_series(1, 8) i;
INSERT INTO materiales_periodo (material_id, fecha_inicio, fecha_fin, cantidad_inicial)
SELECT m.id, l::date, l::date + 6, 700
FROM materiales m, generate_series($7::date, $8::date, interval '7 days') l;
INSERT INTO actividades (titulo, nivel_id, material_1, cantidad_1, material_2, cantidad_2, alumnos)
SELECT 'Actividad ' || n.nombre || ' ' || (k + 1), n.id, m.ids[1 + (n.orden + k) % 8], 1,
       CASE WHEN k % 2 = 1 THEN m.ids[1 + (n.orden + k + 3) % 8] END, CASE WHEN k % 2 = 1 THEN 0.5 ELSE 0 END,
       2 + k
FROM niveles n, generate_series(0, 3) k, (SELECT array_agg(id ORDER BY id) ids FROM materiales) m;

-- Billing (issue 24, decision 041). The school as SEPA creditor; 35, 40 or 45 € a month on every group.
INSERT INTO ajustes_cobros (id, acreedor_nombre, acreedor_identificador, acreedor_iban, acreedor_bic, matricula,
                            descuento_hermanos, descuento_ampa, dias_preaviso, version_sepa)
VALUES (1, 'RoboEscuela Formación S.L.', 'ES97000B12345678', 'ES7921000813610123456789', 'CAIXESBBXXX', 20, 10,
        3, 14, 'pain.008.001.08');
UPDATE grupos SET cuota_mensual = 35 + (id % 3) * 5;

-- The families: in every run of 6 students (by id), one family of 1, one of 2 and one of 3 children
-- (siblings in different groups), so 8,000 students make ~4,000 families. Each family is a tutor
-- account with its padre record: a valid Spanish IBAN (bank 2100, branch 0418, the CCC's check digits
-- 4 and the account's, then ISO 13616's mod-97 digits), one family in 4 in the AMPA.
CREATE TEMP TABLE familia_de ON COMMIT DROP AS
SELECT id AS alumno_id, (r / 6) * 3 + CASE WHEN r % 6 = 0 THEN 1 WHEN r % 6 < 3 THEN 2 ELSE 3 END AS familia
FROM (SELECT id, row_number() OVER (ORDER BY id) - 1 AS r FROM alumnos) x;

INSERT INTO usuarios (nombre, email, rol, email_verificado_at)
SELECT 'Familia ' || f, 'familia' || f || '@bench.es', 'tutor', now()
FROM (SELECT DISTINCT familia f FROM familia_de) x;

CREATE TEMP TABLE cuentas ON COMMIT DROP AS
SELECT f, '21000418' || '4' || dc2 || cuenta AS bban
FROM (SELECT f, cuenta,
             (ARRAY['0','1','2','3','4','5','6','7','8','9','1','0'])[12 - (
               (SELECT sum(substr(cuenta, k, 1)::int * (ARRAY[1, 2, 4, 8, 5, 10, 9, 7, 3, 6])[k])
                FROM generate_series(1, 10) k)::int % 11)] AS dc2
      FROM (SELECT DISTINCT familia f, lpad((familia * 7919)::text, 10, '0') AS cuenta FROM familia_de) c) x;

INSERT INTO padres (usuario_id, nombre, apellidos, telefono1, cuenta_bancaria, titular_cuenta, socio_ampa, colegio_id)
SELECT u.id, 'Madre ' || c.f, 'Familia' || c.f || ' Núñez', '6' || lpad(c.f::text, 8, '0'),
       'ES' || lpad((98 - ((c.bban || '142800')::numeric % 97))::text, 2, '0') || c.bban,
       'Madre ' || c.f || ' Familia' || c.f || ' Núñez', c.f % 4 = 0, primero.colegio_id
FROM cuentas c
JOIN usuarios u ON u.email = 'familia' || c.f || '@bench.es'
-- The school of the family's first child.
JOIN (SELECT DISTINCT ON (d.familia) d.familia, g.colegio_id
      FROM familia_de d JOIN alumnos a ON a.id = d.alumno_id JOIN grupos g ON g.id = a.grupo_id
      ORDER BY d.familia, a.id) primero ON primero.familia = c.f;

UPDATE alumnos a SET padre_id = p.id
FROM familia_de d, usuarios u, padres p
WHERE d.alumno_id = a.id AND u.email = 'familia' || d.familia || '@bench.es' AND p.usuario_id = u.id;

-- A mandate per family signed on paper (one in 100 still pending, unsigned): two in three already
-- collected (RCUR, last used a month ago), the rest FRST.
INSERT INTO mandatos (padre_id, referencia, iban, titular, estado, secuencia, fecha_firma, ultimo_uso, papel,
                      version_texto)
SELECT p.id, 'RBE-' || p.id || '-1', p.cuenta_bancaria, p.titular_cuenta,
       CASE WHEN p.id % 100 = 0 THEN 'pendiente' ELSE 'activo' END,
       CASE WHEN p.id % 3 = 0 OR p.id % 100 = 0 THEN 'FRST' ELSE 'RCUR' END,
       CASE WHEN p.id % 100 <> 0 THEN $7::date - 30 - p.id % 400 END,
       CASE WHEN p.id % 3 <> 0 AND p.id % 100 <> 0 THEN $6::date - 30 END,
       true, 'papel'
FROM padres p;
`;

async function enServidor(servidor: string, ...ordenes: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: servidor });
  await admin.connect();
  try {
    for (const orden of ordenes) await admin.query(orden);
  } finally {
    await admin.end();
  }
}

/**
 * Drops and creates database `nombre` (its name must contain `bench`, so no other database is ever dropped
 * by mistake), migrates it and fills it. Returns its URL and
 * the row counts.
 */
export async function generarDatos(
  servidor: string,
  nombre = BASE_BENCH,
): Promise<{ url: string; filas: Record<string, number>; segundos: number }> {
  if (!/^[a-z_][a-z0-9_]*$/.test(nombre) || !nombre.includes('bench')) {
    throw new Error('El nombre de la base de las mediciones lleva «bench» (minúsculas, cifras y _)');
  }
  const t0 = performance.now();
  await enServidor(servidor, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`, `CREATE DATABASE ${nombre}`);
  const url = conBase(servidor, nombre);
  const database = openPostgres(url, 1);
  await database.migrate();
  await database.close();

  // Every holiday from the sessions' first school year to the one the session generation fills.
  const festivos = await festivosOficiales(
    rangoCursoEscolar(cursoEscolarDe(DATOS.inicio)).desde,
    rangoCursoEscolar(CURSO_SIGUIENTE).hasta,
  );
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try {
    await cliente.query('BEGIN');
    await cliente.query(
      `INSERT INTO festivos (fecha, nombre)
       SELECT fecha, nombre FROM json_to_recordset($1::json) AS f(fecha date, nombre text)`,
      [JSON.stringify(festivos)],
    );
    // The sizes are this file's constants, written into the SQL as literals.
    const valores = [
      DATOS.colegios,
      DATOS.profesores,
      DATOS.grupos,
      DATOS.alumnos,
      DATOS.semanas,
      `'${DATOS.hoy}'`,
      `'${DATOS.inicio}'`,
      `'${DATOS.siguienteCurso.fechaFin}'`,
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
      'matriculas',
      'sesiones',
      'asistencias',
      'asistencias_profesores',
      'distancias',
      'festivos',
      'materiales_periodo',
      'actividades',
      'observaciones',
      'padres',
      'mandatos',
    ]) {
      const r = await cliente.query<{ n: number }>(`SELECT count(*)::int n FROM ${tabla}`);
      filas[tabla] = r.rows[0]!.n;
    }
    return { url, filas, segundos: (performance.now() - t0) / 1000 };
  } finally {
    await cliente.end();
  }
}

/**
 * A fresh copy of the data set (`<base>_trabajos`) for the heavy jobs, whose writes must not reach the
 * list figures. Nothing may be connected to the data set while it is copied.
 */
export async function copiarDatos(servidor: string, base = BASE_BENCH): Promise<string> {
  const copia = `${base}_trabajos`;
  await enServidor(
    servidor,
    `DROP DATABASE IF EXISTS ${copia} WITH (FORCE)`,
    `CREATE DATABASE ${copia} TEMPLATE ${base}`,
  );
  return conBase(servidor, copia);
}
