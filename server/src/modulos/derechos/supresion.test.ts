/**
 * Erasure (decision 046): a family asks, the admin sees the due date and executes; afterwards no personal
 * value of the family is anywhere in the database (every text column of every table is searched), the
 * account cannot sign in, and what the law keeps (receipts, mandates) is still there, anonymised.
 */
import { eq, sql } from 'drizzle-orm';
import { ajustesEndpoints, derechosEndpoints, fechaLimiteSupresion, padresEndpoints } from '@escuela/shared';
import { describe, expect, it } from 'vitest';
import { consultar } from '../../db/filas';
import {
  ajustesEscuela,
  alumnos,
  asistencias,
  ausencias,
  avisos,
  avisosDestinatarios,
  correos,
  enlacesCalendario,
  inscripciones,
  mandatos,
  matriculas,
  mensajesContacto,
  observaciones,
  padres,
  recibos,
  recibosLineas,
  logins,
  suscripcionesPush,
  usuarios,
} from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearFamilia,
  crearGrupoConColegioDePrueba,
  insertHijo,
  insertSesion,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();

/** Every row of every table whose text (any text, varchar or jsonb column, or the row as a whole) contains `marca`. */
async function dondeAparece(marca: string): Promise<string[]> {
  const tablas = await consultar<{ tabla: string }>(
    t.db,
    sql`select table_name as tabla from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  expect(tablas.length).toBeGreaterThan(30);
  const partes = tablas.map(
    ({ tabla }) =>
      `select '${tabla}' as tabla, count(*)::int as n from "${tabla}" x where position(lower($1) in lower(to_jsonb(x)::text)) > 0`,
  );
  // to_jsonb(row) carries every column of every type, so no column can hide a marker.
  const filas = await consultar<{ tabla: string; n: number }>(
    t.db,
    sql.raw(partes.join('\nunion all\n').replaceAll('$1', `'${marca}'`)),
  );
  return filas.filter((f) => f.n > 0).map((f) => `${f.tabla}: ${f.n}`);
}

const M = 'zqxmarca';

async function familiaMarcada() {
  const { colegio, grupo } = await crearGrupoConColegioDePrueba(t.db);
  const familia = await crearFamilia(t.db, colegio.id, `${M}Nombre`);
  const email = `${M}.familia${familia.padre.id}@prueba.es`;
  await t.db.update(usuarios).set({ email }).where(eq(usuarios.id, familia.usuario.id));
  await t.db
    .update(padres)
    .set({
      apellidos: `${M}Apellidos`,
      direccion: `Calle ${M} 1`,
      dni: `${M}DNI`,
      telefono1: `${M}tel1`,
      telefono2: `${M}tel2`,
      cuentaBancaria: `ES${M}IBAN`,
      titularCuenta: `${M}Titular`,
    })
    .where(eq(padres.id, familia.padre.id));
  const hijo = await insertHijo(t.db, familia.padre.id, grupo.id, `${M}Hijo`);
  await t.db
    .update(alumnos)
    .set({
      apellidos: `${M}HijoApellidos`,
      dni: `${M}HijoDNI`,
      cuenta: `${M}HijoCuenta`,
      telefono1: `${M}HijoTel`,
      telefono2: `${M}HijoTel2`,
      observaciones: `Alergia ${M}`,
      fechaNacimiento: '2016-05-05',
    })
    .where(eq(alumnos.id, hijo.id));
  const sesion = await insertSesion(t.db, grupo.id, -3);
  await t.db.insert(asistencias).values({
    alumnoId: hijo.id,
    grupoId: grupo.id,
    sesionId: sesion.id,
    fechaSesion: sesion.fecha,
    asistio: false,
    observaciones: `Falta ${M}`,
  });
  await t.db
    .insert(observaciones)
    .values({ alumnoId: hijo.id, grupoId: grupo.id, texto: `Observación ${M}` });
  await t.db.insert(ausencias).values({
    alumnoId: hijo.id,
    sesionId: sesion.id,
    usuarioId: familia.usuario.id,
    motivo: `Médico ${M}`,
  } as never);
  await t.db.insert(inscripciones).values({
    padreId: familia.padre.id,
    nombre: `${M}Insc`,
    apellidos: `${M}InscAp`,
    fechaNacimiento: '2016-05-05',
    curso: '3',
    letra: 'A',
    telefono1: `${M}InscTel`,
    dni: `${M}InscDni`,
    cuenta: `${M}InscCuenta`,
    mensaje: `Mensaje ${M}`,
    motivo: 'coincidencia_dudosa',
    candidatos: [{ id: hijo.id, nombre: `${M}Candidato` }],
    alumnoId: hijo.id,
  } as never);
  await t.db.insert(mandatos).values({
    padreId: familia.padre.id,
    referencia: `MANDATO-${familia.padre.id}`,
    iban: `ES${M}MandatoIban`,
    titular: `${M}MandatoTitular`,
    nombreFirmante: `${M}Firmante`,
    ip: '203.0.113.7',
    aceptadoPorId: familia.usuario.id,
  });
  const [recibo] = await t.db
    .insert(recibos)
    .values({
      referencia: `REC-${familia.padre.id}`,
      padreId: familia.padre.id,
      familia: `${M}Familia`,
      mes: '2026-01',
      total: 40,
    })
    .returning();
  await t.db.insert(recibosLineas).values({
    reciboId: recibo!.id,
    orden: 1,
    tipo: 'cuota',
    alumnoId: hijo.id,
    alumno: `${M}Hijo ${M}HijoApellidos`,
    concepto: `Cuota enero — ${M}Hijo ${M}HijoApellidos`,
    importe: 40,
  });
  await t.db
    .insert(correos)
    .values({ to: email, subject: `Hola ${M}`, text: `Texto ${M}`, html: `<p>${M}</p>` });
  await t.db
    .insert(mensajesContacto)
    .values({ nombre: `${M}Contacto`, email, asunto: 'Duda', mensaje: `Pregunta ${M}` } as never);
  const [aviso] = await t.db
    .insert(avisos)
    .values({
      titulo: 'Excursión',
      texto: 'El viernes',
      destinoTipo: 'todos',
      destinoNombre: 'Todos',
    } as never)
    .returning();
  await t.db
    .insert(avisosDestinatarios)
    .values({ avisoId: aviso!.id, usuarioId: familia.usuario.id, email, tipo: 'familia' } as never);
  await t.db.insert(suscripcionesPush).values({
    usuarioId: familia.usuario.id,
    endpoint: `https://push.example/${M}${familia.padre.id}`,
    p256dh: 'clave',
    auth: 'auth',
  } as never);
  await t.db.insert(enlacesCalendario).values({
    tipo: 'familia',
    usuarioId: familia.usuario.id,
    tokenHash: `hash-${M}-${familia.padre.id}`,
  } as never);
  return { familia: { ...familia, email }, hijo, grupo, sesion, recibo: recibo! };
}

describe('erasure', () => {
  it('a family asks; the admin sees the legal due date; executing leaves no marker anywhere', async () => {
    const { familia, hijo, recibo } = await familiaMarcada();
    expect((await dondeAparece(M)).length).toBeGreaterThan(10);
    const padre = api.conCookie(familia.cookie);

    const pedida = await padre.llamar(derechosEndpoints.solicitarSupresion);
    expect(pedida.status).toBe(201);
    expect(pedida.json).toEqual({ id: expect.any(Number), fechaLimite: fechaLimiteSupresion(hoyEscuela()) });
    const otra = await padre.llamar(derechosEndpoints.solicitarSupresion);
    expect(otra.status).toBe(409);
    expect(otra.error.message).toBe('Ya tienes una solicitud de supresión pendiente');

    const lista = await api.como('admin').llamar(derechosEndpoints.supresiones);
    expect(lista.json.solicitudes).toContainEqual(
      expect.objectContaining({
        id: pedida.json.id,
        estado: 'pendiente',
        origen: 'familia',
        fechaLimite: pedida.json.fechaLimite,
      }),
    );
    expect(
      (
        await api
          .como('coordinador')
          .llamar(derechosEndpoints.ejecutarSupresion, { params: { id: pedida.json.id } })
      ).status,
    ).toBe(403);

    const hecha = await api
      .como('admin')
      .llamar(derechosEndpoints.ejecutarSupresion, { params: { id: pedida.json.id } });
    expect(hecha.status).toBe(200);
    expect(await dondeAparece(M)).toEqual([]);
    expect(await dondeAparece('203.0.113.7')).toEqual([]);

    // The account is off and its sessions are gone.
    expect((await padre.llamar(padresEndpoints.alumnos)).status).toBe(401);
    expect(await t.db.select().from(logins).where(eq(logins.usuarioId, familia.usuario.id))).toEqual([]);
    const [usuario] = await t.db.select().from(usuarios).where(eq(usuarios.id, familia.usuario.id));
    expect(usuario).toMatchObject({ activo: false, passwordHash: null });
    // What the law keeps: the receipt and its amount; attendance and enrolment as ids and dates.
    const [guardado] = await t.db.select().from(recibos).where(eq(recibos.id, recibo.id));
    expect(guardado).toMatchObject({ total: 40, mes: '2026-01', familia: 'Familia anonimizada' });
    expect(await t.db.select().from(asistencias).where(eq(asistencias.alumnoId, hijo.id))).toHaveLength(1);
    expect(await t.db.select().from(matriculas).where(eq(matriculas.alumnoId, hijo.id))).toHaveLength(1);
    const admin = await api.usuario('admin');
    const despues = await api.como('admin').llamar(derechosEndpoints.supresiones);
    expect(despues.json.solicitudes).toContainEqual(
      expect.objectContaining({
        id: pedida.json.id,
        estado: 'ejecutada',
        ejecutadaAt: expect.any(String),
        ejecutadaPor: expect.any(String),
      }),
    );
    expect(admin.id).toBeGreaterThan(0);
    const otraVez = await api
      .como('admin')
      .llamar(derechosEndpoints.ejecutarSupresion, { params: { id: pedida.json.id } });
    expect(otraVez.status).toBe(409);
    expect(
      (await api.como('admin').llamar(derechosEndpoints.ejecutarSupresion, { params: { id: 2_000_000 } }))
        .status,
    ).toBe(404);
  });

  it('the retention rule lists families with no active child for the configured months; an admin opens their request', async () => {
    const colegio = await crearColegioDePrueba(t.db);
    const vieja = await crearFamilia(t.db, colegio.id, 'Antigua');
    const hijo = await insertHijo(t.db, vieja.padre.id, null, 'Antiguo');
    await t.db.update(alumnos).set({ estado: 'baja' }).where(eq(alumnos.id, hijo.id));
    await t.db
      .update(padres)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(padres.id, vieja.padre.id));
    const activa = await crearFamilia(t.db, colegio.id, 'Activa');
    await insertHijo(t.db, activa.padre.id, null, 'Activo');
    await t.db
      .update(padres)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(padres.id, activa.padre.id));
    // The retention period is a setting (Ajustes), 1 to 120 months.
    const fuera = await api.como('admin').llamar(ajustesEndpoints.update, {
      body: { exigirSegundoFactorAdmin: false, mesesRetencionFamilias: 0 },
    });
    expect(fuera.status).toBe(400);
    expect(fuera.error.errors?.mesesRetencionFamilias?._errors).toEqual([
      'Indica un número de meses entre 1 y 120',
    ]);
    const puesto = await api.como('admin').llamar(ajustesEndpoints.update, {
      body: { exigirSegundoFactorAdmin: false, mesesRetencionFamilias: 12 },
    });
    expect(puesto.json).toMatchObject({ exigirSegundoFactorAdmin: false, mesesRetencionFamilias: 12 });

    const lista = await api.como('admin').llamar(derechosEndpoints.supresiones);
    expect(lista.json.retencion.meses).toBe(12);
    const ids = lista.json.retencion.familias.map((f) => f.padreId);
    expect(ids).toContain(vieja.padre.id);
    expect(ids).not.toContain(activa.padre.id);

    const noElegible = await api
      .como('admin')
      .llamar(derechosEndpoints.crearSupresion, { body: { padreId: activa.padre.id } });
    expect(noElegible.status).toBe(400);
    expect(noElegible.error.errors?.padreId?._errors).toEqual([
      'Esta familia tiene alumnos activos o bajas recientes: no entra en la regla de retención',
    ]);
    const malo = await api
      .como('admin')
      .llamar(derechosEndpoints.crearSupresion, { body: { padreId: 'x' as never } });
    expect(malo.status).toBe(400);
    const abierta = await api
      .como('admin')
      .llamar(derechosEndpoints.crearSupresion, { body: { padreId: vieja.padre.id } });
    expect(abierta.status).toBe(201);
    const despues = await api.como('admin').llamar(derechosEndpoints.supresiones);
    expect(despues.json.retencion.familias.map((f) => f.padreId)).not.toContain(vieja.padre.id);
    expect(despues.json.solicitudes).toContainEqual(
      expect.objectContaining({ id: abierta.json.id, origen: 'retencion' }),
    );
    await t.db.update(ajustesEscuela).set({ mesesRetencionFamilias: 24 });
  });

  it('refuses other roles and a tutor without a family record', async () => {
    expect((await api.como('admin').llamar(derechosEndpoints.solicitarSupresion)).status).toBe(403);
    expect((await api.como('tutor').llamar(derechosEndpoints.solicitarSupresion)).status).toBe(404);
    expect((await api.como('coordinador').llamar(derechosEndpoints.supresiones)).status).toBe(403);
    expect(
      (await api.como('profesor').llamar(derechosEndpoints.crearSupresion, { body: { padreId: 1 } })).status,
    ).toBe(403);
  });
});
