/**
 * One record per child (issue 29, decision 040): a parent enrolling a child the office imported links to
 * it; an uncertain match waits in "Inscripciones nuevas", where the office merges, approves or rejects it
 * (the rejection e-mailed through the outbox); another family's child is never handed over.
 */
import { eq } from 'drizzle-orm';
import {
  alumnosEndpoints,
  inscripcionesEndpoints,
  padresEndpoints,
  type InscribirAlumnoInput,
  privacidadAceptada,
} from '@escuela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alumnos, inscripciones } from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { buildTestApp, type TestApp } from '../../../test/app';
import { csvDe } from '../../../test/alumnos/archivos';
import { clienteApi, type ClienteApi } from '../../../test/cliente-api';
import {
  crearColegioDePrueba,
  crearFamilia,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  historialMatriculas,
} from '../../../test/fabricas';
import { iniciarSmtpCatcher, type SmtpCatcher } from '../../../test/smtp-catcher';

let t: TestApp;
let api: ClienteApi;
let smtp: SmtpCatcher;
let kids: { id: number };
let junior: { id: number };
let familia: Awaited<ReturnType<typeof crearFamilia>>;
let otraFamilia: Awaited<ReturnType<typeof crearFamilia>>;

/** The admin imports a spreadsheet (multipart, as the screen sends it). */
function importar(datos: Buffer) {
  return api.como('admin').llamar(alumnosEndpoints.importar, { archivo: { nombre: 'alumnos.csv', datos } });
}

beforeAll(async () => {
  smtp = await iniciarSmtpCatcher();
  t = await buildTestApp({ config: { smtpUrl: smtp.url, appUrl: 'http://escuela.test' } });
  api = await clienteApi(t);
  const colegio = await crearColegioDePrueba(t.db, { nombre: 'CEIP Cervantes' });
  const profe = await crearProfesorDePrueba(t.db);
  kids = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: profe.id, nombre: 'Kids I' });
  junior = await crearGrupoDePrueba(t.db, {
    colegioId: colegio.id,
    profesorId: profe.id,
    nombre: 'Junior I',
  });
  familia = await crearFamilia(t.db, colegio.id, 'Marta');
  otraFamilia = await crearFamilia(t.db, colegio.id, 'Jorge');
  // The office's spreadsheet: what it had before any family signed up.
  const csv = csvDe(
    [
      ['Nombre', 'Apellidos', 'Fecha de nacimiento', 'Curso', 'Letra', 'Grupo', 'En el grupo desde'],
      ['Lucía', 'Martín Pérez', '04/05/2016', '3º Primaria', 'A', 'Kids I', '01/09/2025'],
      ['Hugo', 'Sanz Gil', '10/10/2015', '4º Primaria', 'B', 'Kids I', '01/09/2025'],
      ['Nora', 'Vidal Ruiz', '02/02/2014', '5º Primaria', 'C', 'Kids I', '01/09/2025'],
      ['Pablo', 'Ortega Vidal', '03/03/2013', '6º Primaria', 'A', 'Junior I', '01/09/2025'],
    ],
    { sep: ';', codificacion: 'windows-1252' },
  );
  const importado = await importar(csv);
  expect(importado.json).toMatchObject({ creados: 4, errores: [] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const registros = (nombre: string) => t.db.select().from(alumnos).where(eq(alumnos.nombre, nombre));
const solicitud = (extra: Partial<InscribirAlumnoInput> = {}): InscribirAlumnoInput => ({
  nombre: 'lucia',
  apellidos: 'MARTIN  PÉREZ',
  fechaNacimiento: '2016-05-04',
  curso: '3',
  letra: 'A',
  grupoId: kids.id,
  telefono1: '612 345 678',
  dni: '12345678Z',
  consentimientos: [privacidadAceptada()],
  ...extra,
});
const inscribir = (f: typeof familia, body: InscribirAlumnoInput) =>
  api.conCookie(f.cookie).llamar(padresEndpoints.inscribir, { body });
const pendientes = async (rol: 'admin' | 'coordinador' = 'admin') =>
  (await api.como(rol).llamar(inscripcionesEndpoints.list, { query: { estado: 'pendiente' } })).json;

describe('a parent enrolling a child the office imported', () => {
  it('links the existing student (no second record) and fills what the office lacked', async () => {
    const [importada] = await registros('Lucía');
    const res = await inscribir(familia, solicitud());
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      resultado: 'vinculado',
      message: 'Ya teníamos a este alumno en nuestros registros: lo hemos vinculado a tu cuenta.',
      alumno: { id: importada!.id, nombre: 'Lucía', grupoNombre: 'Kids I' },
      inscripcion: null,
    });
    const filas = await registros('Lucía');
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ padreId: familia.padre.id, telefono1: '612 345 678', dni: '12345678Z' });
    // Sent twice (a double click): still one record, still linked.
    expect((await inscribir(familia, solicitud())).json.resultado).toBe('vinculado');
    expect(await registros('Lucía')).toHaveLength(1);
    const hijos = (await api.conCookie(familia.cookie).llamar(padresEndpoints.alumnos)).json;
    expect(hijos.map((h) => h.nombre)).toEqual(['Lucía']);
  });

  it('never hands the child to a second family: the request waits for the office', async () => {
    const res = await inscribir(otraFamilia, solicitud({ dni: null }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      resultado: 'pendiente',
      alumno: null,
      inscripcion: { nombre: 'lucia', estado: 'pendiente', grupoNombre: 'Kids I' },
    });
    const [lucia] = await registros('Lucía');
    expect(lucia!.padreId).toBe(familia.padre.id);
    const espera = (await pendientes()).inscripciones.find(
      (i) => i.familia.padreId === otraFamilia.padre.id,
    )!;
    expect(espera).toMatchObject({
      motivo: 'otra_familia',
      candidatos: [
        {
          id: lucia!.id,
          familia: { nombre: 'Marta Apellido' },
          dni: '•••••678Z',
          razones: ['mismo_nombre', 'misma_fecha', 'otra_familia'],
        },
      ],
    });
    // The office cannot join it to that student either without unlinking it first.
    const unir = await api
      .como('admin')
      .llamar(inscripcionesEndpoints.fusionar, { params: { id: espera.id }, body: { alumnoId: lucia!.id } });
    expect(unir.status).toBe(409);
    expect(unir.error.message).toMatch(/ya está vinculado a otra familia/);
  });
});

describe('"Inscripciones nuevas"', () => {
  it('an uncertain match (another group) waits, shows in the list and the family’s portal, and is merged', async () => {
    const [hugo] = await registros('Hugo');
    const deHugo = solicitud({
      nombre: 'Hugo',
      apellidos: 'Sanz Gil',
      fechaNacimiento: '2015-10-10',
      grupoId: junior.id,
      dni: null,
    });
    const res = await inscribir(familia, deHugo);
    expect(res.json.resultado).toBe('pendiente');
    expect(res.json.message).toMatch(/La oficina la revisará/);
    expect(await registros('Hugo')).toHaveLength(1);
    // The same request again waits as the same one.
    const otra = await inscribir(familia, deHugo);
    expect(otra.json.inscripcion!.id).toBe(res.json.inscripcion!.id);

    const delPadre = (await api.conCookie(familia.cookie).llamar(inscripcionesEndpoints.delPadre)).json;
    expect(delPadre).toEqual([
      expect.objectContaining({ id: res.json.inscripcion!.id, estado: 'pendiente' }),
    ]);
    expect((await api.como('coordinador').llamar(inscripcionesEndpoints.pendientes)).json.total).toBe(2);
    const fila = (await pendientes('coordinador')).inscripciones.find(
      (i) => i.id === res.json.inscripcion!.id,
    )!;
    expect(fila).toMatchObject({
      motivo: 'coincidencia_dudosa',
      familia: { nombre: 'Marta Apellido', colegio: 'CEIP Cervantes' },
      solicitud: { nombre: 'Hugo', grupo: { id: junior.id, nombre: 'Junior I', colegio: 'CEIP Cervantes' } },
      candidatos: [
        {
          id: hugo!.id,
          grupo: { nombre: 'Kids I' },
          familia: null,
          razones: ['mismo_nombre', 'misma_fecha', 'otro_grupo'],
        },
      ],
      historial: [{ estado: 'pendiente', autor: 'Marta' }],
    });

    // The coordinador reads but does not decide.
    const coordinador = await api
      .como('coordinador')
      .llamar(inscripcionesEndpoints.fusionar, { params: { id: fila.id }, body: { alumnoId: hugo!.id } });
    expect(coordinador.status).toBe(403);

    const unida = await api.como('admin').llamar(inscripcionesEndpoints.fusionar, {
      params: { id: fila.id },
      body: { alumnoId: hugo!.id, cambiarGrupo: true },
    });
    expect(unida.status).toBe(200);
    expect(unida.json).toEqual({
      message: 'Inscripción unida al alumno y vinculada a la familia',
      alumnoId: hugo!.id,
    });
    const [despues] = await registros('Hugo');
    expect(despues).toMatchObject({ padreId: familia.padre.id, grupoId: junior.id, estado: 'alta' });
    // Moved from today: the old group's enrolment is closed, not rewritten.
    const hoy = hoyEscuela();
    expect(await historialMatriculas(t.db, hugo!.id)).toEqual([
      [kids.id, '2025-09-01', hoy],
      [junior.id, hoy, null],
    ]);
    const resuelta = (
      await api.como('admin').llamar(inscripcionesEndpoints.list, { query: { estado: 'fusionada' } })
    ).json.inscripciones[0]!;
    expect(resuelta).toMatchObject({ id: fila.id, alumnoId: hugo!.id });
    expect(resuelta.historial.map((h) => [h.estado, h.autor])).toEqual([
      ['pendiente', 'Marta'],
      ['fusionada', expect.stringMatching(/admin/i)],
    ]);
    // Decided once only.
    const otraVez = await api
      .como('admin')
      .llamar(inscripcionesEndpoints.aprobar, { params: { id: fila.id } });
    expect(otraVez.status).toBe(409);
    expect(otraVez.error.message).toBe('Esta inscripción ya se ha resuelto');
    expect((await api.conCookie(familia.cookie).llamar(inscripcionesEndpoints.delPadre)).json).toEqual([]);
  });

  it('approving a near match creates the student the family asked for, enrolled from today', async () => {
    const res = await inscribir(
      familia,
      solicitud({ nombre: 'Nora', apellidos: 'Vidal', fechaNacimiento: '2014-02-02', dni: null }),
    );
    expect(res.json.resultado).toBe('pendiente');
    const id = res.json.inscripcion!.id;
    const [fila] = (await pendientes()).inscripciones.filter((i) => i.id === id);
    expect(fila!.candidatos[0]!.razones).toEqual(['nombre_parecido', 'misma_fecha']);
    const aprobada = await api.como('admin').llamar(inscripcionesEndpoints.aprobar, { params: { id } });
    expect(aprobada.status).toBe(200);
    const nueva = (await registros('Nora')).find((a) => a.id === aprobada.json.alumnoId)!;
    expect(nueva).toMatchObject({ apellidos: 'Vidal', padreId: familia.padre.id, grupoId: kids.id });
    expect(await historialMatriculas(t.db, nueva.id)).toEqual([[kids.id, hoyEscuela(), null]]);
    expect(await registros('Nora')).toHaveLength(2);
  });

  it('rejecting sends the office’s message to the family through the outbox', async () => {
    const res = await inscribir(
      familia,
      solicitud({ nombre: 'Pablo', apellidos: 'Ortega Vidal', fechaNacimiento: '2013-03-03', dni: null }),
    );
    const id = res.json.inscripcion!.id;
    const vacio = await api
      .como('admin')
      .llamar(inscripcionesEndpoints.rechazar, { params: { id }, body: { mensaje: '  ' } });
    expect(vacio.status).toBe(400);
    expect(vacio.error.errors?.mensaje?._errors).toEqual(['Escribe el motivo para la familia']);
    const mensaje = 'Pablo ya está en Junior I con su madre: escríbenos si queréis cambiar de grupo.';
    const rechazada = await api
      .como('admin')
      .llamar(inscripcionesEndpoints.rechazar, { params: { id }, body: { mensaje } });
    expect(rechazada.status).toBe(200);
    await t.app.correo.vaciar();
    const correo = await smtp.esperar(familia.usuario.email);
    expect(correo.subject).toBe('Tu solicitud de inscripción · RoboEscuela');
    expect(correo.text).toContain(mensaje);
    expect(correo.text).toContain('http://escuela.test/padres/dashboard?section=alumnos');
    const delPadre = (await api.conCookie(familia.cookie).llamar(inscripcionesEndpoints.delPadre)).json;
    expect(delPadre).toEqual([expect.objectContaining({ id, estado: 'rechazada', mensaje })]);
    const [fila] = await t.db.select().from(inscripciones).where(eq(inscripciones.id, id));
    expect(fila).toMatchObject({ estado: 'rechazada', mensaje });
  });

  it('refuses bad input and other roles', async () => {
    const q = await api
      .como('admin')
      .llamar(inscripcionesEndpoints.list, { query: { estado: 'otra' as never } });
    expect(q.status).toBe(400);
    expect(q.error.errors?.estado?._errors).toEqual(['El estado no es válido']);
    const sinAlumno = await api
      .como('admin')
      .llamar(inscripcionesEndpoints.fusionar, { params: { id: 1 }, body: { alumnoId: 'x' as never } });
    expect(sinAlumno.status).toBe(400);
    expect(sinAlumno.error.errors?.alumnoId?._errors).toEqual([
      'Elige el alumno con el que unir la inscripción',
    ]);
    expect(
      (await api.como('admin').llamar(inscripcionesEndpoints.aprobar, { params: { id: 999_999 } })).status,
    ).toBe(404);
    expect((await api.como('profesor').llamar(inscripcionesEndpoints.list)).status).toBe(403);
    expect((await api.como('tutor').llamar(inscripcionesEndpoints.pendientes)).status).toBe(403);
    expect((await api.como('admin').llamar(inscripcionesEndpoints.delPadre)).status).toBe(403);
    expect((await api.como('anonimo').llamar(inscripcionesEndpoints.list)).status).toBe(401);
  });

  it('a child nobody has is a new student, as before', async () => {
    const res = await inscribir(
      familia,
      solicitud({ nombre: 'Iker', apellidos: 'Nuevo Sol', fechaNacimiento: '2017-01-09', dni: null }),
    );
    expect(res.json).toMatchObject({
      resultado: 'inscrito',
      message: 'El alumno ha sido inscrito correctamente',
    });
    expect(
      (await api.como('admin').llamar(alumnosEndpoints.get, { params: { id: res.json.alumno!.id } })).json,
    ).toMatchObject({
      nombre: 'Iker',
      grupo: { id: kids.id },
    });
  });
});

describe('the student dialog sets the family account by its e-mail', () => {
  it('links, reads back for the admin only, refuses an unknown e-mail, and unlinks with a blank', async () => {
    const [hugo] = await registros('Hugo');
    const admin = api.como('admin');
    const email = otraFamilia.usuario.email.toUpperCase();
    const res = await admin.llamar(alumnosEndpoints.update, {
      params: { id: hugo!.id },
      body: { padreEmail: ` ${email} ` },
    });
    expect(res.status).toBe(200);
    expect(res.json.padreEmail).toBe(otraFamilia.usuario.email);
    expect((await registros('Hugo'))[0]!.padreId).toBe(otraFamilia.padre.id);
    const hijos = (await api.conCookie(otraFamilia.cookie).llamar(padresEndpoints.alumnos)).json;
    expect(hijos.map((h) => h.nombre)).toContain('Hugo');
    expect(
      (await api.como('coordinador').llamar(alumnosEndpoints.get, { params: { id: hugo!.id } })).json
        .padreEmail,
    ).toBeNull();

    const desconocido = await admin.llamar(alumnosEndpoints.update, {
      params: { id: hugo!.id },
      body: { padreEmail: 'nadie@prueba.es', nombre: 'Otro' },
    });
    expect(desconocido.status).toBe(400);
    expect(desconocido.error.errors?.padreEmail?._errors).toEqual([
      'No hay ninguna cuenta de familia con este email',
    ]);
    const malo = await admin.llamar(alumnosEndpoints.create, {
      body: { nombre: 'A', apellidos: 'B', padreEmail: 'no-es-email' },
    });
    expect(malo.status).toBe(400);
    expect(malo.error.errors?.padreEmail?._errors).toEqual(['El email de la familia no es válido']);
    expect((await registros('Hugo'))[0]).toMatchObject({ nombre: 'Hugo', padreId: otraFamilia.padre.id });

    const creado = await admin.llamar(alumnosEndpoints.create, {
      body: { nombre: 'Gala', apellidos: 'Nueva', padreEmail: familia.usuario.email },
    });
    expect(creado.status).toBe(201);
    expect((await registros('Gala'))[0]!.padreId).toBe(familia.padre.id);

    await admin.llamar(alumnosEndpoints.update, { params: { id: hugo!.id }, body: { padreEmail: '' } });
    expect((await registros('Hugo'))[0]!.padreId).toBeNull();
  });
});

describe('the import sets the family account by the "Email del tutor" column', () => {
  it('links the rows whose e-mail has a family, refuses the others by row, and a blank cell keeps the link', async () => {
    const csv = csvDe(
      [
        ['Nombre', 'Apellidos', 'Grupo', 'Email del tutor'],
        ['Olga', 'Importada Sol', 'Kids I', otraFamilia.usuario.email.toUpperCase()],
        ['Pedro', 'Importado Sol', 'Kids I', 'nadie@prueba.es'],
        ['Gala', 'Nueva', '', ''],
      ],
      { sep: ';', codificacion: 'windows-1252' },
    );
    const res = await importar(csv);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      creados: 1,
      errores: ['Fila 3: No hay ninguna cuenta de familia con este email («nadie@prueba.es»)'],
    });
    expect((await registros('Olga'))[0]!.padreId).toBe(otraFamilia.padre.id);
    expect(await registros('Pedro')).toEqual([]);
    // Gala was linked to `familia` by the dialog's test; the blank cell left her so.
    expect((await registros('Gala'))[0]!.padreId).toBe(familia.padre.id);

    const otra = csvDe(
      [
        ['Nombre', 'Apellidos', 'Grupo', 'Email de la familia'],
        ['Olga', 'Importada Sol', 'Kids I', familia.usuario.email],
      ],
      { sep: ',', codificacion: 'utf8' },
    );
    const res2 = await importar(otra);
    expect(res2.json).toMatchObject({ creados: 0, actualizados: 1, errores: [] });
    expect((await registros('Olga'))[0]!.padreId).toBe(familia.padre.id);
  });
});
