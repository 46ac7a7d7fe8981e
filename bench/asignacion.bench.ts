/**
 * Activity assignment for a school year (DESIGN.md §8: 400 groups, ~28,000 sessions, under 3 s on
 * PostgreSQL), through the real route: POST /api/sesiones/asignar-actividades over the whole year, then
 * remove-actividades (which gives the material back). Self-contained: builds its own data set (60 schools,
 * 120 teachers, 400 groups of 20 students, two classes a week for 35 weeks (28,000 sessions), 8 materials with
 * weekly periods, 4 activities per level). Run alone with `npx tsx bench/asignacion.bench.ts`, or
 * `npm run bench -- asignacion`. PGlite in memory unless DATABASE_URL points at a PostgreSQL (use an
 * empty database: the bench writes its data set into it).
 */
import { PGlite } from '@electric-sql/pglite';
import { semanasDe } from '@escuela/shared';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { openPostgres } from '../server/src/db/client';
import { openPglite } from '../server/src/db/pglite';
import {
  actividades,
  alumnos,
  grupos,
  materiales,
  materialesPeriodo,
  niveles,
  sesiones,
} from '../server/src/db/schema/index';
import { crearUsuario } from '../server/src/modulos/usuarios/usuarios.service';
import { crearColegioDePrueba, crearProfesorDePrueba } from '../server/test/factories';

const GRUPOS = 400;
const ALUMNOS_POR_GRUPO = 20;
const INICIO = '2025-09-15';
const FIN = '2026-05-15';
const OBJETIVO_MS = 3_000;

const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(new PGlite());
await database.migrate();
const db = database.db;
const app = await buildApp({
  db,
  config: { ...loadConfig({ PORT: '0' }), webDist: undefined, logLevel: 'silent' },
  logger: false,
});
await app.ready();
const email = `bench-asignacion-${Date.now()}@bench.es`;
await crearUsuario(db, { nombre: 'Bench', email, rol: 'admin', password: 'Bench#2026seguro' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email, password: 'Bench#2026seguro' },
});
const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;

// ── The data set ──────────────────────────────────────────────────────────────────────────────────
const t0 = performance.now();
const colegios: { id: number }[] = [];
for (let i = 0; i < 60; i++) colegios.push(await crearColegioDePrueba(db));
const profesores: { id: number }[] = [];
for (let i = 0; i < 120; i++) profesores.push(await crearProfesorDePrueba(db));
const nivelesBd = await db.select().from(niveles);
const sufijo = Date.now();
const gruposBd = await db
  .insert(grupos)
  .values(
    Array.from({ length: GRUPOS }, (_, i) => ({
      nombre: `Bench ${sufijo} grupo ${i + 1}`,
      nivelId: nivelesBd[i % nivelesBd.length]!.id,
      duracion: 1,
      // Two classes a week: Monday+Wednesday, Tuesday+Thursday or Wednesday+Friday.
      horario: [`1@16:00,3@16:00`, `2@17:00,4@17:00`, `3@17:30,5@17:30`][i % 3]!,
      colegioId: colegios[i % colegios.length]!.id,
      profesorId: profesores[i % profesores.length]!.id,
    })),
  )
  .returning({ id: grupos.id, horario: grupos.horario });
for (let i = 0; i < gruposBd.length; i += 50) {
  await db.insert(alumnos).values(
    gruposBd.slice(i, i + 50).flatMap((g) =>
      Array.from({ length: ALUMNOS_POR_GRUPO }, (_, k) => ({
        nombre: `Alumno${k}`,
        apellidos: `Bench ${g.id}`,
        grupoId: g.id,
        estado: k === 0 ? ('baja' as const) : ('alta' as const),
      })),
    ),
  );
}
// Sessions: every date of the year whose weekday is in the group's horario.
const dias: string[] = [];
for (
  let d = new Date(`${INICIO}T00:00:00Z`);
  d <= new Date(`${FIN}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1)
) {
  dias.push(d.toISOString().slice(0, 10));
}
const filasSesion = gruposBd.flatMap((g) =>
  g.horario.split(',').flatMap((entrada) => {
    const [dia, hora] = entrada.split('@');
    return dias
      .filter((f) => new Date(`${f}T00:00:00Z`).getUTCDay() === Number(dia))
      .map((f) => ({ grupoId: g.id, fecha: `${f} ${hora}:00` }));
  }),
);
for (let i = 0; i < filasSesion.length; i += 4000)
  await db.insert(sesiones).values(filasSesion.slice(i, i + 4000));

const materialesBd = await db
  .insert(materiales)
  .values(
    Array.from({ length: 8 }, (_, i) => ({
      descripcion: `Bench ${sufijo} material ${i + 1}`,
      total: 400,
      enUso: 0,
    })),
  )
  .returning({ id: materiales.id });
await db.insert(actividades).values(
  nivelesBd.flatMap((n, i) =>
    Array.from({ length: 4 }, (_, k) => ({
      titulo: `Bench ${sufijo} actividad ${n.nombre} ${k + 1}`,
      nivelId: n.id,
      material1Id: materialesBd[(i + k) % 8]!.id,
      cantidad1: 1,
      material2Id: k % 2 ? materialesBd[(i + k + 3) % 8]!.id : null,
      cantidad2: k % 2 ? 0.5 : 0,
      alumnos: 2 + k,
    })),
  ),
);
await db
  .insert(materialesPeriodo)
  .values(
    materialesBd.flatMap((m) =>
      semanasDe(INICIO, FIN).map((s) => ({ materialId: m.id, ...s, cantidadInicial: 700 })),
    ),
  );
console.log(
  `Datos: ${GRUPOS} grupos, ${GRUPOS * (ALUMNOS_POR_GRUPO - 1)} alumnos de alta, ${filasSesion.length} sesiones ` +
    `(${((performance.now() - t0) / 1000).toFixed(1)} s para crearlos)`,
);

// ── The measurements ──────────────────────────────────────────────────────────────────────────────
const linea = (texto: string, ms: number, objetivo = OBJETIVO_MS) =>
  console.log(
    `${texto.padEnd(62)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${ms < objetivo ? '✓' : '✗'} (objetivo < ${objetivo / 1000} s)`,
  );
const post = async (url: string) => {
  const inicio = performance.now();
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    payload: { fechaInicio: INICIO, fechaFin: FIN },
  });
  const ms = performance.now() - inicio;
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { cuerpo: res.json(), ms };
};

const asignacion = await post('/api/sesiones/asignar-actividades');
linea(
  `Asignar actividades a ${asignacion.cuerpo.asignadas} sesiones (${asignacion.cuerpo.noAsignables} no asignables)`,
  asignacion.ms,
);
const quitar = await post('/api/sesiones/remove-actividades');
linea(`Remover actividades de ${quitar.cuerpo.removidas} sesiones y devolver el material`, quitar.ms);
const otra = await post('/api/sesiones/asignar-actividades');
linea(`Asignar de nuevo (${otra.cuerpo.asignadas} sesiones)`, otra.ms);
console.log(`Base de datos: ${database.kind}`);

await app.close();
await database.close();
