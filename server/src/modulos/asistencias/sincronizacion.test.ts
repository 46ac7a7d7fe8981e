/**
 * POST /api/asistencias/sincronizar (issue 28, decision 049): offline marks applied once, the later mark
 * winning, scope checked per mark like the online endpoints, a refused mark refusing the whole batch.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  asistenciasEndpoints,
  mensajesSincronizacion,
  nominasEndpoints,
  sumarDias,
  type MarcaAsistenciaInput,
} from '@escuela/shared';
import { alumnos, marcasAsistencia, sesiones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import type { Llamador } from '../../../test/cliente-api';
import { contarConsultas } from '../../../test/contar-consultas';
import { crearGrupoPropioYAjenoDePrueba, matricular } from '../../../test/fabricas';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { sincronizarAsistencias } from './sincronizacion.service';

const { t, api } = usarAppDePrueba();
let profe: Llamador;
let profeId: number;
let usuarioId: number;
let ayer: { id: number; grupoId: number };
let hoyPasada: { id: number };
let futura: { id: number };
let ajena: { id: number };
let ids: number[] = [];
let deOtro: number;

const HACE = (minutos: number) => new Date(Date.now() - minutos * 60_000).toISOString();
const marca = (
  m: Omit<MarcaAsistenciaInput, 'id' | 'hechaEn'> & { hechaEn?: string },
): MarcaAsistenciaInput => ({
  id: randomUUID(),
  hechaEn: HACE(5),
  ...m,
});
const sincronizar = (quien: Llamador, marcas: MarcaAsistenciaInput[]) =>
  quien.llamar(asistenciasEndpoints.sincronizar, { body: { marcas } });
const roster = async (sesionId: number) =>
  (await profe.llamar(asistenciasEndpoints.deSesion, { params: { id: sesionId } })).json.map((a) => ({
    alumnoId: a.alumnoId,
    asistio: a.asistio,
    justificada: a.justificada,
    observaciones: a.observaciones,
    registrada: a.registrada,
  }));

beforeAll(async () => {
  const { profesor: p, grupo, grupoAjeno: grupoOtro } = await crearGrupoPropioYAjenoDePrueba(t.db);
  profeId = p.id;
  usuarioId = p.usuarioId;
  profe = api.conCookie(p.cookie);
  const filas = await t.db
    .insert(alumnos)
    .values(
      [1, 2, 3, 4].map((n) => ({ nombre: `Alumno ${n}`, apellidos: `Apellido ${n}`, grupoId: grupo.id })),
    )
    .returning();
  ids = filas.map((f) => f.id);
  for (const id of ids) await matricular(t.db, id, grupo.id);
  const [a] = await t.db
    .insert(alumnos)
    .values({ nombre: 'Otro', apellidos: 'Grupo', grupoId: grupoOtro.id })
    .returning();
  deOtro = a!.id;
  await matricular(t.db, deOtro, grupoOtro.id);
  const hoy = hoyEscuela();
  const s = await t.db
    .insert(sesiones)
    .values([
      { grupoId: grupo.id, fecha: `${sumarDias(hoy, -1)} 16:00:00` },
      { grupoId: grupo.id, fecha: `${sumarDias(hoy, -2)} 16:00:00` },
      { grupoId: grupo.id, fecha: `${sumarDias(hoy, 3)} 16:00:00` },
      { grupoId: grupoOtro.id, fecha: `${sumarDias(hoy, -1)} 16:00:00` },
    ])
    .returning();
  ayer = s[0]!;
  hoyPasada = s[1]!;
  futura = s[2]!;
  ajena = s[3]!;
});

describe('POST /api/asistencias/sincronizar', () => {
  const lote: MarcaAsistenciaInput[] = [];

  it("applies a mark made yesterday for yesterday's session, the teacher's own included", async () => {
    const hechaEn = new Date(Date.now() - 20 * 3_600_000).toISOString();
    lote.push(
      marca({
        sesionId: ayer.id,
        alumnoId: ids[0]!,
        asistio: false,
        justificada: true,
        nota: 'Avisó',
        hechaEn,
      }),
      marca({ sesionId: ayer.id, alumnoId: ids[1]!, asistio: false, hechaEn }),
      marca({ sesionId: ayer.id, alumnoId: ids[2]!, asistio: true, hechaEn }),
      marca({ sesionId: ayer.id, profesorId: profeId, asistio: true, hechaEn }),
    );
    const res = await sincronizar(profe, lote);
    expect(res.status).toBe(200);
    expect(res.json.resultados).toEqual(lote.map((m) => ({ id: m.id, resultado: 'aplicada' })));
    expect((await roster(ayer.id)).slice(0, 3)).toEqual([
      { alumnoId: ids[0], asistio: false, justificada: true, observaciones: 'Avisó', registrada: true },
      { alumnoId: ids[1], asistio: false, justificada: false, observaciones: null, registrada: true },
      { alumnoId: ids[2], asistio: true, justificada: false, observaciones: null, registrada: true },
    ]);
    const propia = await profe.llamar(asistenciasEndpoints.profesoresDeSesion, { params: { id: ayer.id } });
    expect(propia.json.map((a) => [a.profesorId, a.asistio])).toEqual([[profeId, true]]);
    // It counts for payroll in yesterday's month.
    const lineas = await api.como('admin').llamar(nominasEndpoints.sesionesProfesor, {
      query: { mes: sumarDias(hoyEscuela(), -1).slice(0, 7), profesorId: profeId },
    });
    expect(lineas.json.map((l) => [l.id, l.asistencia])).toContainEqual([ayer.id, true]);
  });

  it('a replay, twice, changes nothing and answers repetida', async () => {
    const antes = await roster(ayer.id);
    for (let i = 0; i < 2; i++) {
      const res = await sincronizar(profe, lote);
      expect(res.status).toBe(200);
      expect(res.json.resultados.map((r) => r.resultado)).toEqual([
        'repetida',
        'repetida',
        'repetida',
        'repetida',
      ]);
    }
    expect(await roster(ayer.id)).toEqual(antes);
    expect(await t.db.$count(marcasAsistencia, undefined)).toBeGreaterThanOrEqual(4);
  });

  it('a later online mark wins over an older offline one; a newer offline one wins over it', async () => {
    const online = await profe.llamar(asistenciasEndpoints.guardar, {
      body: {
        alumnoId: ids[3]!,
        grupoId: ayer.grupoId,
        sesionId: ayer.id,
        fechaSesion: sumarDias(hoyEscuela(), -1),
        asistio: true,
      },
    });
    expect(online.status).toBe(200);
    const vieja = marca({ sesionId: ayer.id, alumnoId: ids[3]!, asistio: false, hechaEn: HACE(30) });
    const res = await sincronizar(profe, [vieja]);
    expect(res.json.resultados).toEqual([{ id: vieja.id, resultado: 'superada' }]);
    expect((await roster(ayer.id))[3]).toMatchObject({ asistio: true });

    // Within a batch too: per student and session the latest mark is the one applied.
    const a = marca({
      sesionId: ayer.id,
      alumnoId: ids[3]!,
      asistio: false,
      hechaEn: new Date(Date.now() + 1000).toISOString(),
    });
    const b = marca({ sesionId: ayer.id, alumnoId: ids[3]!, asistio: true, hechaEn: HACE(1) });
    const res2 = await sincronizar(profe, [a, b]);
    expect(res2.json.resultados.map((r) => r.resultado)).toEqual(['aplicada', 'superada']);
    expect((await roster(ayer.id))[3]).toMatchObject({ asistio: false });
  });

  it('an out-of-scope mark refuses the whole batch and applies none of the others', async () => {
    const buena = marca({ sesionId: hoyPasada.id, alumnoId: ids[0]!, asistio: false });
    for (const [mala, status] of [
      [marca({ sesionId: ajena.id, alumnoId: deOtro, asistio: false }), 404],
      [marca({ sesionId: hoyPasada.id, alumnoId: deOtro, asistio: false }), 400],
      [marca({ sesionId: futura.id, alumnoId: ids[0]!, asistio: false }), 409],
      [marca({ sesionId: hoyPasada.id, profesorId: profeId + 1000, asistio: true }), 403],
    ] as const) {
      const res = await sincronizar(profe, [buena, mala]);
      expect(res.status).toBe(status);
    }
    expect((await roster(hoyPasada.id)).every((a) => !a.registrada)).toBe(true);
    // Sent on its own later, the good mark is new: nothing of the refused batches was kept.
    expect((await sincronizar(profe, [buena])).json.resultados[0]!.resultado).toBe('aplicada');
  });

  it('refuses a bad batch with a Spanish 400 and a family with 403', async () => {
    const ambos = marca({ sesionId: ayer.id, alumnoId: ids[0]!, profesorId: profeId, asistio: true });
    const res = await sincronizar(profe, [ambos]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error)).toContain(mensajesSincronizacion.quien);
    const malId = await sincronizar(profe, [
      { ...marca({ sesionId: ayer.id, alumnoId: ids[0]!, asistio: true }), id: 'x' },
    ]);
    expect(malId.status).toBe(400);
    expect((await sincronizar(profe, [])).status).toBe(400);
    const tutor = await sincronizar(api.como('tutor'), [
      marca({ sesionId: ayer.id, alumnoId: ids[0]!, asistio: true }),
    ]);
    expect(tutor.status).toBe(403);
  });

  it('25 marks of one session in a handful of queries', async () => {
    const marcas = Array.from({ length: 25 }, (_, i) =>
      marca({ sesionId: hoyPasada.id, alumnoId: ids[i % 4]!, asistio: i % 2 === 0, hechaEn: HACE(25 - i) }),
    );
    const { resultado, consultas } = await contarConsultas(t.db, () =>
      sincronizarAsistencias(t.db, { id: usuarioId, rol: 'profesor', alcance: profeId }, marcas as never),
    );
    expect(resultado.resultados.filter((r) => r.resultado === 'aplicada')).toHaveLength(4);
    expect(consultas).toBeLessThanOrEqual(12);
  });
});
