/**
 * The link between a teacher record and its `profesor` account (decision 031) is made when either is
 * written — a teacher created or changed, a user created or changed — never while a scope is read; the
 * migration links the pairs older code left for a read to link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  colegiosEndpoints,
  profesoresEndpoints,
  usuariosEndpoints,
  type GuardarProfesor,
} from '@escuela/shared';
import { profesores } from '../../db/schema/index';
import { RAIZ_SERVIDOR } from '../../raiz';
import { usarAppDePrueba } from '../../../test/app';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();

let n = 0;
const email = () => `vinculo${++n}-${Date.now()}@prueba.es`;
const usuarioDe = async (profesorId: number) =>
  (await t.db.select().from(profesores).where(eq(profesores.id, profesorId)))[0]!.usuarioId;

const profesor = (correo: string): GuardarProfesor => ({
  nombre: 'Nuria',
  apellidos: 'Vela',
  email: correo,
  telefono: '612345678',
  direccion: 'Calle Toledo 40, Madrid',
  especializacion: ['Kids I'],
  horarioPreferido: 'tarde',
  carnetConducir: false,
  coche: false,
  numeroCuenta: 'ES7620770024003102575766',
  fechaAlta: '2025-09-01',
  fechaBaja: null,
  salario: 15,
  desplazamiento: '0',
  observaciones: null,
});

describe('a teacher and their account are linked when either is written', () => {
  it('a teacher created after the account (any case of the e-mail) takes it over; the scope follows', async () => {
    const correo = email();
    const u = await crearUsuarioDePrueba(t.db, 'profesor', { email: correo });
    const cookie = await cookieDe(t.app, u.email);
    const creado = await api
      .como('admin')
      .llamar(profesoresEndpoints.create, { body: profesor(correo.toUpperCase()) });
    expect(creado.status).toBe(201);
    expect(await usuarioDe(creado.json.id)).toBe(u.id);
    // Its scope: the schools of its groups.
    const colegio = await crearColegioDePrueba(t.db);
    await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: creado.json.id });
    const lista = await api.conCookie(cookie).llamar(colegiosEndpoints.list);
    expect(lista.json.map((c) => c.id)).toEqual([colegio.id]);
  });

  it("a teacher's new e-mail takes over the unlinked account that has it", async () => {
    const p = await crearProfesorDePrueba(t.db);
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await api
      .como('admin')
      .llamar(profesoresEndpoints.update, { params: { id: p.id }, body: profesor(u.email) });
    expect(res.status).toBe(200);
    expect(await usuarioDe(p.id)).toBe(u.id);
  });

  it('an account made profesor, or given the e-mail of an unlinked teacher, takes the record over', async () => {
    const p = await crearProfesorDePrueba(t.db);
    const u = await crearUsuarioDePrueba(t.db, 'coordinador', { email: p.email });
    // A coordinador is not linked by e-mail…
    expect(await usuarioDe(p.id)).toBeNull();
    const cuerpo = { nombre: 'Nuria', email: u.email, password: '', rol: 'profesor' as const, activo: true };
    const res = await api
      .como('admin')
      .llamar(usuariosEndpoints.update, { params: { id: u.id }, body: cuerpo });
    expect(res.status).toBe(200);
    // …the same account made profesor is.
    expect(await usuarioDe(p.id)).toBe(u.id);

    const otro = await crearProfesorDePrueba(t.db);
    const v = await crearUsuarioDePrueba(t.db, 'profesor');
    const cambio = await api.como('admin').llamar(usuariosEndpoints.update, {
      params: { id: v.id },
      body: { ...cuerpo, email: otro.email },
    });
    expect(cambio.status).toBe(200);
    expect(await usuarioDe(otro.id)).toBe(v.id);
  });

  it('a new profesor account through the API takes over the teacher with its e-mail', async () => {
    const p = await crearProfesorDePrueba(t.db);
    const res = await api.como('admin').llamar(usuariosEndpoints.create, {
      body: { nombre: 'Nuria', email: p.email, password: '', rol: 'profesor', activo: true },
    });
    expect(res.status).toBe(201);
    expect(await usuarioDe(p.id)).toBe(res.json.usuario.id);
  });

  it('never links a parent or another role, nor an account already linked to another teacher', async () => {
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    const conTutor = await crearProfesorDePrueba(t.db, { email: tutor.email });
    expect(await usuarioDe(conTutor.id)).toBeNull();

    const vinculado = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const segundo = await crearProfesorDePrueba(t.db);
    // The account's e-mail changes to the second teacher's: it stays with the first.
    await api.como('admin').llamar(usuariosEndpoints.update, {
      params: { id: vinculado.usuarioId! },
      body: { nombre: 'Nuria', email: `x-${segundo.email}`, password: '', rol: 'profesor', activo: true },
    });
    await api.como('admin').llamar(profesoresEndpoints.update, {
      params: { id: segundo.id },
      body: profesor(`x-${segundo.email}`),
    });
    expect(await usuarioDe(segundo.id)).toBeNull();
    expect(await usuarioDe(vinculado.id)).toBe(vinculado.usuarioId);
  });

  it('the validation of a teacher still answers 400 and links nothing', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await api.como('admin').llamar(profesoresEndpoints.create, {
      body: { ...profesor(u.email), apellidos: '' },
    });
    expect(res.status).toBe(400);
    expect(await t.db.select().from(profesores).where(eq(profesores.email, u.email))).toEqual([]);
  });

  it('is the admin’s: a coordinador cannot create a teacher to take an account over', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await api.como('coordinador').llamar(profesoresEndpoints.create, { body: profesor(u.email) });
    expect(res.status).toBe(403);
  });
});

describe('the migration that links existing pairs', () => {
  it('links an unlinked teacher to the unlinked profesor account with its e-mail, and nothing else', async () => {
    const par = await crearProfesorDePrueba(t.db, { conCuenta: true });
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor');
    const conTutor = await crearProfesorDePrueba(t.db, { email: tutor.email });
    // As older code left them: linked only when a scope was read.
    await t.db.update(profesores).set({ usuarioId: null }).where(eq(profesores.id, par.id));
    const carpeta = path.join(RAIZ_SERVIDOR, 'drizzle');
    const archivo = readdirSync(carpeta).find((f) => f.endsWith('_vincular_profesores_usuarios.sql'))!;
    const migracion = readFileSync(path.join(carpeta, archivo), 'utf8');
    await t.db.execute(sql.raw(migracion));
    expect(await usuarioDe(par.id)).toBe(par.usuarioId);
    expect(await usuarioDe(conTutor.id)).toBeNull();
  });
});
