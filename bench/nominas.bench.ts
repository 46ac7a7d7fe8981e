/**
 * Payroll for a month of 120 teachers (DESIGN.md §8: under 100 ms on PostgreSQL) and its export, on a
 * generated month: 120 teachers (a third paid by km, a third 25 € fixed), 30 schools, 400 groups meeting
 * twice a week, teacher attendance for every session (a few absences and substitutions) and distances.
 * Self-contained: run alone with `npx tsx bench/nominas.bench.ts`, or `npm run bench -- nominas`.
 * PGlite in memory unless DATABASE_URL points at a PostgreSQL (use an empty database: it is filled).
 */
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/config';
import { openPostgres } from '../server/src/db/client';
import { openPglite } from '../server/src/db/pglite';
import {
  asistenciasProfesores,
  colegios,
  distancias,
  grupos,
  niveles,
  profesores,
  sesiones,
} from '../server/src/db/schema/index';
import { crearUsuario } from '../server/src/modulos/usuarios/usuarios.service';
import { calcularNominasMes } from '../server/src/modulos/nominas/nominas.service';

const PROFESORES = 120;
const COLEGIOS = 30;
const GRUPOS = 400;
const MES = '2025-03';
const OBJETIVO_MS = 100;
const OBJETIVO_EXPORT_MS = 1_000;
const REPETICIONES = 20;

const database = process.env.DATABASE_URL ? openPostgres(process.env.DATABASE_URL) : openPglite(new PGlite());
await database.migrate();
const db = database.db;
const app = await buildApp({
  db,
  config: { ...loadConfig({ PORT: '0' }), webDist: undefined, logLevel: 'silent' },
  logger: false,
});
await app.ready();
const email = `bench-nominas-${Date.now()}@bench.es`;
await crearUsuario(db, { nombre: 'Bench', email, rol: 'admin', password: 'Bench#2026seguro' });
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { email, password: 'Bench#2026seguro' },
});
const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')!.value}`;

async function enLotes<T>(filas: T[], insertar: (lote: T[]) => Promise<unknown>, tam = 1000) {
  for (let i = 0; i < filas.length; i += tam) await insertar(filas.slice(i, i + tam));
}

// ── The month ────────────────────────────────────────────────────────────────────────────────────────
const sello = Date.now();
const colegiosCreados = await db
  .insert(colegios)
  .values(
    Array.from({ length: COLEGIOS }, (_, i) => ({
      nombre: `Bench Colegio ${i + 1}`,
      alias: `BC${i + 1}`,
      direccion: `Calle Bench ${i + 1}, Madrid`,
      telefono: '910000000',
      contactoResponsable: 'Dirección',
    })),
  )
  .returning({ id: colegios.id });
const profesoresCreados = await db
  .insert(profesores)
  .values(
    Array.from({ length: PROFESORES }, (_, i) => ({
      nombre: `Bench${i + 1}`,
      apellidos: 'Profesor',
      email: `bench-profe-${sello}-${i}@bench.es`,
      telefono: '600000000',
      direccion: `Calle Profe ${i + 1}, Madrid`,
      numeroCuenta: 'ES9121000418450200051332',
      fechaAlta: '2024-09-01',
      fechaBaja: i % 40 === 39 ? '2025-02-28' : null,
      salario: 14 + (i % 9) * 0.75,
      desplazamiento: (['0', '0.08', '25'] as const)[i % 3],
    })),
  )
  .returning({ id: profesores.id });
const [nivel] = await db.select({ id: niveles.id }).from(niveles).limit(1);
const gruposCreados = await db
  .insert(grupos)
  .values(
    Array.from({ length: GRUPOS }, (_, i) => ({
      nombre: `Bench Grupo ${i + 1}`,
      nivelId: nivel!.id,
      duracion: [1, 1.5, 2][i % 3]!,
      horario: `${(i % 5) + 1}@16:00,${((i + 2) % 5) + 1}@17:30`,
      colegioId: colegiosCreados[(i + Math.floor(i / PROFESORES)) % COLEGIOS]!.id,
      profesorId: profesoresCreados[i % PROFESORES]!.id,
    })),
  )
  .returning({
    id: grupos.id,
    horario: grupos.horario,
    profesorId: grupos.profesorId,
    colegioId: grupos.colegioId,
  });

const dias = Array.from({ length: 31 }, (_, d) => new Date(Date.UTC(2025, 2, d + 1)));
const filasSesion = gruposCreados.flatMap((g) =>
  g.horario.split(',').flatMap((entrada) => {
    const [dia, hora] = entrada.split('@') as [string, string];
    return dias
      .filter((d) => d.getUTCDay() === Number(dia))
      .map((d, k) => ({
        grupoId: g.id,
        fecha: `${d.toISOString().slice(0, 10)} ${hora}:00`,
        estado: k === 2 && g.id % 10 === 0 ? ('cancelada' as const) : ('completada' as const),
      }));
  }),
);
const sesionesCreadas: { id: number; grupoId: number }[] = [];
await enLotes(filasSesion, async (lote) =>
  sesionesCreadas.push(
    ...(await db.insert(sesiones).values(lote).returning({ id: sesiones.id, grupoId: sesiones.grupoId })),
  ),
);
const grupoPorId = new Map(gruposCreados.map((g) => [g.id, g]));
const filasAsistencia = sesionesCreadas.flatMap((s, i) => {
  const titular = grupoPorId.get(s.grupoId)!.profesorId;
  if (i % 25 !== 0) return [{ sesionId: s.id, profesorId: titular, asistio: i % 31 !== 0 }];
  // One in 25: another teacher covers the class.
  const sustituto = profesoresCreados[(i * 7) % PROFESORES]!.id;
  return sustituto === titular
    ? [{ sesionId: s.id, profesorId: titular, asistio: true }]
    : [
        { sesionId: s.id, profesorId: titular, asistio: false },
        { sesionId: s.id, profesorId: sustituto, asistio: true },
      ];
});
await enLotes(filasAsistencia, (lote) => db.insert(asistenciasProfesores).values(lote));
// Every pair but a handful has a distance, so `calcular` also builds its distanciasRequeridas.
const filasDistancia = profesoresCreados.flatMap((p, i) =>
  colegiosCreados
    .filter((_, j) => !(i % 10 === 1 && j === i % COLEGIOS))
    .map((c, j) => ({ profesorId: p.id, colegioId: c.id, kilometros: 1 + ((i + j) % 40) * 0.55 })),
);
await enLotes(filasDistancia, (lote) => db.insert(distancias).values(lote));

// ── Measurements ────────────────────────────────────────────────────────────────────────────────────
async function mediana(fn: () => Promise<unknown>, n = REPETICIONES): Promise<number> {
  for (let i = 0; i < 3; i++) await fn(); // warm-up: plans, JIT
  const tiempos: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    tiempos.push(performance.now() - t0);
  }
  tiempos.sort((a, b) => a - b);
  return tiempos[Math.floor(n / 2)]!;
}
const linea = (texto: string, ms: number, objetivo: number) =>
  console.log(
    `${texto.padEnd(64)} ${ms.toFixed(1).padStart(7)} ms  ${ms < objetivo ? '✓' : '✗'} (objetivo < ${objetivo} ms)`,
  );

const query = { mes: MES, filtrarPorAsistencia: true, incluirProfesoresBaja: false };
const calculo = await calcularNominasMes(db, query);
console.log(
  `${filasSesion.length} sesiones, ${filasAsistencia.length} asistencias de profesores, ` +
    `${calculo.nominas.length} nóminas, ${calculo.distanciasRequeridas?.length ?? 0} distancias requeridas`,
);
linea(
  `Nómina del mes (servicio, ${PROFESORES} profesores, mediana)`,
  await mediana(() => calcularNominasMes(db, query)),
  OBJETIVO_MS,
);

const pedir = (url: string) => app.inject({ method: 'GET', url, headers: { cookie } });
const http = await pedir(`/api/nominas/calcular?mes=${MES}`);
if (http.statusCode !== 200) throw new Error(`calcular: ${http.statusCode} ${http.body.slice(0, 300)}`);
linea(
  'GET /api/nominas/calcular (sesión, validación y JSON incl., mediana)',
  await mediana(() => pedir(`/api/nominas/calcular?mes=${MES}`)),
  OBJETIVO_MS,
);
linea(
  'GET /api/nominas?filtrarPorAsistencia=false (mediana)',
  await mediana(() => pedir(`/api/nominas?mes=${MES}&filtrarPorAsistencia=false`)),
  OBJETIVO_MS,
);

const exportado = await pedir(`/api/nominas/export?mes=${MES}`);
if (exportado.statusCode !== 200) throw new Error(`export: ${exportado.statusCode}`);
linea(
  `GET /api/nominas/export (${calculo.nominas.length + 1} hojas, ${(exportado.rawPayload.length / 1024).toFixed(0)} KB, mediana)`,
  await mediana(() => pedir(`/api/nominas/export?mes=${MES}`), 5),
  OBJETIVO_EXPORT_MS,
);
console.log(`Base de datos: ${database.kind}`);

await app.close();
await database.close();
