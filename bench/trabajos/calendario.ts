/**
 * Issue 27 (decision 039): a family's calendar feed under 20 ms and a school's feed for a school year under
 * 200 ms, each the best of 5 after an unmeasured one, through the public feed route. Runs after the
 * session generation, so the school has the next school year's sessions too. The family is made here:
 * a tutor account with a login written straight into `logins` (as `lib/usuarios-bench.ts` does)
 * and two of the data set's children, in two groups. Each feed is read back: one VEVENT per session.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { filaTiempo, pedir, repetir, type Contexto, type Fila } from '../lib/medir';

const FAMILIA_MAX_MS = 20;
const COLEGIO_MAX_MS = 200;
const EMAIL = 'familia@calendario.bench.es';

interface Enlace {
  urlWeb: string;
}

/** The tutor and their two children; answers a context signed in as them. */
async function crearFamilia(ctx: Contexto): Promise<Contexto> {
  const bd = new pg.Client({ connectionString: ctx.url });
  await bd.connect();
  try {
    await bd.query('BEGIN');
    await bd.query('DELETE FROM usuarios WHERE email = $1', [EMAIL]);
    const {
      rows: [usuario],
    } = await bd.query<{ id: number }>(
      `INSERT INTO usuarios (nombre, email, rol, email_verificado_at) VALUES ('Familia', $1, 'tutor', now())
       RETURNING id`,
      [EMAIL],
    );
    const {
      rows: [padre],
    } = await bd.query<{ id: number }>(
      `INSERT INTO padres (usuario_id, nombre, colegio_id) SELECT $1, 'Familia', min(id) FROM colegios RETURNING id`,
      [usuario!.id],
    );
    // Two children in alta of two different groups.
    await bd.query(
      `UPDATE alumnos SET padre_id = $1 WHERE id IN (
         SELECT min(a.id) FROM alumnos a WHERE a.estado = 'alta' AND a.grupo_id IS NOT NULL
         GROUP BY a.grupo_id ORDER BY a.grupo_id LIMIT 2)`,
      [padre!.id],
    );
    const token = randomBytes(32).toString('base64url');
    await bd.query(
      `INSERT INTO logins (usuario_id, token_hash, expires_at, last_seen_at)
       VALUES ($1, $2, now() + interval '1 hour', now())`,
      [usuario!.id, createHash('sha256').update(token).digest('hex')],
    );
    await bd.query('COMMIT');
    return { ...ctx, cookie: `${ctx.cookie.split('=')[0]}=${token}` };
  } catch (err) {
    await bd.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await bd.end();
  }
}

/** The feed's path (the link is on APP_URL's host; the request goes to the measured process). */
const rutaDe = (enlace: Enlace) => new URL(enlace.urlWeb).pathname;

async function medirFeed(ctx: Contexto, ruta: string) {
  const tiempos = await repetir(5, () => pedir(ctx, ruta));
  const texto = (await pedir(ctx, ruta)).bytes.toString();
  const eventos = texto.split('BEGIN:VEVENT').length - 1;
  if (!texto.startsWith('BEGIN:VCALENDAR') || eventos === 0) throw new Error(`${ruta}: feed sin eventos`);
  return { ms: tiempos[0]!, eventos, kb: Buffer.byteLength(texto) / 1024 };
}

export async function medir(ctx: Contexto): Promise<Fila[]> {
  const familia = await crearFamilia(ctx);
  const deFamilia = (await pedir(familia, '/api/calendario/enlace/regenerar', {})).json<Enlace>();
  const f = await medirFeed(familia, rutaDe(deFamilia));

  const colegios = (await pedir(ctx, '/api/colegios')).json<{ id: number }[]>();
  const deColegio = (
    await pedir(ctx, `/api/colegios/${colegios[0]!.id}/calendario/enlace/regenerar`, {})
  ).json<Enlace>();
  const c = await medirFeed(ctx, rutaDe(deColegio));
  return [
    filaTiempo(
      `Calendario de una familia (.ics, 2 hijos: ${f.eventos} eventos, ${f.kb.toFixed(0)} KB; mejor de 5)`,
      f.ms,
      FAMILIA_MAX_MS,
    ),
    filaTiempo(
      `Calendario de un colegio con su curso siguiente (.ics: ${c.eventos} eventos, ${c.kb.toFixed(0)} KB; mejor de 5)`,
      c.ms,
      COLEGIO_MAX_MS,
    ),
  ];
}
