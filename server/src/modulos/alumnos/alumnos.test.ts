import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, asistencias, observaciones, sesiones } from '../../db/schema/index';
import { alumnosEndpoints, type EndpointInput, type ListarAlumnosInput } from '@escuela/shared';
import { usarAppDePrueba } from '../../../test/app';
import { crearGrupoPropioYAjenoDePrueba } from '../../../test/fabricas/index';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
let profesor: string;
let profesorUsuarioId: number;
let grupoPropio: { id: number };
let grupoAjeno: { id: number };

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
  const escena = await crearGrupoPropioYAjenoDePrueba(t.db, {
    grupo: 'Kids Lunes',
    grupoAjeno: 'Junior Martes',
  });
  profesor = escena.profesor.cookie;
  profesorUsuarioId = escena.profesor.usuarioId;
  grupoPropio = escena.grupo;
  grupoAjeno = escena.grupoAjeno;
  await t.db.insert(alumnos).values([
    {
      nombre: 'Lucía',
      apellidos: 'Fernández Núñez',
      grupoId: grupoPropio.id,
      curso: '3',
      letra: 'A',
      observaciones: 'Muy atenta',
    },
    { nombre: 'Íñigo', apellidos: 'Muñoz', grupoId: grupoPropio.id, curso: '2' },
    { nombre: 'Pedro', apellidos: 'Ajeno Ruiz', grupoId: grupoAjeno.id, observaciones: '  ' },
    { nombre: 'Sara', apellidos: 'Sin Grupo' },
    { nombre: 'Baja', apellidos: 'De Antes', grupoId: grupoPropio.id, estado: 'baja' },
  ]);
});

const nombres = async (cookie: string, query?: ListarAlumnosInput) =>
  (await api.conCookie(cookie).llamar(alumnosEndpoints.list, { query })).json.alumnos
    .map((a) => a.nombre)
    .sort();
const alumno = (cookie: string, id: number) =>
  api.conCookie(cookie).llamar(alumnosEndpoints.get, { params: { id } });
const idDe = async (nombre: string) =>
  (await t.db.select({ id: alumnos.id }).from(alumnos).where(eq(alumnos.nombre, nombre)))[0]!.id;

describe('GET /api/alumnos: filters and paging on the server', () => {
  it('lists students in alta by default, with group and pagination', async () => {
    const res = await api.conCookie(admin).llamar(alumnosEndpoints.list);
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.paginacion).toEqual({ total: 4, totalPaginas: 1, paginaActual: 1, porPagina: 50 });
    expect(body.alumnos[0]).toMatchObject({
      nombre: 'Pedro',
      apellidos: 'Ajeno Ruiz',
      grupo: { id: grupoAjeno.id, nombre: 'Junior Martes' },
    });
    expect(body.alumnos.find((a) => a.nombre === 'Sara')!.grupo).toBeNull();
  });

  it.each<[ListarAlumnosInput, string[] | null]>([
    [{ estado: 'baja' }, ['Baja']],
    [{ grupoId: 0 }, null],
    [{ grupoId: 'sin' }, ['Sara']],
    [{ observaciones: 'con' }, ['Lucía']],
    [{ observaciones: 'sin' }, ['Pedro', 'Sara', 'Íñigo']],
    [{ search: 'lucia' }, ['Lucía']],
    [{ search: 'NUNEZ' }, ['Lucía']],
    [{ search: 'fernández lucía' }, ['Lucía']],
    [{ search: 'iñigo' }, ['Íñigo']],
    [{ search: '%' }, []],
  ])('%j', async (query, esperado) => {
    if (esperado === null) {
      const res = await api.conCookie(admin).llamar(alumnosEndpoints.list, { query });
      expect(res.status).toBe(400);
      return;
    }
    expect(await nombres(admin, query)).toEqual([...esperado].sort());
  });

  it('filters by group and pages', async () => {
    expect(await nombres(admin, { grupoId: grupoPropio.id })).toEqual(['Lucía', 'Íñigo']);
    const pagina = async (page: number) =>
      (await api.conCookie(admin).llamar(alumnosEndpoints.list, { query: { limit: 3, page } })).json;
    const pagina2 = await pagina(2);
    expect(pagina2.alumnos).toHaveLength(1);
    expect(pagina2.paginacion).toEqual({ total: 4, totalPaginas: 2, paginaActual: 2, porPagina: 3 });
    // A page past the end has no rows, and still its total.
    const despues = await pagina(5);
    expect(despues.alumnos).toEqual([]);
    expect(despues.paginacion.total).toBe(4);
  });

  it('refuses bad filters with Spanish messages', async () => {
    const lista = (query: object) =>
      // Filters no client would send (an unknown estado, an unknown field) go through the same call.
      api.conCookie(admin).llamar(alumnosEndpoints.list, { query: query as never });
    const res = await lista({ estado: 'todos' });
    expect(res.status).toBe(400);
    expect(res.error.errors!.estado!._errors).toEqual(['El estado debe ser alta o baja']);
    expect((await lista({ limit: 1000 })).status).toBe(400);
    expect((await lista({ otro: 1 })).status).toBe(400);
  });

  it('scopes a teacher to the students of their own groups', async () => {
    expect(await nombres(profesor)).toEqual(['Lucía', 'Íñigo']);
    expect(await nombres(profesor, { grupoId: grupoAjeno.id })).toEqual([]);
    expect(await nombres(profesor, { grupoId: 'sin' })).toEqual([]);
    expect(await nombres(coordinador)).toHaveLength(4);
  });
});

describe('GET /api/alumnos/:id', () => {
  it('answers 404 for another teacher’s student and for a missing one', async () => {
    expect((await alumno(profesor, await idDe('Pedro'))).status).toBe(404);
    expect((await alumno(admin, 999999)).status).toBe(404);
    // A path id that is not a number, which no client would send.
    expect((await alumno(admin, 'abc' as never)).status).toBe(404);
    const propio = await alumno(profesor, await idDe('Lucía'));
    expect(propio.json).toMatchObject({ nombre: 'Lucía', numAsistencias: 0, dni: null, cuenta: null });
  });
});

describe('POST /api/alumnos (admin)', () => {
  it('creates a student with every field, stamping the first observaciones', async () => {
    const res = await api.conCookie(admin).llamar(alumnosEndpoints.create, {
      body: {
        nombre: ' Marta ',
        apellidos: 'López Gil',
        fechaNacimiento: '2015-09-01',
        curso: '4',
        letra: 'b',
        grupoId: grupoPropio.id,
        telefono1: '612 345 678',
        telefono2: '',
        dni: '12345678z',
        cuenta: 'ES91 2100 0418 4502 0005 1332',
        observaciones: 'Nueva este curso',
        estado: 'alta',
      },
    });
    expect(res.status).toBe(201);
    const a = res.json;
    expect(a).toMatchObject({
      nombre: 'Marta',
      letra: 'B',
      telefono2: null,
      // Masked in the answer (decision 045); stored whole.
      dni: '••••678Z',
      cuenta: '••••1332',
      grupo: { id: grupoPropio.id, nombre: 'Kids Lunes' },
    });
    const [guardado] = await t.db.select().from(alumnos).where(eq(alumnos.id, a.id));
    expect(guardado).toMatchObject({ dni: '12345678Z', cuenta: 'ES9121000418450200051332' });
    expect(a.observacionesUpdatedAt).toBeTruthy();
    const historial = await t.db.select().from(observaciones).where(eq(observaciones.alumnoId, a.id));
    expect(historial).toMatchObject([{ texto: 'Nueva este curso', grupoId: grupoPropio.id }]);
  });

  it.each([
    [{ apellidos: 'X' }, 'nombre', 'El nombre es obligatorio'],
    [{ nombre: 'X', apellidos: '  ' }, 'apellidos', 'Los apellidos son obligatorios'],
    [{ nombre: 'X', apellidos: 'Y', letra: 'AB' }, 'letra', 'La letra debe ser una sola letra'],
    [
      { nombre: 'X', apellidos: 'Y', telefono1: '12345' },
      'telefono1',
      'El teléfono debe tener al menos 9 dígitos',
    ],
    [
      { nombre: 'X', apellidos: 'Y', fechaNacimiento: '2016-02-30' },
      'fechaNacimiento',
      'La fecha de nacimiento no es válida',
    ],
    [
      { nombre: 'X', apellidos: 'Y', fechaNacimiento: '1980-01-01' },
      'fechaNacimiento',
      'La fecha de nacimiento debe estar entre el 01/01/1990 y hoy',
    ],
    [{ nombre: 'X', apellidos: 'Y', curso: '9' }, 'curso', 'El curso no es válido'],
    [
      { nombre: 'X', apellidos: 'Y', dni: '12345678A' },
      'dni',
      'El DNI/NIE no es válido: revisa el número y la letra',
    ],
    [{ nombre: 'X', apellidos: 'Y', estado: 'otro' }, 'estado', 'El estado debe ser alta o baja'],
    [{ nombre: 'X', apellidos: 'Y', grupoId: 999999 }, 'grupoId', 'El grupo no es válido'],
  ])('refuses %j', async (body, campo, mensaje) => {
    // Bodies no client would send (a missing name, an unknown estado).
    const res = await api.conCookie(admin).llamar(alumnosEndpoints.create, { body: body as never });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toEqual([mensaje]);
  });

  it('refuses unknown fields and other roles', async () => {
    const crear = (cookie: string, body: object) =>
      // An unknown field no client would send goes through the same call.
      api.conCookie(cookie).llamar(alumnosEndpoints.create, { body: body as never });
    expect((await crear(admin, { nombre: 'X', apellidos: 'Y', padreId: 1 })).status).toBe(400);
    expect((await crear(profesor, { nombre: 'X', apellidos: 'Y' })).status).toBe(403);
    expect((await crear(coordinador, { nombre: 'X', apellidos: 'Y' })).status).toBe(403);
  });
});

describe('PUT /api/alumnos/:id', () => {
  it('a teacher’s PUT changes observaciones only, whatever else it sends', async () => {
    const id = await idDe('Íñigo');
    const res = await api.conCookie(profesor).llamar(alumnosEndpoints.update, {
      params: { id },
      body: {
        nombre: 'Cambiado',
        apellidos: 'Cambiado',
        estado: 'baja',
        grupoId: grupoAjeno.id,
        observaciones: 'Trabaja muy bien en equipo',
      },
    });
    expect(res.status).toBe(200);
    const [fila] = await t.db.select().from(alumnos).where(eq(alumnos.id, id));
    expect(fila).toMatchObject({
      nombre: 'Íñigo',
      apellidos: 'Muñoz',
      estado: 'alta',
      grupoId: grupoPropio.id,
      observaciones: 'Trabaja muy bien en equipo',
    });
    expect(fila!.observacionesUpdatedAt).toBeInstanceOf(Date);
    const historial = await t.db.select().from(observaciones).where(eq(observaciones.alumnoId, id));
    expect(historial).toMatchObject([
      { texto: 'Trabaja muy bien en equipo', autorId: profesorUsuarioId, grupoId: grupoPropio.id },
    ]);
  });

  it('saving the same observaciones again appends nothing', async () => {
    const id = await idDe('Íñigo');
    await api.conCookie(profesor).llamar(alumnosEndpoints.update, {
      params: { id },
      body: { observaciones: 'Trabaja muy bien en equipo' },
    });
    expect(await t.db.select().from(observaciones).where(eq(observaciones.alumnoId, id))).toHaveLength(1);
  });

  it('a teacher cannot reach another teacher’s student (404); a coordinador edits observaciones only', async () => {
    const pedro = await idDe('Pedro');
    expect(
      (
        await api.conCookie(profesor).llamar(alumnosEndpoints.update, {
          params: { id: pedro },
          body: { observaciones: 'x' },
        })
      ).status,
    ).toBe(404);
    const res = await api.conCookie(coordinador).llamar(alumnosEndpoints.update, {
      params: { id: pedro },
      body: { nombre: 'Otro', observaciones: 'Visto' },
    });
    expect(res.json).toMatchObject({ nombre: 'Pedro', observaciones: 'Visto' });
  });

  it('an admin changes any field, validated', async () => {
    const id = await idDe('Sara');
    const editar = (body: EndpointInput<typeof alumnosEndpoints.update>['body']) =>
      api.conCookie(admin).llamar(alumnosEndpoints.update, { params: { id }, body });
    const res = await editar({ grupoId: grupoAjeno.id, estado: 'baja', letra: 'c' });
    expect(res.json).toMatchObject({
      nombre: 'Sara',
      grupo: { id: grupoAjeno.id },
      estado: 'baja',
      letra: 'C',
    });
    const mal = await editar({ nombre: '' });
    expect(mal.status).toBe(400);
    expect(mal.error.errors!.nombre!._errors).toEqual(['El nombre es obligatorio']);
    await editar({ grupoId: null, estado: 'alta' });
  });
});

describe('DELETE /api/alumnos/:id (admin)', () => {
  it('deletes a student without attendance; sets one with attendance to baja', async () => {
    const [libre] = await t.db.insert(alumnos).values({ nombre: 'Borrar', apellidos: 'Me' }).returning();
    const eliminar = (cookie: string, id: number) =>
      api.conCookie(cookie).llamar(alumnosEndpoints.remove, { params: { id } });
    const res = await eliminar(admin, libre!.id);
    expect(res.json).toEqual({ message: 'Alumno eliminado', resultado: 'eliminado' });
    expect((await alumno(admin, libre!.id)).status).toBe(404);

    const lucia = await idDe('Lucía');
    const [sesion] = await t.db
      .insert(sesiones)
      .values({ grupoId: grupoPropio.id, fecha: '2025-10-06 16:00:00' })
      .returning();
    await t.db.insert(asistencias).values({
      alumnoId: lucia,
      grupoId: grupoPropio.id,
      sesionId: sesion!.id,
      fechaSesion: '2025-10-06 16:00:00',
      asistio: false,
    });
    expect((await alumno(admin, lucia)).json.numAsistencias).toBe(1);
    const baja = await eliminar(admin, lucia);
    expect(baja.json).toEqual({
      message: 'El alumno tiene asistencias registradas: se ha dado de baja en lugar de eliminarlo',
      resultado: 'baja',
    });
    expect((await alumno(admin, lucia)).json.estado).toBe('baja');
    await api
      .conCookie(admin)
      .llamar(alumnosEndpoints.update, { params: { id: lucia }, body: { estado: 'alta' } });
    expect((await eliminar(profesor, lucia)).status).toBe(403);
  });
});
