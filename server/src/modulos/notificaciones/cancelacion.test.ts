/**
 * A session set to `cancelada` (issue 27): one message per family of its group and one for its teacher,
 * queued with the change, delivered by the outbox to a real SMTP server.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sesionesEndpoints } from '@escuela/shared';
import { correos, sesiones } from '../../db/schema/index';
import { usarEscenaConCorreo } from '../../../test/avisos-fixtures';
import { cookieDe } from '../../../test/fabricas';

const { t, smtp, api, e } = usarEscenaConCorreo();

const cancelar = (rol: 'admin' | 'coordinador', sesionId: number, observaciones = 'El aula está en obras') =>
  api.como(rol).llamar(sesionesEndpoints.update, {
    params: { id: sesionId },
    body: { estado: 'cancelada', observaciones },
  });

describe('cancelling a session tells its group', () => {
  it('queues one e-mail per family of the group and one for the teacher, and sends them', async () => {
    const antes = smtp.correos.length;
    const res = await cancelar('admin', e.sesion.id);
    expect(res.status).toBe(200);
    expect(res.json.estado).toBe('cancelada');
    await t.app.correo.vaciar();
    const nuevos = smtp.correos.slice(antes);
    const para = (email: string) => nuevos.filter((c) => c.destinatarios.includes(email));
    expect(nuevos).toHaveLength(3);
    const dia = e.sesion.fecha.slice(0, 10).split('-').reverse().join('/');
    const [deAna] = para(e.familias.ana.usuario.email);
    expect(para(e.familias.ana.usuario.email)).toHaveLength(1);
    expect(deAna!.subject).toBe(`Clase cancelada: Kids I Lunes, ${dia}`);
    expect(deAna!.text).toContain(
      `La clase de Lucía y Pablo del grupo Kids I Lunes (CEIP Cervantes) del ${dia} a las 16:00 se ha cancelado.`,
    );
    expect(deAna!.text).toContain('Motivo: El aula está en obras');
    expect(deAna!.text).toContain('https://escuela.test/padres/dashboard?section=asistencias');
    expect(deAna!.html).toContain('El aula está en obras');
    expect(para(e.familias.luis.usuario.email)[0]!.text).toContain('La clase de Mario del grupo');
    const [delProfesor] = para(e.profesor.email);
    expect(delProfesor!.text).toContain('Hola, Marta:');
    expect(delProfesor!.text).toContain('https://escuela.test/sesiones');
    expect(para(e.familias.ajena.usuario.email)).toEqual([]);
  });

  it('saving it again as cancelada tells nobody again; the calendar revision still moves', async () => {
    const [antes] = await t.db.select().from(sesiones).where(eq(sesiones.id, e.sesion.id));
    const filas = async () => (await t.db.select().from(correos)).length;
    const n = await filas();
    expect((await cancelar('admin', e.sesion.id, 'Otro motivo')).status).toBe(200);
    expect(await filas()).toBe(n);
    const [despues] = await t.db.select().from(sesiones).where(eq(sesiones.id, e.sesion.id));
    expect(despues!.revision).toBe(antes!.revision + 1);
  });

  it('a coordinador cannot cancel (only observaciones change): nobody is told', async () => {
    const otra = await t.db
      .insert(sesiones)
      .values({ grupoId: e.grupo.id, fecha: '2031-03-03 16:00:00' })
      .returning();
    const n = (await t.db.select().from(correos)).length;
    const res = await cancelar('coordinador', otra[0]!.id);
    expect(res.status).toBe(200);
    expect(res.json.estado).toBe('planificada');
    expect((await t.db.select().from(correos)).length).toBe(n);
  });

  it('the group’s own teacher cannot cancel either; another teacher’s session answers 404', async () => {
    const cookie = await cookieDe(t.app, e.profesor.email);
    const otra = await t.db
      .insert(sesiones)
      .values({ grupoId: e.grupo.id, fecha: '2031-03-05 16:00:00' })
      .returning();
    const propia = await api.conCookie(cookie).llamar(sesionesEndpoints.update, {
      params: { id: otra[0]!.id },
      body: { estado: 'cancelada' },
    });
    expect(propia.json.estado).toBe('planificada');
    const ajena = await api.conCookie(cookie).llamar(sesionesEndpoints.update, {
      params: { id: e.sesionAjena.id },
      body: { estado: 'cancelada' },
    });
    expect(ajena.status).toBe(404);
  });

  it('an invalid estado is a 400 and tells nobody', async () => {
    const n = (await t.db.select().from(correos)).length;
    const res = await api.como('admin').llamar(sesionesEndpoints.update, {
      params: { id: e.sesionAjena.id },
      body: { estado: 'anulada' as 'cancelada' },
    });
    expect(res.status).toBe(400);
    expect((await t.db.select().from(correos)).length).toBe(n);
  });

  it('a covered session tells its cover teacher, not the group’s', async () => {
    const cubrir = await api.como('admin').llamar(sesionesEndpoints.update, {
      params: { id: e.sesionAjena.id },
      body: { profesorSustitutoId: e.profesor.id },
    });
    expect(cubrir.status).toBe(200);
    const antes = smtp.correos.length;
    expect((await cancelar('admin', e.sesionAjena.id)).status).toBe(200);
    await t.app.correo.vaciar();
    const nuevos = smtp.correos.slice(antes);
    const para = (email: string) => nuevos.filter((c) => c.destinatarios.includes(email));
    expect(nuevos).toHaveLength(2);
    expect(para(e.profesor.email)[0]!.text).toContain('Hola, Marta:');
    expect(para(e.otroProfesor.email)).toEqual([]);
    expect(para(e.familias.ajena.usuario.email)).toHaveLength(1);
  });
});
