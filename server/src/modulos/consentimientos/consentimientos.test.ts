/**
 * Versioned consents and safeguarding data (issue 25, decisions 043 and 044): the enrolment requires the
 * privacy notice; decisions are new rows; a parent reaches only their children; a profesor reads the
 * safeguarding data of their groups (404 for another group); the roster carries the badges set-based.
 */
import { count, eq } from 'drizzle-orm';
import {
  alumnosEndpoints,
  asistenciasEndpoints,
  consentimientosEndpoints,
  fusionesEndpoints,
  inscripcionesEndpoints,
  padresEndpoints,
  privacidadAceptada,
  sumarDias,
  TEXTOS_CONSENTIMIENTO,
  VERSIONES_CONSENTIMIENTO,
  versionDeTexto,
  type InscribirAlumnoInput,
} from '@escuela/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { alergias, alumnos, consentimientos, personasRecogida } from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { usarAppDePrueba } from '../../../test/app';
import { contarConsultas } from '../../../test/contar-consultas';
import {
  crearColegioDePrueba,
  crearFamilia,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  insertConsentimiento,
  insertHijo,
  insertSalvaguarda,
  insertSesion,
  loginDe,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
let familia: Awaited<ReturnType<typeof crearFamilia>>;
let otraFamilia: Awaited<ReturnType<typeof crearFamilia>>;
let grupoA: { id: number };
let grupoB: { id: number };
let hijo: { id: number };
let hijoDeOtra: { id: number };
let deGrupoB: { id: number };
let profeA: string;
let profeB: string;

const imagen = (interno: boolean, familias = false, web = false) => ({
  tipo: 'imagen' as const,
  version: VERSIONES_CONSENTIMIENTO.imagen,
  decision: { interno, familias, web },
});
const salvaguarda = {
  alergias: [
    { tipo: 'Alergia', descripcion: 'Frutos secos', actuacion: 'Retirar el alimento y llamar a la familia' },
  ],
  recogida: [{ nombre: 'Carmen López', dni: '12.345.678-z', parentesco: 'Abuela', telefono: '600 111 222' }],
  salirSolo: true,
};

beforeAll(async () => {
  const colegio = await crearColegioDePrueba(t.db);
  const a = await crearProfesorDePrueba(t.db, { conCuenta: true });
  const b = await crearProfesorDePrueba(t.db, { conCuenta: true });
  profeA = await loginDe(t.db, a.usuarioId!);
  profeB = await loginDe(t.db, b.usuarioId!);
  grupoA = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: a.id });
  grupoB = await crearGrupoDePrueba(t.db, { colegioId: colegio.id, profesorId: b.id });
  familia = await crearFamilia(t.db, colegio.id, 'Marta');
  otraFamilia = await crearFamilia(t.db, colegio.id, 'Pedro');
  hijo = await insertHijo(t.db, familia.padre.id, grupoA.id, 'Pablo');
  hijoDeOtra = await insertHijo(t.db, otraFamilia.padre.id, grupoA.id, 'Irene');
  deGrupoB = await insertHijo(t.db, otraFamilia.padre.id, grupoB.id, 'Bruno');
});

const comoFamilia = (f = familia) => api.conCookie(f.cookie);
const solicitud = (nombre: string, extra: Partial<InscribirAlumnoInput> = {}): InscribirAlumnoInput => ({
  nombre,
  apellidos: 'Consentida Prueba',
  fechaNacimiento: '2016-05-04',
  curso: '3',
  letra: 'A',
  grupoId: grupoA.id,
  telefono1: '612 345 678',
  consentimientos: [privacidadAceptada(), imagen(true, true, false)],
  ...extra,
});
const alumnosLlamados = async (nombre: string) =>
  (await t.db.select({ n: count() }).from(alumnos).where(eq(alumnos.nombre, nombre)))[0]!.n;

describe('GET /api/consentimientos/textos', () => {
  it('answers the four texts, each versioned by its hash, to anyone', async () => {
    const res = await api.como('anonimo').llamar(consentimientosEndpoints.textos);
    expect(res.status).toBe(200);
    expect(res.json.map((x) => x.tipo)).toEqual(['privacidad', 'imagen', 'salida', 'medicacion']);
    for (const x of res.json) {
      expect(x.texto).toBe(TEXTOS_CONSENTIMIENTO[x.tipo]);
      expect(x.version).toBe(versionDeTexto(x.texto));
    }
  });
});

describe('enrolment in the portal', () => {
  it.each([
    ['no consents at all', undefined],
    ['no privacy item', [imagen(true)]],
    ['the privacy notice refused', [{ ...privacidadAceptada(), decision: false }]],
  ])('without the privacy notice accepted (%s) → 400, nothing created', async (_caso, lista) => {
    const body = { ...solicitud('Sinprivacidad'), consentimientos: lista } as InscribirAlumnoInput;
    const res = await comoFamilia().llamar(padresEndpoints.inscribir, { body });
    expect(res.status).toBe(400);
    expect(res.error.errors?.consentimientos?._errors).toContain(
      'Para inscribir a tu hijo o hija debes aceptar el aviso de privacidad (versión actual)',
    );
    expect(await alumnosLlamados('Sinprivacidad')).toBe(0);
  });

  it('an old version of the privacy text → 400 that names the version', async () => {
    const body = solicitud('Versionvieja', {
      consentimientos: [{ tipo: 'privacidad', version: versionDeTexto('un texto anterior'), decision: true }],
    });
    const res = await comoFamilia().llamar(padresEndpoints.inscribir, { body });
    expect(res.status).toBe(400);
    expect(res.error.errors?.['consentimientos.0.version']?._errors).toContain(
      'El texto ha cambiado: vuelve a leerlo y decide sobre la versión actual',
    );
    expect(await alumnosLlamados('Versionvieja')).toBe(0);
  });

  it('records the decisions with the parent, the address, the day and the child’s age', async () => {
    const res = await api
      .conCookie(familia.cookie, { ip: '203.0.113.7' })
      .llamar(padresEndpoints.inscribir, { body: solicitud('Nuria') });
    expect(res.status).toBe(201);
    const id = res.json.alumno!.id;
    const filas = await t.db.select().from(consentimientos).where(eq(consentimientos.alumnoId, id));
    expect(filas.map((f) => f.tipo).sort()).toEqual(['imagen', 'privacidad']);
    for (const f of filas) {
      expect(f).toMatchObject({
        padreId: familia.padre.id,
        usuarioId: familia.usuario.id,
        ip: '203.0.113.7',
      });
      expect(f.edadAlumno).toBe(
        Number(hoyEscuela().slice(0, 4)) - 2016 - (hoyEscuela().slice(5) < '05-04' ? 1 : 0),
      );
    }
    const estados = (await comoFamilia().llamar(consentimientosEndpoints.delPadre)).json.filter(
      (e) => e.alumnoId === id,
    );
    expect(estados).toEqual([
      expect.objectContaining({ tipo: 'privacidad', decision: true, pendiente: false }),
      expect.objectContaining({
        tipo: 'imagen',
        decision: { interno: true, familias: true, web: false },
        version: VERSIONES_CONSENTIMIENTO.imagen,
        pendiente: false,
      }),
      { alumnoId: id, tipo: 'salida', version: null, decision: null, fecha: null, pendiente: true },
      { alumnoId: id, tipo: 'medicacion', version: null, decision: null, fecha: null, pendiente: true },
    ]);
  });
});

describe('enrolments the office decides, and merged duplicates', () => {
  it('an enrolment that waits keeps its decisions; approved, they become the new student’s records', async () => {
    const [deOtra] = await t.db
      .insert(alumnos)
      .values({
        nombre: 'Gema',
        apellidos: 'Consentida Prueba',
        fechaNacimiento: '2016-05-04',
        padreId: otraFamilia.padre.id,
        grupoId: grupoA.id,
      })
      .returning();
    const res = await api
      .conCookie(familia.cookie, { ip: '198.51.100.4' })
      .llamar(padresEndpoints.inscribir, { body: solicitud('Gema') });
    expect(res.json.resultado).toBe('pendiente');
    expect(await t.db.select().from(consentimientos).where(eq(consentimientos.alumnoId, deOtra!.id))).toEqual(
      [],
    );
    const aprobada = await api.como('admin').llamar(inscripcionesEndpoints.aprobar, {
      params: { id: res.json.inscripcion!.id },
    });
    expect(aprobada.status).toBe(200);
    const nuevas = await t.db
      .select()
      .from(consentimientos)
      .where(eq(consentimientos.alumnoId, aprobada.json.alumnoId!));
    expect(nuevas.map((f) => [f.tipo, f.padreId, f.ip]).sort()).toEqual([
      ['imagen', familia.padre.id, '198.51.100.4'],
      ['privacidad', familia.padre.id, '198.51.100.4'],
    ]);
  });

  it('a duplicate folded into another student hands over its consents and safeguarding data', async () => {
    const [conservado, duplicado] = await t.db
      .insert(alumnos)
      .values([
        { nombre: 'Fusion', apellidos: 'Conservado', grupoId: grupoA.id },
        { nombre: 'Fusion', apellidos: 'Duplicado', grupoId: grupoA.id },
      ])
      .returning();
    await insertConsentimiento(t.db, { alumnoId: duplicado!.id, tipo: 'privacidad', decision: true });
    await insertSalvaguarda(t.db, duplicado!.id, salvaguarda, familia.usuario.id);
    const res = await api.como('admin').llamar(fusionesEndpoints.fusionar, {
      params: { id: conservado!.id },
      body: { duplicadoId: duplicado!.id },
    });
    expect(res.status).toBe(200);
    const leido = await api.como('admin').llamar(consentimientosEndpoints.salvaguarda, {
      params: { id: conservado!.id },
    });
    expect(leido.json).toMatchObject({ alergias: salvaguarda.alergias, salirSolo: true });
    const estados = await api.como('admin').llamar(consentimientosEndpoints.deAlumno, {
      params: { id: conservado!.id },
    });
    expect(estados.json.historial.map((h) => h.tipo)).toEqual(['privacidad']);
  });
});

describe('a parent’s decisions', () => {
  it('a new decision is a new row; the state is the newest one', async () => {
    const enviar = (decision: boolean) =>
      comoFamilia().llamar(consentimientosEndpoints.guardar, {
        body: { alumnoId: hijo.id, tipo: 'salida', version: VERSIONES_CONSENTIMIENTO.salida, decision },
      });
    expect((await enviar(true)).status).toBe(201);
    const ultimo = await enviar(false);
    expect(ultimo.status).toBe(201);
    expect(ultimo.json.message).toBe('Decisión guardada');
    const filas = await t.db.select().from(consentimientos).where(eq(consentimientos.alumnoId, hijo.id));
    expect(filas.filter((f) => f.tipo === 'salida').map((f) => f.decision)).toEqual([true, false]);
    const estado = (await comoFamilia().llamar(consentimientosEndpoints.delPadre)).json.find(
      (e) => e.alumnoId === hijo.id && e.tipo === 'salida',
    );
    expect(estado).toMatchObject({ decision: false, pendiente: false });
  });

  it('another family’s child answers 404, like a missing one, and writes nothing', async () => {
    const body = { alumnoId: hijoDeOtra.id, ...imagen(true) };
    const ajeno = await comoFamilia().llamar(consentimientosEndpoints.guardar, { body });
    const falta = await comoFamilia().llamar(consentimientosEndpoints.guardar, {
      body: { ...body, alumnoId: 999_999 },
    });
    expect(ajeno.status).toBe(404);
    expect(ajeno.json).toEqual(falta.json);
    expect(
      await t.db.select().from(consentimientos).where(eq(consentimientos.alumnoId, hijoDeOtra.id)),
    ).toEqual([]);
  });

  it.each([
    ['an old version', { tipo: 'salida', version: 'abc', decision: true }, 'version'],
    [
      'a yes/no for the image',
      { tipo: 'imagen', version: VERSIONES_CONSENTIMIENTO.imagen, decision: true },
      'decision',
    ],
    [
      'scopes for a yes/no type',
      { ...imagen(true), tipo: 'salida', version: VERSIONES_CONSENTIMIENTO.salida },
      'decision',
    ],
    ['an unknown type', { tipo: 'otro', version: 'x', decision: true }, 'tipo'],
  ])('%s → 400 on the field', async (_caso, datos, campo) => {
    const res = await comoFamilia().llamar(consentimientosEndpoints.guardar, {
      body: { alumnoId: hijo.id, ...datos } as never,
    });
    expect(res.status).toBe(400);
    expect(res.error.errors?.[campo]).toBeDefined();
  });

  it('a decision on an earlier text, or given before the 14th birthday, is pending again', async () => {
    const hoy = hoyEscuela();
    const [catorce] = await t.db
      .insert(alumnos)
      .values({
        nombre: 'Cumple',
        apellidos: 'Catorce',
        fechaNacimiento: `${Number(hoy.slice(0, 4)) - 14}${hoy.slice(4)}`,
        padreId: familia.padre.id,
        grupoId: grupoA.id,
      })
      .returning();
    await insertConsentimiento(t.db, {
      alumnoId: catorce!.id,
      tipo: 'privacidad',
      decision: true,
      edadAlumno: 13,
    });
    await insertConsentimiento(t.db, {
      alumnoId: catorce!.id,
      tipo: 'imagen',
      decision: { interno: true, familias: true, web: true },
      edadAlumno: 14,
      version: versionDeTexto('el texto de la imagen del curso pasado'),
    });
    await insertConsentimiento(t.db, {
      alumnoId: catorce!.id,
      tipo: 'salida',
      decision: true,
      edadAlumno: 14,
    });
    const estados = (await comoFamilia().llamar(consentimientosEndpoints.delPadre)).json.filter(
      (e) => e.alumnoId === catorce!.id,
    );
    expect(Object.fromEntries(estados.map((e) => [e.tipo, e.pendiente]))).toEqual({
      privacidad: true, // decided at 13, 14 today
      imagen: true, // another version of the text
      salida: false, // decided at 14, current text
      medicacion: true, // never decided
    });
  });
});

describe('staff reads', () => {
  it('the office sees a child’s history and the pending list (a staff-created student has everything pending)', async () => {
    // Staff creation is never refused for lack of consent: the student starts with every consent pending.
    const creado = await api.como('admin').llamar(alumnosEndpoints.create, {
      body: { nombre: 'Creado', apellidos: 'Por La Oficina', grupoId: grupoA.id },
    });
    expect(creado.status).toBe(201);
    const nuevo = creado.json;
    const pendientes = await api.como('coordinador').llamar(consentimientosEndpoints.pendientes);
    expect(pendientes.status).toBe(200);
    expect(pendientes.json.find((p) => p.alumnoId === nuevo.id)).toEqual({
      alumnoId: nuevo.id,
      nombre: 'Creado',
      apellidos: 'Por La Oficina',
      grupoNombre: expect.any(String),
      tienePadre: false,
      tipos: ['privacidad', 'imagen', 'salida', 'medicacion'],
    });
    const historial = await api
      .como('admin')
      .llamar(consentimientosEndpoints.deAlumno, { params: { id: hijo.id } });
    expect(historial.status).toBe(200);
    expect(historial.json.historial.slice(0, 2)).toEqual([
      expect.objectContaining({ tipo: 'salida', decision: false, padreNombre: 'Marta Apellido' }),
      expect.objectContaining({ tipo: 'salida', decision: true }),
    ]);
  });

  it('a profesor reads the consents of their groups’ students, 404 for another group; the list is the office’s', async () => {
    const propio = await api
      .conCookie(profeA)
      .llamar(consentimientosEndpoints.deAlumno, { params: { id: hijo.id } });
    const ajeno = await api.conCookie(profeA).llamar(consentimientosEndpoints.deAlumno, {
      params: { id: deGrupoB.id },
    });
    expect(propio.status).toBe(200);
    expect(ajeno.status).toBe(404);
    expect((await api.conCookie(profeA).llamar(consentimientosEndpoints.pendientes)).status).toBe(403);
  });
});

describe('safeguarding data', () => {
  it('the office saves it (DNI normalised); the group’s profesor reads it with the DNI masked; another profesor 404', async () => {
    const guardado = await api.como('admin').llamar(consentimientosEndpoints.guardarSalvaguarda, {
      params: { id: hijo.id },
      body: salvaguarda,
    });
    expect(guardado.status).toBe(200);
    expect(guardado.json).toMatchObject({
      alergias: salvaguarda.alergias,
      recogida: [{ nombre: 'Carmen López', dni: '12345678Z', parentesco: 'Abuela', telefono: '600 111 222' }],
      salirSolo: true,
    });
    const profe = await api
      .conCookie(profeA)
      .llamar(consentimientosEndpoints.salvaguarda, { params: { id: hijo.id } });
    expect(profe.status).toBe(200);
    expect(profe.json.recogida[0]!.dni).toBe('•••••678Z');
    const otro = await api
      .conCookie(profeB)
      .llamar(consentimientosEndpoints.salvaguarda, { params: { id: hijo.id } });
    expect(otro.status).toBe(404);
    const escribe = await api.conCookie(profeA).llamar(consentimientosEndpoints.guardarSalvaguarda, {
      params: { id: hijo.id },
      body: salvaguarda,
    });
    expect(escribe.status).toBe(403);
  });

  it('a parent edits their own child’s (the lists are replaced); another family’s child is 404', async () => {
    const body = { ...salvaguarda, alergias: [], salirSolo: false };
    const propio = await comoFamilia().llamar(consentimientosEndpoints.guardarSalvaguardaPadre, {
      params: { id: hijo.id },
      body,
    });
    expect(propio.status).toBe(200);
    expect(propio.json).toMatchObject({ alergias: [], salirSolo: false });
    expect(await t.db.select().from(alergias).where(eq(alergias.alumnoId, hijo.id))).toEqual([]);
    const leido = await comoFamilia().llamar(consentimientosEndpoints.salvaguardaPadre, {
      params: { id: hijo.id },
    });
    expect(leido.json.recogida[0]!.dni).toBe('12345678Z');
    for (const llamada of [
      comoFamilia().llamar(consentimientosEndpoints.salvaguardaPadre, { params: { id: hijoDeOtra.id } }),
      comoFamilia().llamar(consentimientosEndpoints.guardarSalvaguardaPadre, {
        params: { id: hijoDeOtra.id },
        body,
      }),
    ]) {
      expect((await llamada).status).toBe(404);
    }
  });

  it.each([
    [
      'recogida.0.dni',
      { recogida: [{ ...salvaguarda.recogida[0]!, dni: '12345678A' }] },
      'El DNI/NIE no es válido: revisa el número y la letra',
    ],
    [
      'recogida.0.telefono',
      { recogida: [{ ...salvaguarda.recogida[0]!, telefono: '123' }] },
      'El teléfono debe tener al menos 9 dígitos',
    ],
    [
      'alergias.0.descripcion',
      { alergias: [{ tipo: 'Alergia', descripcion: '', actuacion: 'x' }] },
      'La descripción es obligatoria',
    ],
  ])('a bad %s → 400 with its Spanish message, nothing changed', async (campo, cambio, mensaje) => {
    const antes = await t.db.select().from(personasRecogida).where(eq(personasRecogida.alumnoId, hijo.id));
    const res = await comoFamilia().llamar(consentimientosEndpoints.guardarSalvaguardaPadre, {
      params: { id: hijo.id },
      body: { ...salvaguarda, ...cambio },
    });
    expect(res.status).toBe(400);
    expect(res.error.errors?.[campo]?._errors).toContain(mensaje);
    expect(await t.db.select().from(personasRecogida).where(eq(personasRecogida.alumnoId, hijo.id))).toEqual(
      antes,
    );
  });
});

describe('the attendance roster', () => {
  it('carries allergies, pick-up persons and "sin fotos" per student, in a fixed number of statements', async () => {
    const sesion = await insertSesion(t.db, grupoA.id, -1);
    await insertSalvaguarda(t.db, hijoDeOtra.id, salvaguarda, familia.usuario.id);
    await insertConsentimiento(t.db, {
      alumnoId: hijoDeOtra.id,
      tipo: 'imagen',
      decision: { interno: true, familias: false, web: false },
    });
    const leer = () =>
      api.conCookie(profeA).llamar(asistenciasEndpoints.deSesion, { params: { id: sesion.id }, query: {} });
    const pocos = await contarConsultas(t.db, leer);
    const filas = pocos.resultado.json;
    const irene = filas.find((f) => f.alumnoId === hijoDeOtra.id)!;
    expect(irene.salvaguarda).toEqual({
      alergias: salvaguarda.alergias,
      recogida: [{ nombre: 'Carmen López', parentesco: 'Abuela', telefono: '600 111 222' }],
      salirSolo: true,
      sinFotos: false,
    });
    const pablo = filas.find((f) => f.alumnoId === hijo.id)!;
    expect(pablo.salvaguarda).toMatchObject({ alergias: [], sinFotos: true, salirSolo: false });
    // More students in the group: the same number of statements.
    for (const n of [1, 2, 3])
      await insertHijo(t.db, familia.padre.id, grupoA.id, `Extra${n}`, sumarDias(hoyEscuela(), -30));
    const muchos = await contarConsultas(t.db, leer);
    expect(muchos.resultado.json.length).toBe(filas.length + 3);
    expect(muchos.consultas).toBe(pocos.consultas);
  });
});
