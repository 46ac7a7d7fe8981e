import { eq } from 'drizzle-orm';
import { mensajesCampo, profesoresEndpoints as ep, type ProfesorInput } from '@escuela/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { profesores } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
  PASSWORD_PRUEBA,
} from '../../../test/fabricas';
import { crearUsuario } from '../usuarios/usuarios.service';

const { t, api } = usarAppDePrueba();
let admin: string;
beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
});

const valido: ProfesorInput = {
  nombre: 'Irene',
  apellidos: 'Sánchez Gil',
  email: 'Irene.Sanchez@Prueba.es',
  telefono: '612345678',
  direccion: 'Calle Toledo 40, Madrid',
  especializacion: ['Junior I', 'Kids I'],
  horarioPreferido: 'tarde',
  carnetConducir: true,
  coche: false,
  numeroCuenta: 'ES7620770024003102575766',
  fechaAlta: '2025-09-01',
  fechaBaja: '',
  salario: 16.5,
  desplazamiento: '0.08',
  observaciones: '',
};

describe('/api/profesores', () => {
  it('creates a teacher (lower-cased e-mail, levels in order) and edits it', async () => {
    const res = await api.conCookie(admin).llamar(ep.create, { body: valido });
    expect(res.status).toBe(201);
    const p = res.json;
    expect(p).toMatchObject({
      email: 'irene.sanchez@prueba.es',
      especializacion: ['Kids I', 'Junior I'],
      fechaBaja: null,
      observaciones: null,
      salario: 16.5,
      activo: true,
    });
    const baja = await api
      .conCookie(admin)
      .llamar(ep.update, { params: { id: p.id }, body: { ...valido, fechaBaja: '2026-01-31' } });
    expect(baja.status).toBe(200);
    expect(baja.json).toMatchObject({ fechaBaja: '2026-01-31', activo: false });
  });

  it.each([
    ['nombre', '', 'El nombre es requerido'],
    ['apellidos', '', 'Los apellidos son requeridos'],
    ['email', 'no-es-un-email', 'Email inválido'],
    ['telefono', '', 'El teléfono es requerido'],
    ['telefono', 'abc', mensajesCampo.telefono],
    ['telefono', '12345', mensajesCampo.telefono],
    ['direccion', '', 'La dirección es requerida'],
    ['especializacion', [], 'Seleccione al menos un nivel'],
    ['especializacion', ['Nivel inventado'], 'Seleccione al menos un nivel'],
    ['numeroCuenta', '', 'El número de cuenta es requerido'],
    ['numeroCuenta', 'GB00', mensajesCampo.iban],
    ['numeroCuenta', 'ES2114650100722030876293', mensajesCampo.iban], // wrong Spanish CCC digits
    ['numeroCuenta', 'ES9121000418450200051333', mensajesCampo.iban],
    ['salario', -1, 'El salario debe ser mayor que 0'],
    ['salario', '15', 'El salario debe ser mayor que 0'],
    ['horarioPreferido', 'noche', 'Seleccione un horario preferido'],
    ['desplazamiento', '0.1', 'Seleccione un tipo de desplazamiento'],
    ['fechaAlta', '', 'La fecha de alta es requerida'],
    ['fechaAlta', '2025-13-45', 'Fecha no válida'],
    ['fechaBaja', '2020-01-01', 'La fecha de baja no puede ser anterior a la de alta'],
  ])('validates %s = %j', async (campo, valor, mensaje) => {
    const res = await api.conCookie(admin).llamar(ep.create, {
      // Values no client sends (a salary as text, an unknown level): the cast lets them through.
      body: { ...valido, email: 'val@prueba.es', [campo]: valor } as never,
    });
    expect(res.status).toBe(400);
    const errores = Object.entries(res.error.errors as Record<string, { _errors: string[] }>)
      .filter(([clave]) => clave === campo || clave.startsWith(`${campo}.`))
      .flatMap(([, v]) => v._errors);
    expect(errores).toContain(mensaje);
  });

  it('keeps the e-mail unique among teachers (409 on create and on edit)', async () => {
    const a = await crearProfesorDePrueba(t.db, { email: 'unico@prueba.es' });
    const b = await crearProfesorDePrueba(t.db);
    const dup = await api
      .conCookie(admin)
      .llamar(ep.create, { body: { ...valido, email: 'UNICO@prueba.es' } });
    expect(dup.status).toBe(409);
    expect(dup.error).toEqual({
      message: 'Ya existe un profesor con ese email',
      errors: { email: { _errors: ['Ya existe un profesor con ese email'] } },
    });
    const edit = await api
      .conCookie(admin)
      .llamar(ep.update, { params: { id: b.id }, body: { ...valido, email: a.email } });
    expect(edit.status).toBe(409);
    // Saving a teacher with their own e-mail is fine.
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(ep.update, { params: { id: a.id }, body: { ...valido, email: a.email } })
      ).status,
    ).toBe(200);
  });

  it('filters by name and estado', async () => {
    await crearProfesorDePrueba(t.db, { nombre: 'Zoraida', apellidos: 'Activa' });
    await crearProfesorDePrueba(t.db, { nombre: 'Zoraida', apellidos: 'Inactiva', fechaBaja: '2025-12-31' });
    const nombres = async (query: { search: string; estado?: 'activos' | 'inactivos' }) =>
      (await api.conCookie(admin).llamar(ep.list, { query })).json.map((p) => p.apellidos);
    expect(await nombres({ search: 'zoraida', estado: 'activos' })).toEqual(['Activa']);
    expect(await nombres({ search: 'zoraida', estado: 'inactivos' })).toEqual(['Inactiva']);
    expect(await nombres({ search: 'Zoraida Act' })).toEqual(['Activa']);
    expect((await nombres({ search: 'zoraida' })).sort()).toEqual(['Activa', 'Inactiva']);
    // An estado no client sends.
    expect((await api.conCookie(admin).llamar(ep.list, { query: { estado: 'raro' as never } })).status).toBe(
      400,
    );
  });

  it('refuses to delete a teacher with groups (409) and deletes one without', async () => {
    const colegio = await crearColegioDePrueba(t.db);
    const conGrupo = await crearProfesorDePrueba(t.db);
    await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: conGrupo.id });
    const res = await api.conCookie(admin).llamar(ep.remove, { params: { id: conGrupo.id } });
    expect(res.status).toBe(409);
    expect(await t.db.select().from(profesores).where(eq(profesores.id, conGrupo.id))).toHaveLength(1);
    const libre = await crearProfesorDePrueba(t.db);
    const borrar = () => api.conCookie(admin).llamar(ep.remove, { params: { id: libre.id } });
    expect((await borrar()).json).toEqual({
      message: 'Profesor eliminado',
    });
    expect((await borrar()).status).toBe(404);
  });

  it('is admin-only, list included', async () => {
    const coord = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, 'coordinador')).email);
    const profe = await crearProfesorDePrueba(t.db, { conCuenta: true });
    for (const cookie of [coord, await cookieDe(t.app, profe.email)]) {
      expect((await api.conCookie(cookie).llamar(ep.list)).status).toBe(403);
      expect((await api.conCookie(cookie).llamar(ep.create, { body: valido })).status).toBe(403);
    }
  });
});

describe('GET /api/profesores/by-email', () => {
  it('answers a teacher about themself (the account was linked to the record by e-mail when created)', async () => {
    const profe = await crearProfesorDePrueba(t.db);
    // Through the product's own service (the factories insert users directly, with no linking).
    const usuario = await crearUsuario(t.db, {
      nombre: 'Profe',
      email: profe.email,
      rol: 'profesor',
      password: PASSWORD_PRUEBA,
    });
    const cookie = await cookieDe(t.app, usuario.email);
    const res = await api
      .conCookie(cookie)
      .llamar(ep.byEmail, { query: { email: profe.email.toUpperCase() } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: profe.id, nombre: profe.nombre, apellidos: profe.apellidos });
    const [fila] = await t.db.select().from(profesores).where(eq(profesores.id, profe.id));
    expect(fila!.usuarioId).toBe(usuario.id);
  });

  it("gives a teacher nothing about another teacher's e-mail; the admin gets anyone", async () => {
    const yo = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const otro = await crearProfesorDePrueba(t.db);
    const query = { email: otro.email };
    const res = await api.conCookie(await cookieDe(t.app, yo.email)).llamar(ep.byEmail, { query });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe('No se encontró información del profesor asociado a este usuario');
    expect((await api.conCookie(admin).llamar(ep.byEmail, { query })).json.id).toBe(otro.id);
    expect((await api.conCookie(admin).llamar(ep.byEmail, { query: { email: 'nope' } })).status).toBe(400);
  });

  it('answers 404 to a profesor user without a teacher record', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await api
      .conCookie(await cookieDe(t.app, u.email))
      .llamar(ep.byEmail, { query: { email: u.email } });
    expect(res.status).toBe(404);
  });
});
