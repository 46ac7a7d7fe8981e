import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accesosPendientes, dispositivosConfianza, limites, logins, tokens } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import { crearUsuarioDePrueba } from '../../../test/fabricas';
import { hit } from '../../db/rate-limit';
import { programarLimpieza } from './limpieza';
import { purgar } from './limpieza.repository';

const { t } = usarAppDePrueba();

const hace = (horas: number) => new Date(Date.now() - horas * 3_600_000);
const dentroDe = (horas: number) => new Date(Date.now() + horas * 3_600_000);

async function sembrar() {
  const u = await crearUsuarioDePrueba(t.db, 'profesor');
  await t.db.insert(logins).values([
    { usuarioId: u.id, tokenHash: `viva-${u.id}`, expiresAt: dentroDe(5), lastSeenAt: new Date() },
    { usuarioId: u.id, tokenHash: `caducada-${u.id}`, expiresAt: hace(1), lastSeenAt: hace(13) },
  ]);
  await t.db.insert(tokens).values([
    { usuarioId: u.id, tokenHash: `t-vivo-${u.id}`, proposito: 'restablecer', expiresAt: dentroDe(2) },
    { usuarioId: u.id, tokenHash: `t-caducado-${u.id}`, proposito: 'restablecer', expiresAt: hace(1) },
    {
      usuarioId: u.id,
      tokenHash: `t-usado-${u.id}`,
      proposito: 'verificacion',
      expiresAt: dentroDe(40),
      usadoAt: hace(0.1),
    },
  ]);
  await hit(t.db, `prueba:viva:${u.id}`, { max: 5, ventanaSegundos: 600 });
  await t.db.insert(limites).values({ clave: `prueba:vieja:${u.id}`, contador: 3, reinicioAt: hace(30) });
  await t.db.insert(accesosPendientes).values([
    { tokenHash: `p-vivo-${u.id}`, usuarioId: u.id, proposito: 'codigo', expiresAt: dentroDe(0.1) },
    { tokenHash: `p-caducado-${u.id}`, usuarioId: u.id, proposito: 'alta', expiresAt: hace(0.1) },
  ]);
  await t.db.insert(dispositivosConfianza).values([
    { usuarioId: u.id, tokenHash: `d-vivo-${u.id}`, expiresAt: dentroDe(24) },
    { usuarioId: u.id, tokenHash: `d-caducado-${u.id}`, expiresAt: hace(1) },
  ]);
  return u;
}

describe('housekeeping', () => {
  it('removes expired logins, used or expired tokens and old limit windows, and nothing alive', async () => {
    const u = await sembrar();
    const n = await purgar(t.db);
    expect(n.logins).toBeGreaterThanOrEqual(1);
    expect(n.tokens).toBeGreaterThanOrEqual(2);
    expect(n.limites).toBeGreaterThanOrEqual(1);
    const ses = await t.db.select().from(logins).where(eq(logins.usuarioId, u.id));
    expect(ses.map((s) => s.tokenHash)).toEqual([`viva-${u.id}`]);
    const toks = await t.db.select().from(tokens).where(eq(tokens.usuarioId, u.id));
    expect(toks.map((x) => x.tokenHash)).toEqual([`t-vivo-${u.id}`]);
    const lims = await t.db
      .select({ clave: limites.clave })
      .from(limites)
      .where(sql`${limites.clave} like ${`prueba:%:${u.id}`}`);
    expect(lims.map((l) => l.clave)).toEqual([`prueba:viva:${u.id}`]);
    const pendientes = await t.db
      .select()
      .from(accesosPendientes)
      .where(eq(accesosPendientes.usuarioId, u.id));
    expect(pendientes.map((p) => p.tokenHash)).toEqual([`p-vivo-${u.id}`]);
    const dispositivos = await t.db
      .select()
      .from(dispositivosConfianza)
      .where(eq(dispositivosConfianza.usuarioId, u.id));
    expect(dispositivos.map((d) => d.tokenHash)).toEqual([`d-vivo-${u.id}`]);
  });

  it('runs at start and then on its schedule', async () => {
    const u = await sembrar();
    const logs: unknown[] = [];
    const log = { info: (o: unknown) => logs.push(o), error: (o: unknown) => logs.push(o) };
    const parar = programarLimpieza(t.db, log as never, 50);
    try {
      // The run at start and at least one scheduled run (every 50 ms; a loaded machine may take longer).
      await vi.waitFor(() => expect(logs.length).toBeGreaterThanOrEqual(2), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      parar();
    }
    expect(logs[0]).toMatchObject({ evento: 'limpieza' });
    const ses = await t.db.select().from(logins).where(eq(logins.usuarioId, u.id));
    expect(ses).toHaveLength(1);
  });
});
