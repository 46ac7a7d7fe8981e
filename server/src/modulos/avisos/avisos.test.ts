/**
 * Notices (issue 27): the office writes one to a group; it reaches each family of the group (and its
 * teacher when asked) by e-mail, shows unread in their portal, and staff see how many got and read it.
 * The «aviso» template the admin edits shapes those e-mails.
 */
import { describe, expect, it } from 'vitest';
import { avisosEndpoints, plantillasEndpoints } from '@escuela/shared';
import { usarEscenaConCorreo } from '../../../test/avisos-fixtures';

const { t, smtp, api, e } = usarEscenaConCorreo();

const alGrupo = (extra: { incluirProfesores?: boolean; titulo?: string } = {}) => ({
  titulo: extra.titulo ?? 'Excursión al museo',
  texto: 'El jueves vamos al museo de la ciencia.',
  destino: { tipo: 'grupo' as const, id: e.grupo.id },
  ...(extra.incluirProfesores !== undefined ? { incluirProfesores: extra.incluirProfesores } : {}),
});

describe('POST /api/avisos', () => {
  it('e-mails each family of the group and its teacher; the families see it unread; staff see the counts', async () => {
    const antes = smtp.correos.length;
    const res = await api.como('coordinador').llamar(avisosEndpoints.create, {
      body: alGrupo({ incluirProfesores: true }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      titulo: 'Excursión al museo',
      destino: { tipo: 'grupo', id: e.grupo.id, nombre: expect.stringContaining('Kids I Lunes') },
      incluirProfesores: true,
      destinatarios: 3,
      leidos: 0,
    });
    await t.app.correo.vaciar();
    const nuevos = smtp.correos.slice(antes);
    const para = nuevos.flatMap((c) => c.destinatarios).sort();
    expect(para).toEqual(
      [e.familias.ana.usuario.email, e.familias.luis.usuario.email, e.profesor.email].sort(),
    );
    const deAna = nuevos.find((c) => c.destinatarios.includes(e.familias.ana.usuario.email))!;
    expect(deAna.subject).toBe('Excursión al museo');
    expect(deAna.text).toContain('El jueves vamos al museo de la ciencia.');
    expect(deAna.text).toContain('https://escuela.test/padres/dashboard?section=avisos');

    const deAnaPortal = await api.conCookie(e.familias.ana.cookie).llamar(avisosEndpoints.dePadre);
    expect(deAnaPortal.status).toBe(200);
    expect(deAnaPortal.json).toEqual([
      {
        id: res.json.id,
        titulo: 'Excursión al museo',
        texto: alGrupo().texto,
        fecha: expect.any(String),
        leido: false,
      },
    ]);
    // The family of another school's group got nothing.
    expect((await api.conCookie(e.familias.ajena.cookie).llamar(avisosEndpoints.dePadre)).json).toEqual([]);

    const leido = await api
      .conCookie(e.familias.ana.cookie)
      .llamar(avisosEndpoints.marcarLeido, { params: { id: res.json.id } });
    expect(leido.status).toBe(200);
    expect(leido.json.leido).toBe(true);
    const lista = await api.como('admin').llamar(avisosEndpoints.list, { query: {} });
    expect(lista.status).toBe(200);
    expect(lista.json.avisos.find((a) => a.id === res.json.id)).toMatchObject({
      destinatarios: 3,
      enviados: 3,
      leidos: 1,
    });
  });

  it('a notice not theirs is 404 to mark read, and changes nothing', async () => {
    const res = await api.como('admin').llamar(avisosEndpoints.create, { body: alGrupo({ titulo: 'Otro' }) });
    expect(res.status).toBe(201);
    await t.app.correo.vaciar();
    const ajena = await api
      .conCookie(e.familias.ajena.cookie)
      .llamar(avisosEndpoints.marcarLeido, { params: { id: res.json.id } });
    expect(ajena.status).toBe(404);
    const lista = await api.como('admin').llamar(avisosEndpoints.list, { query: {} });
    expect(lista.json.avisos.find((a) => a.id === res.json.id)?.leidos).toBe(0);
  });

  it('refuses a group with no id, an empty group and a teacher; nothing is sent', async () => {
    const antes = (await api.como('admin').llamar(avisosEndpoints.list, { query: {} })).json.paginacion.total;
    const sinId = await api.como('admin').llamar(avisosEndpoints.create, {
      body: { titulo: 'x', texto: 'y', destino: { tipo: 'grupo' } },
    });
    expect(sinId.status).toBe(400);
    expect(sinId.error.errors?.['destino.id']?._errors).toEqual(['Elige el colegio, el grupo o el nivel']);
    const vacio = await api.como('admin').llamar(avisosEndpoints.create, {
      body: { titulo: 'x', texto: 'y', destino: { tipo: 'colegio', id: e.otroColegio.id + 1000 } },
    });
    expect(vacio.status).toBe(400);
    expect(vacio.error.message).toBe('El destino del aviso no existe');
    const profesor = await api.como('profesor').llamar(avisosEndpoints.create, { body: alGrupo() });
    expect(profesor.status).toBe(403);
    expect((await api.como('tutor').llamar(avisosEndpoints.list, { query: {} })).status).toBe(403);
    const despues = (await api.como('admin').llamar(avisosEndpoints.list, { query: {} })).json.paginacion
      .total;
    expect(despues).toBe(antes);
  });
});

describe('the «aviso» template', () => {
  it('an edited subject shapes the next notice’s e-mail; an unknown variable is a 400; «Restablecer» brings the default back', async () => {
    const malo = await api.como('admin').llamar(plantillasEndpoints.guardar, {
      params: { clave: 'aviso' },
      body: { asunto: 'Aviso: {titulo} {curso}', texto: '{texto}' },
    });
    expect(malo.status).toBe(400);
    expect(malo.error.message).toContain('{curso}');
    const guardada = await api.como('admin').llamar(plantillasEndpoints.guardar, {
      params: { clave: 'aviso' },
      body: { asunto: 'RoboEscuela: {titulo}', texto: '{texto}\n\n{enlace}' },
    });
    expect(guardada.status).toBe(200);
    expect(guardada.json.personalizada).toBe(true);
    expect((await api.como('coordinador').llamar(plantillasEndpoints.list)).status).toBe(403);
    const noExiste = await api.como('admin').llamar(plantillasEndpoints.guardar, {
      // A key that names no template (the client's types would not let it through).
      params: { clave: 'no_existe' as 'aviso' },
      body: { asunto: 'x', texto: 'y' },
    });
    expect(noExiste.status).toBe(404);

    const antes = smtp.correos.length;
    await api.como('admin').llamar(avisosEndpoints.create, { body: alGrupo({ titulo: 'Fiesta' }) });
    await t.app.correo.vaciar();
    expect(smtp.correos.slice(antes).map((c) => c.subject)).toEqual([
      'RoboEscuela: Fiesta',
      'RoboEscuela: Fiesta',
    ]);

    const restablecida = await api
      .como('admin')
      .llamar(plantillasEndpoints.restablecer, { params: { clave: 'aviso' } });
    expect(restablecida.json).toMatchObject({ asunto: '{titulo}', personalizada: false });
  });
});
