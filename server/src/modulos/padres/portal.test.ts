import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { padresEndpoints, privacidadAceptada, type InscribirAlumnoInput } from '@escuela/shared';
import { alumnos, padres, usuarios } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  cookieDe,
  crearFamilia,
  crearUsuarioDePrueba,
  insertAsistencia,
  insertColegio,
  insertGrupo,
  insertHijo,
  insertObservacion,
  insertSesion,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
let A: Awaited<ReturnType<typeof crearFamilia>>;
let B: Awaited<ReturnType<typeof crearFamilia>>;
let colegio1: number;
let grupo1: Awaited<ReturnType<typeof insertGrupo>>;
let grupo2: Awaited<ReturnType<typeof insertGrupo>>;
let grupoOtroColegio: Awaited<ReturnType<typeof insertGrupo>>;
let hijoA: Awaited<ReturnType<typeof insertHijo>>;

beforeAll(async () => {
  colegio1 = (await insertColegio(t.db, 'Colegio Uno')).id;
  const colegio2 = (await insertColegio(t.db, 'Colegio Dos')).id;
  grupo1 = await insertGrupo(t.db, colegio1, 'Robótica Lunes');
  grupo2 = await insertGrupo(t.db, colegio1, 'Robótica Martes');
  grupoOtroColegio = await insertGrupo(t.db, colegio2, 'Grupo Ajeno');
  A = await crearFamilia(t.db, colegio1, 'Ana');
  B = await crearFamilia(t.db, colegio2, 'Bruno');

  hijoA = await insertHijo(t.db, A.padre.id, grupo1.id, 'Carla');
  await insertHijo(t.db, A.padre.id, null, 'Diego');
  const hijoB = await insertHijo(t.db, B.padre.id, grupoOtroColegio.id, 'Eva');

  // Grupo 1: three past sessions (one absent, justified), one cancelled, two upcoming with activities.
  const s1 = await insertSesion(t.db, grupo1.id, -21, { estado: 'completada', actividad: 'Robot seguidor' });
  const s2 = await insertSesion(t.db, grupo1.id, -14, { estado: 'completada' });
  await insertSesion(t.db, grupo1.id, -10);
  await insertSesion(t.db, grupo1.id, -7, { estado: 'cancelada', actividad: 'Cancelada' });
  await insertSesion(t.db, grupo1.id, 7, { actividad: 'Brazo robótico' });
  await insertSesion(t.db, grupo1.id, 3, { actividad: 'Sensores de luz' });
  await insertAsistencia(t.db, hijoA.id, s1, true);
  await insertAsistencia(t.db, hijoA.id, s2, false, true);
  await insertObservacion(t.db, hijoA.id, grupo1.id, 'Carla ha montado su primer robot.');

  const sB = await insertSesion(t.db, grupoOtroColegio.id, -3, { actividad: 'Actividad de B' });
  await insertAsistencia(t.db, hijoB.id, sB, false);
  await insertObservacion(t.db, hijoB.id, grupoOtroColegio.id, 'Observación privada de Eva.');
});

describe('GET /api/padres/alumnos', () => {
  it('lists only the parent’s children with DESIGN §4 attendance counts', async () => {
    const res = await api.conCookie(A.cookie).llamar(padresEndpoints.alumnos);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        id: hijoA.id,
        nombre: 'Carla',
        apellidos: 'Prueba',
        curso: '3',
        letra: 'A',
        grupoId: grupo1.id,
        grupoNombre: 'Robótica Lunes',
        // Three past non-cancelled sessions: one explicit absence; the one without a record counts.
        asistencias: 2,
        faltas: 1,
      },
      expect.objectContaining({ nombre: 'Diego', grupoNombre: null, asistencias: 0, faltas: 0 }),
    ]);
  });

  it('gives parent B nothing of parent A, whatever the query says', async () => {
    // A query the endpoint does not declare (a hand-edited address): it must change nothing.
    const res = await api
      .conCookie(B.cookie)
      .llamar(padresEndpoints.alumnos, { query: { padreId: A.padre.id, id: hijoA.id } as never });
    expect(res.json.map((a: { nombre: string }) => a.nombre)).toEqual(['Eva']);
  });

  it('answers [] to a tutor account with no parent record', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'tutor');
    expect(
      (await api.conCookie(await cookieDe(t.app, u.email)).llamar(padresEndpoints.alumnos)).json,
    ).toEqual([]);
  });
});

describe('GET /api/padres/asistencias', () => {
  it('one row per past, non-cancelled session of the child, absences explicit', async () => {
    const res = await api.conCookie(A.cookie).llamar(padresEndpoints.asistencias);
    expect(res.status).toBe(200);
    const filas = res.json;
    expect(filas).toHaveLength(3);
    expect(filas.map((f: { asistio: boolean }) => f.asistio)).toEqual([true, false, true]);
    expect(filas[1]).toMatchObject({
      alumnoId: hijoA.id,
      alumnoNombre: 'Carla',
      alumnoApellidos: 'Prueba',
      asistio: false,
      justificada: true,
      observaciones: 'Avisó por teléfono',
    });
    expect(filas[0]!.fecha).toMatch(/^\d{4}-\d{2}-\d{2}T16:00:00\.000Z$/);
  });

  it('parent B sees only Eva’s', async () => {
    // An undeclared query naming another family's child.
    const filas = (
      await api
        .conCookie(B.cookie)
        .llamar(padresEndpoints.asistencias, { query: { alumnoId: hijoA.id } as never })
    ).json;
    expect(filas.map((f: { alumnoNombre: string }) => f.alumnoNombre)).toEqual(['Eva']);
  });
});

describe('GET /api/padres/actividades', () => {
  it('upcoming first (soonest first), then past; no cancelled sessions; material and group', async () => {
    const filas = (await api.conCookie(A.cookie).llamar(padresEndpoints.actividades)).json;
    expect(filas.map((f: { titulo: string }) => f.titulo)).toEqual([
      'Sensores de luz',
      'Brazo robótico',
      'Robot seguidor',
    ]);
    expect(filas[0]).toMatchObject({
      descripcion: 'Descripción de Sensores de luz',
      grupoNombre: 'Robótica Lunes',
      materialNombre: 'Kit Sensores de luz',
      proxima: true,
      // Whose class it is: the family's children in that group, never another family's.
      alumnos: ['Carla'],
    });
    expect(filas[2]!.proxima).toBe(false);
  });

  it('parent B sees only the activities of Eva’s group', async () => {
    const filas = (await api.conCookie(B.cookie).llamar(padresEndpoints.actividades)).json;
    expect(filas.map((f: { titulo: string }) => f.titulo)).toEqual(['Actividad de B']);
  });
});

describe('GET /api/padres/observaciones', () => {
  it('lists the children’s observations only', async () => {
    const a = (await api.conCookie(A.cookie).llamar(padresEndpoints.observaciones)).json;
    expect(a).toEqual([
      {
        id: expect.any(Number),
        alumnoNombre: 'Carla',
        alumnoApellidos: 'Prueba',
        fecha: expect.stringMatching(/Z$/),
        grupoNombre: 'Robótica Lunes',
        texto: 'Carla ha montado su primer robot.',
      },
    ]);
    const b = (await api.conCookie(B.cookie).llamar(padresEndpoints.observaciones)).json;
    expect(b.map((o: { texto: string }) => o.texto)).toEqual(['Observación privada de Eva.']);
  });
});

describe('GET /api/padres/grupos', () => {
  it('lists only the groups of the parent’s school', async () => {
    const res = (await api.conCookie(A.cookie).llamar(padresEndpoints.grupos)).json;
    expect(res).toEqual([
      {
        id: grupo1.id,
        nombre: 'Robótica Lunes',
        nivel: { nombre: expect.any(String) },
        horario: '1@16:00',
        plazasLibres: 15,
      },
      {
        id: grupo2.id,
        nombre: 'Robótica Martes',
        nivel: { nombre: expect.any(String) },
        horario: '1@16:00',
        plazasLibres: 16,
      },
    ]);
  });
});

describe('POST /api/padres/inscribir-alumno', () => {
  // `extra` may hold invalid values (the validation table): the body is what the test sends.
  const alumno = (extra: Record<string, unknown> = {}): InscribirAlumnoInput =>
    ({
      nombre: 'Hugo',
      apellidos: 'García López',
      fechaNacimiento: '2016-03-15',
      curso: '4',
      letra: 'B',
      grupoId: grupo2.id,
      telefono1: '600999888',
      telefono2: '',
      dni: '',
      cuenta: '',
      consentimientos: [privacidadAceptada()],
      ...(extra as object),
    }) as InscribirAlumnoInput;

  it('enrols a child in a group of the parent’s school, linked to the parent', async () => {
    const res = await api.conCookie(A.cookie).llamar(padresEndpoints.inscribir, { body: alumno() });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      message: 'El alumno ha sido inscrito correctamente',
      alumno: { nombre: 'Hugo', curso: '4', letra: 'B', grupoNombre: 'Robótica Martes', asistencias: 0 },
    });
    const [fila] = await t.db.select().from(alumnos).where(eq(alumnos.id, res.json.alumno!.id));
    expect(fila).toMatchObject({ padreId: A.padre.id, grupoId: grupo2.id, estado: 'alta', dni: null });
    const lista = (await api.conCookie(A.cookie).llamar(padresEndpoints.alumnos)).json;
    expect(lista.map((a: { nombre: string }) => a.nombre)).toContain('Hugo');
  });

  it('refuses a group of another school like a missing one (404)', async () => {
    const ajeno = await api
      .conCookie(A.cookie)
      .llamar(padresEndpoints.inscribir, { body: alumno({ grupoId: grupoOtroColegio.id }) });
    const falta = await api
      .conCookie(A.cookie)
      .llamar(padresEndpoints.inscribir, { body: alumno({ grupoId: 999_999 }) });
    expect(ajeno.status).toBe(404);
    expect(falta.status).toBe(404);
    expect(ajeno.json).toEqual(falta.json);
    expect(ajeno.error.message).toBe('El grupo seleccionado no pertenece a tu colegio');
  });

  it.each([
    ['nombre', '', 'El nombre es obligatorio'],
    ['apellidos', '', 'Los apellidos son obligatorios'],
    ['fechaNacimiento', '', 'La fecha de nacimiento es obligatoria'],
    ['fechaNacimiento', '1989-12-31', 'La fecha de nacimiento debe estar entre el 01/01/1990 y hoy'],
    ['fechaNacimiento', '2999-01-01', 'La fecha de nacimiento debe estar entre el 01/01/1990 y hoy'],
    ['curso', '', 'El curso es obligatorio'],
    ['curso', '7', 'El curso es obligatorio'],
    ['letra', '', 'La letra es obligatoria'],
    ['letra', 'H', 'La letra es obligatoria'],
    ['grupoId', undefined, 'Debes seleccionar un grupo'],
    ['grupoId', '3', 'Debes seleccionar un grupo'],
    ['telefono1', '12345', 'El teléfono debe tener al menos 9 dígitos'],
    ['dni', '12345678A', 'El DNI/NIE no es válido: revisa el número y la letra'],
    ['cuenta', 'ES00123', 'La cuenta bancaria no es un IBAN válido: revisa los dígitos de control'],
  ])('%s = %j → 400 "%s"', async (campo, valor, mensaje) => {
    const res = await api
      .conCookie(A.cookie)
      .llamar(padresEndpoints.inscribir, { body: alumno({ [campo]: valor }) });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toContain(mensaje);
  });

  it('refuses another role', async () => {
    const prof = await crearUsuarioDePrueba(t.db, 'profesor');
    const res = await api
      .conCookie(await cookieDe(t.app, prof.email))
      .llamar(padresEndpoints.inscribir, { body: alumno() });
    expect(res.status).toBe(403);
  });
});

describe('GET/PUT /api/padres/datos', () => {
  const perfil = (extra: Record<string, unknown> = {}) => ({
    nombre: 'Anabel',
    apellidos: 'Ruiz Soto',
    direccion: 'Calle Nueva 5',
    dni: 'x1234567l',
    telefono1: '611222333',
    telefono2: '',
    cuentaBancaria: 'ES79 2100 0813 6101 2345 6789',
    titularCuenta: 'Anabel Ruiz Soto',
    ...extra,
  });

  it('reads the profile with the account e-mail', async () => {
    const res = await api.conCookie(A.cookie).llamar(padresEndpoints.datos);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      nombre: 'Ana',
      email: A.usuario.email,
      dni: '12345678Z',
      telefono2: '',
      colegioNombre: 'Colegio Uno',
    });
  });

  it('saves the profile and the greeting name; the e-mail cannot be sent', async () => {
    const res = await api.conCookie(A.cookie).llamar(padresEndpoints.guardarDatos, { body: perfil() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      nombre: 'Anabel',
      dni: 'X1234567L',
      cuentaBancaria: 'ES7921000813610123456789',
      telefono2: '',
      email: A.usuario.email,
    });
    const [u] = await t.db.select().from(usuarios).where(eq(usuarios.id, A.usuario.id));
    expect(u!.nombre).toBe('Anabel');
    const conEmail = await api
      .conCookie(A.cookie)
      .llamar(padresEndpoints.guardarDatos, { body: perfil({ email: 'otro@prueba.es' }) });
    expect(conEmail.status).toBe(400);
    expect(conEmail.error.message).toBe('El email no se puede modificar');
    expect(conEmail.error.errors!.email!._errors).toEqual(['El email no se puede modificar']);
    const [sinCambio] = await t.db.select().from(usuarios).where(eq(usuarios.id, A.usuario.id));
    expect(sinCambio!.email).toBe(A.usuario.email);
    // B's profile is untouched.
    const [pb] = await t.db.select().from(padres).where(eq(padres.id, B.padre.id));
    expect(pb!.nombre).toBe('Bruno');
  });

  it.each([
    ['nombre', 'A', 'El nombre debe tener al menos 2 caracteres'],
    ['nombre', 'x'.repeat(51), 'El nombre no puede superar los 50 caracteres'],
    ['apellidos', 'R', 'Los apellidos deben tener al menos 2 caracteres'],
    ['direccion', 'Cl', 'La dirección debe tener al menos 3 caracteres'],
    ['dni', '1234567', 'El DNI debe tener 9 caracteres'],
    ['dni', '12345678A', 'El DNI/NIE no es válido: revisa el número y la letra'],
    ['telefono1', '6112', 'El teléfono debe tener 9 dígitos'],
    ['telefono2', '123', 'El teléfono debe tener 9 dígitos'],
    ['cuentaBancaria', 'ES12', 'La cuenta bancaria debe tener al menos 10 caracteres'],
    [
      'cuentaBancaria',
      'ES7921000813610123456788',
      'La cuenta bancaria no es un IBAN válido: revisa los dígitos de control',
    ],
    ['titularCuenta', 'A', 'El titular de la cuenta debe tener al menos 2 caracteres'],
  ])('%s = %j → 400 "%s"', async (campo, valor, mensaje) => {
    const res = await api
      .conCookie(A.cookie)
      .llamar(padresEndpoints.guardarDatos, { body: perfil({ [campo]: valor }) });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toContain(mensaje);
  });

  it('takes back the profile exactly as GET returned it (e-mail, school and AMPA included)', async () => {
    const leido = (await api.conCookie(A.cookie).llamar(padresEndpoints.datos)).json;
    expect(leido.email).toBe(A.usuario.email);
    const res = await api
      .conCookie(A.cookie)
      .llamar(padresEndpoints.guardarDatos, { body: { ...leido, telefono1: '699888777' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...leido, telefono1: '699888777' });
    // The same address in other letter case is the same address.
    const mayus = await api.conCookie(A.cookie).llamar(padresEndpoints.guardarDatos, {
      body: {
        ...leido,
        email: leido.email.toUpperCase(),
      },
    });
    expect(mayus.status).toBe(200);
  });

  it('creates the parent record of a tutor account that has none', async () => {
    const u = await crearUsuarioDePrueba(t.db, 'tutor', { nombre: 'Sin Ficha' });
    const cookie = await cookieDe(t.app, u.email);
    const vacio = (await api.conCookie(cookie).llamar(padresEndpoints.datos)).json;
    expect(vacio).toMatchObject({ nombre: 'Sin Ficha', email: u.email, dni: '' });
    expect(
      (await api.conCookie(cookie).llamar(padresEndpoints.guardarDatos, { body: perfil() })).status,
    ).toBe(200);
    const [p] = await t.db.select().from(padres).where(eq(padres.usuarioId, u.id));
    expect(p!.nombre).toBe('Anabel');
  });
});
