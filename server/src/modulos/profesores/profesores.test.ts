import { eq } from 'drizzle-orm';
import { mensajesCampo } from '@escuela/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { profesores } from '../../db/schema/index';
import { pedirCon, usarAppDePrueba } from '../../../test/app';
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

const valido = {
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

const pedir = pedirCon(t);

describe('/api/profesores', () => {
  it('creates a teacher (lower-cased e-mail, levels in order) and edits it', async () => {
    const res = await pedir(admin, 'POST', '/api/profesores', valido);
    expect(res.statusCode).toBe(201);
    const p = res.json();
    expect(p).toMatchObject({
      email: 'irene.sanchez@prueba.es',
      especializacion: ['Kids I', 'Junior I'],
      fechaBaja: null,
      observaciones: null,
      salario: 16.5,
      activo: true,
    });
    const baja = await pedir(admin, 'PUT', `/api/profesores/${p.id}`, { ...valido, fechaBaja: '2026-01-31' });
    expect(baja.statusCode).toBe(200);
    expect(baja.json()).toMatchObject({ fechaBaja: '2026-01-31', activo: false });
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
    const res = await pedir(admin, 'POST', '/api/profesores', {
      ...valido,
      email: 'val@prueba.es',
      [campo]: valor,
    });
    expect(res.statusCode).toBe(400);
    const errores = Object.entries(res.json().errors as Record<string, { _errors: string[] }>)
      .filter(([clave]) => clave === campo || clave.startsWith(`${campo}.`))
      .flatMap(([, v]) => v._errors);
    expect(errores).toContain(mensaje);
  });

  it('keeps the e-mail unique among teachers (409 on create and on edit)', async () => {
    const a = await crearProfesorDePrueba(t.db, { email: 'unico@prueba.es' });
    const b = await crearProfesorDePrueba(t.db);
    const dup = await pedir(admin, 'POST', '/api/profesores', { ...valido, email: 'UNICO@prueba.es' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      message: 'Ya existe un profesor con ese email',
      errors: { email: { _errors: ['Ya existe un profesor con ese email'] } },
    });
    const edit = await pedir(admin, 'PUT', `/api/profesores/${b.id}`, { ...valido, email: a.email });
    expect(edit.statusCode).toBe(409);
    // Saving a teacher with their own e-mail is fine.
    expect(
      (await pedir(admin, 'PUT', `/api/profesores/${a.id}`, { ...valido, email: a.email })).statusCode,
    ).toBe(200);
  });

  it('filters by name and estado', async () => {
    await crearProfesorDePrueba(t.db, { nombre: 'Zoraida', apellidos: 'Activa' });
    await crearProfesorDePrueba(t.db, { nombre: 'Zoraida', apellidos: 'Inactiva', fechaBaja: '2025-12-31' });
    const nombres = async (qs: string) =>
      (await pedir(admin, 'GET', `/api/profesores?${qs}`))
        .json()
        .map((p: { apellidos: string }) => p.apellidos);
    expect(await nombres('search=zoraida&estado=activos')).toEqual(['Activa']);
    expect(await nombres('search=zoraida&estado=inactivos')).toEqual(['Inactiva']);
    expect(await nombres('search=Zoraida%20Act')).toEqual(['Activa']);
    expect((await nombres('search=zoraida')).sort()).toEqual(['Activa', 'Inactiva']);
    expect((await pedir(admin, 'GET', '/api/profesores?estado=raro')).statusCode).toBe(400);
  });

  it('refuses to delete a teacher with groups (409) and deletes one without', async () => {
    const colegio = await crearColegioDePrueba(t.db);
    const conGrupo = await crearProfesorDePrueba(t.db);
    await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: conGrupo.id });
    const res = await pedir(admin, 'DELETE', `/api/profesores/${conGrupo.id}`);
    expect(res.statusCode).toBe(409);
    expect(await t.db.select().from(profesores).where(eq(profesores.id, conGrupo.id))).toHaveLength(1);
    const libre = await crearProfesorDePrueba(t.db);
    expect((await pedir(admin, 'DELETE', `/api/profesores/${libre.id}`)).json()).toEqual({
      message: 'Profesor eliminado',
    });
    expect((await pedir(admin, 'DELETE', `/api/profesores/${libre.id}`)).statusCode).toBe(404);
  });

  it('is admin-only, list included', async () => {
    const coord = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, 'coordinador')).email);
    const profe = await crearProfesorDePrueba(t.db, { conCuenta: true });
    for (const cookie of [coord, await cookieDe(t.app, profe.email)]) {
      expect((await pedir(cookie, 'GET', '/api/profesores')).statusCode).toBe(403);
      expect((await pedir(cookie, 'POST', '/api/profesores', valido)).statusCode).toBe(403);
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
    const res = await pedir(
      cookie,
      'GET',
      `/api/profesores/by-email?email=${encodeURIComponent(profe.email.toUpperCase())}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: profe.id, nombre: profe.nombre, apellidos: profe.apellidos });
    const [fila] = await t.db.select().from(profesores).where(eq(profesores.id, profe.id));
    expect(fila!.usuarioId).toBe(usuario.id);
  });

  it("gives a teacher nothing about another teacher's e-mail; the admin gets anyone", async () => {
    const yo = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const otro = await crearProfesorDePrueba(t.db);
    const url = `/api/profesores/by-email?email=${encodeURIComponent(otro.email)}`;
    const res = await pedir(await cookieDe(t.app, yo.email), 'GET', url);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró información del profesor asociado a este usuario');
    expect((await pedir(admin, 'GET', url)).json().id).toBe(otro.id);
    expect((await pedir(admin, 'GET', '/api/profesores/by-email?email=nope')).statusCode).toBe(400);
  });

  it('answers 404 to a profesor user without a teacher record', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await pedir(
      await cookieDe(t.app, u.email),
      'GET',
      `/api/profesores/by-email?email=${u.email}`,
    );
    expect(res.statusCode).toBe(404);
  });
});
