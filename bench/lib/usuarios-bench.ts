/**
 * The signed-in users of the mixed load (DESIGN.md §8): admins, coordinadores and an account for each of
 * the data set's teachers, linked to their teacher record, each with a login of their own. Logins are
 * written straight into `logins` (a random token, its SHA-256 stored, as the sign-in does): two
 * hundred argon2 sign-ins would cost the machine a minute and measure nothing the load needs.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export type RolBench = 'admin' | 'coordinador' | 'profesor';

export interface UsuarioBench {
  rol: RolBench;
  usuarioId: number;
  email: string;
  /** The teacher record of a profesor (their scope); null for admin and coordinador. */
  profesorId: number | null;
  /** The `cookie` header of their login. */
  cookie: string;
}

/** The e-mail domain of the load's accounts, so a new run replaces the previous run's. */
const DOMINIO = 'usuarios.bench.es';

/**
 * (Re)creates `admins` admins and `coordinadores` coordinadores, an account for every teacher (their own
 * e-mail, linked by `profesores.usuario_id`), and one login each; answers them in a stable order.
 * `cookie`: the session cookie's name (`__Host-sid` in production).
 */
export async function crearUsuariosBench(
  url: string,
  { admins, coordinadores }: { admins: number; coordinadores: number },
  cookie = '__Host-sid',
): Promise<UsuarioBench[]> {
  const bd = new pg.Client({ connectionString: url });
  await bd.connect();
  try {
    await bd.query('BEGIN');
    await bd.query(`DELETE FROM usuarios WHERE email LIKE $1`, [`%@${DOMINIO}`]);
    await bd.query(
      `INSERT INTO usuarios (nombre, email, rol, email_verificado_at)
       SELECT initcap(r.rol) || ' ' || i, r.rol || i || '@${DOMINIO}', r.rol, now()
       FROM (VALUES ('admin', $1::int), ('coordinador', $2::int)) r(rol, n), generate_series(1, r.n) i`,
      [admins, coordinadores],
    );
    // Each teacher's own account, linked as writing a teacher or a user links them.
    await bd.query(
      `INSERT INTO usuarios (nombre, email, rol, email_verificado_at)
       SELECT p.nombre || ' ' || p.apellidos, p.email, 'profesor', now() FROM profesores p
       WHERE p.fecha_baja IS NULL
       ON CONFLICT (email) DO NOTHING`,
    );
    await bd.query(
      `UPDATE profesores p SET usuario_id = u.id FROM usuarios u
       WHERE u.email = p.email AND u.rol = 'profesor' AND p.usuario_id IS DISTINCT FROM u.id`,
    );
    const { rows } = await bd.query<{ id: number; email: string; rol: RolBench; profesor_id: number | null }>(
      `SELECT u.id, u.email, u.rol, p.id profesor_id FROM usuarios u LEFT JOIN profesores p ON p.usuario_id = u.id
       WHERE u.email LIKE $1 OR (u.rol = 'profesor' AND p.id IS NOT NULL)
       ORDER BY u.rol, u.id`,
      [`%@${DOMINIO}`],
    );
    const tokens = rows.map(() => randomBytes(32).toString('base64url'));
    await bd.query(`DELETE FROM logins WHERE usuario_id = ANY($1::int[])`, [rows.map((r) => r.id)]);
    await bd.query(
      `INSERT INTO logins (usuario_id, token_hash, expires_at, last_seen_at)
       SELECT u, h, now() + interval '12 hours', now() FROM unnest($1::int[], $2::text[]) x(u, h)`,
      [rows.map((r) => r.id), tokens.map((t) => createHash('sha256').update(t).digest('hex'))],
    );
    await bd.query('COMMIT');
    return rows.map((r, i) => ({
      rol: r.rol,
      usuarioId: r.id,
      email: r.email,
      profesorId: r.profesor_id,
      cookie: `${cookie}=${tokens[i]}`,
    }));
  } catch (err) {
    await bd.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await bd.end();
  }
}
