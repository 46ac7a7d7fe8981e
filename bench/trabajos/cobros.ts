/**
 * Issue 24 (DESIGN.md §8 and §9, decision 041): a month's receipts for the data set's 8,000 students under
 * 2 s, and the pain.008 file of a remittance of ~8,000 debits under 1 s, through their real routes.
 *
 * The data set's ~4,000 families (1 to 3 children each) make ~4,000 receipts a month, one debit each, so
 * the 8,000-debit file is made as the office would end up with one: last month's receipts generated and
 * remitted (its file measured too), every one of them returned by the bank with re-presentation (written
 * straight into the database, unmeasured), then this month's receipts generated and remitted: that
 * remittance takes this month's ~4,000 and last month's ~4,000 returned ones. Each generation's first run is measured (it
 * writes every receipt), then its rerun (idempotent: every receipt `sinCambios`, the median of 3). Answers
 * are checked against the database: one receipt per family with a billed child, one fee line per student
 * enrolled; each file parsed back (fast-xml-parser, as the API tests do) has one transaction per debit and
 * the header's NbOfTxs and CtrlSum of the remittance. Each file is timed (median of 3) once the outbox has
 * tried every pre-notification its remittance queued, so the row is the file's own time.
 */
import { XMLParser } from 'fast-xml-parser';
import pg from 'pg';
import type { ListaRemesas, RemesaCreada, ResultadoGeneracion } from '@escuela/shared';
import { BENCH_ADMIN, DATOS } from '../lib/datos-grandes';
import { filaTiempo, pedir, repetir, type Contexto, type Fila } from '../lib/medir';

const GENERAR_MAX_MS = 2_000;
const XML_MAX_MS = 1_000;

const MES_ACTUAL = DATOS.hoy.slice(0, 7);

/** The families billed for `mes` and the students enrolled in a billed group in it (what generation must give). */
async function esperado(url: string, mes: string): Promise<{ familias: number; alumnos: number }> {
  const bd = new pg.Client({ connectionString: url });
  await bd.connect();
  try {
    const { rows } = await bd.query<{ familias: number; alumnos: number }>(
      `select count(distinct a.padre_id)::int familias, count(distinct a.id)::int alumnos
         from matriculas m join alumnos a on a.id = m.alumno_id and a.padre_id is not null
         join grupos g on g.id = m.grupo_id and g.cuota_mensual > 0
        where m.desde < ($1 || '-01')::date + interval '1 month' and (m.hasta is null or m.hasta > ($1 || '-01')::date)
          and exists (select 1 from sesiones s where s.grupo_id = m.grupo_id
                       and s.fecha >= ($1 || '-01')::date and s.fecha < ($1 || '-01')::date + interval '1 month')`,
      [mes],
    );
    return rows[0]!;
  } finally {
    await bd.end();
  }
}

/** Fee lines written for `mes`. */
async function cuotasEscritas(url: string, mes: string): Promise<number> {
  const bd = new pg.Client({ connectionString: url });
  await bd.connect();
  try {
    const { rows } = await bd.query<{ cuotas: number }>(
      `select count(*)::int cuotas from recibos_lineas l join recibos r on r.id = l.recibo_id
        where r.mes = $1 and l.tipo = 'cuota'`,
      [mes],
    );
    return rows[0]!.cuotas;
  } finally {
    await bd.end();
  }
}

/** A month's generation: the first run (writes every receipt), checked, then its idempotent rerun. */
async function generar(ctx: Contexto, mes: string) {
  const esperados = await esperado(ctx.url, mes);
  const primera = await pedir(ctx, '/api/cobros/recibos/generar', { mes });
  const r = primera.json<ResultadoGeneracion>();
  const cuotas = await cuotasEscritas(ctx.url, mes);
  if (r.creados !== esperados.familias || cuotas !== esperados.alumnos || r.errores?.length) {
    throw new Error(
      `generar ${mes}: ${r.creados} recibos y ${cuotas} cuotas, se esperaban ${esperados.familias} y ${esperados.alumnos}`,
    );
  }
  const otraVez = () => pedir(ctx, '/api/cobros/recibos/generar', { mes });
  const tiempos = await repetir(3, otraVez, 0);
  const segunda = (await otraVez()).json<ResultadoGeneracion>();
  if (segunda.creados + segunda.actualizados !== 0 || segunda.sinCambios !== r.creados) {
    throw new Error(`generar ${mes} otra vez cambió recibos: ${JSON.stringify(segunda)}`);
  }
  return { ms: primera.ms, repetida: tiempos[1]!, recibos: r.creados, alumnos: cuotas };
}

interface Xml {
  ms: number;
  kb: number;
  bloques: string;
}

/** The remittance's file, the median of 3 after an unmeasured one, parsed back and checked. */
async function xmlDe(ctx: Contexto, remesa: RemesaCreada): Promise<Xml> {
  const ruta = `/api/cobros/remesas/${remesa.id}/xml`;
  const tiempos = await repetir(3, () => pedir(ctx, ruta));
  const texto = (await pedir(ctx, ruta)).bytes.toString();
  const raiz = new XMLParser({ parseTagValue: false }).parse(texto).Document?.CstmrDrctDbtInitn;
  const bloques = [raiz?.PmtInf ?? []].flat() as {
    PmtTpInf: { SeqTp: string };
    NbOfTxs: string;
    DrctDbtTxInf: unknown;
  }[];
  const adeudos = bloques.reduce((n, b) => n + [b.DrctDbtTxInf].flat().length, 0);
  if (
    Number(raiz?.GrpHdr?.NbOfTxs) !== remesa.recibos ||
    adeudos !== remesa.recibos ||
    Number(raiz.GrpHdr.CtrlSum) !== remesa.total ||
    !/^[\x20-\x7E\n\r\t]*$/.test(texto)
  ) {
    throw new Error(
      `XML de la remesa ${remesa.id}: ${raiz?.GrpHdr?.NbOfTxs} / ${adeudos} adeudos, CtrlSum ${raiz?.GrpHdr?.CtrlSum}; se esperaban ${remesa.recibos} y ${remesa.total}`,
    );
  }
  return {
    ms: tiempos[1]!,
    kb: Buffer.byteLength(texto) / 1024,
    bloques: bloques.map((b) => `${b.PmtTpInf.SeqTp} ${b.NbOfTxs}`).join(', '),
  };
}

/** A remittance of `mes` on the earliest collection date the notice period allows; its creation timed. */
async function remesa(ctx: Contexto, mes: string) {
  const { fechaCobroMinima } = (await pedir(ctx, '/api/cobros/remesas')).json<ListaRemesas>();
  const r = await pedir(ctx, '/api/cobros/remesas', { mes, fechaCobro: fechaCobroMinima });
  return { ms: r.ms, creada: r.json<RemesaCreada>() };
}

/**
 * Until every pre-notification queued has been tried once (at most 2 minutes): the benchmark's app has
 * no mail relay, so each try fails at once and waits 30 s, and the file is timed without that loop
 * running beside it in the same process.
 */
async function esperarBandeja(url: string): Promise<void> {
  const bd = new pg.Client({ connectionString: url });
  await bd.connect();
  try {
    for (const fin = Date.now() + 120_000; Date.now() < fin;) {
      const { rows } = await bd.query<{ n: number }>(
        `select count(*)::int n from correos
          where estado in ('pendiente', 'enviando') and proximo_intento_at <= now()`,
      );
      if (rows[0]!.n === 0) return;
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await bd.end();
  }
}

/**
 * The pre-notifications still waiting for a retry are set aside as local copies (as the quick start keeps
 * them): without a relay they would be tried again every few minutes for hours, beside the next jobs.
 */
async function apartarPreavisos(url: string): Promise<void> {
  const bd = new pg.Client({ connectionString: url });
  await bd.connect();
  await bd
    .query(`update correos set estado = 'local' where estado in ('pendiente', 'enviando')`)
    .finally(() => bd.end());
}

/**
 * Every emitted receipt of `mes` returned by the bank (MS02, no fee) and marked for re-presentation, the
 * rows `POST /api/cobros/recibos/{id}/devolucion` writes (the return, the state, its history), in three
 * statements: a bank's return file in one go. This is the second remittance's setup, not a measured step,
 * and ~4,000 requests for it would leave their garbage in the server whose peak RSS the job reports.
 */
async function devolverTodos(url: string, mes: string): Promise<void> {
  const bd = new pg.Client({ connectionString: url });
  await bd.connect();
  try {
    await bd.query('BEGIN');
    const { rows } = await bd.query<{ id: number }>(`select id from usuarios where email = $1`, [
      BENCH_ADMIN.email,
    ]);
    const emitidos = `select id from recibos where mes = $1 and estado = 'emitido'`;
    await bd.query(
      `insert into devoluciones (recibo_id, motivo, gastos, usuario_id) select id, 'MS02', 0, $2 from (${emitidos}) r`,
      [mes, rows[0]!.id],
    );
    await bd.query(
      `insert into recibos_historial (recibo_id, estado, usuario_id, detalle)
       select id, 'devuelto', $2, 'MS02 · se volverá a presentar' from (${emitidos}) r`,
      [mes, rows[0]!.id],
    );
    await bd.query(
      `update recibos set estado = 'devuelto', representar = true, metodo_cobro = null, updated_at = now()
        where id in (${emitidos})`,
      [mes],
    );
    await bd.query('COMMIT');
  } finally {
    await bd.end();
  }
}

const s = (ms: number) => (ms < 1000 ? `${ms.toFixed(0)} ms` : `${(ms / 1000).toFixed(2)} s`);

export async function medir(ctx: Contexto): Promise<Fila[]> {
  const anterior = await generar(ctx, DATOS.mes);
  const primera = await remesa(ctx, DATOS.mes);
  await esperarBandeja(ctx.url);
  const xmlPrimera = await xmlDe(ctx, primera.creada);
  await devolverTodos(ctx.url, DATOS.mes);
  const actual = await generar(ctx, MES_ACTUAL);
  const segunda = await remesa(ctx, MES_ACTUAL);
  if (segunda.creada.recibos < actual.recibos) {
    throw new Error(`la remesa de ${MES_ACTUAL} tomó ${segunda.creada.recibos} recibos de ${actual.recibos}`);
  }
  await esperarBandeja(ctx.url);
  const xml = await xmlDe(ctx, segunda.creada);
  await apartarPreavisos(ctx.url);

  const peor = Math.max(anterior.ms, actual.ms);
  return [
    filaTiempo(
      `Recibos de un mes de ${anterior.alumnos} alumnos (${anterior.recibos} familias; la primera generación del mes, que los escribe todos; el peor de ${DATOS.mes} y ${MES_ACTUAL})`,
      peor,
      GENERAR_MAX_MS,
      `${DATOS.mes} ${s(anterior.ms)}, ${MES_ACTUAL} ${s(actual.ms)}; repetirla sin cambios: ${s(anterior.repetida)} y ${s(actual.repetida)}, mediana de 3`,
    ),
    filaTiempo(
      `XML de una remesa de ${segunda.creada.recibos} adeudos (${xml.kb.toFixed(0)} KB, ${xml.bloques}: ${MES_ACTUAL} y los devueltos de ${DATOS.mes}; mediana de 3)`,
      xml.ms,
      XML_MAX_MS,
      `crearla, con el preaviso de cada familia a la bandeja: ${s(segunda.ms)}, ${segunda.creada.sinMandato.length} familias sin mandato; la de ${DATOS.mes}, ${primera.creada.recibos} adeudos (${xmlPrimera.bloques}): crearla ${s(primera.ms)}, su XML ${s(xmlPrimera.ms)}`,
    ),
  ];
}
