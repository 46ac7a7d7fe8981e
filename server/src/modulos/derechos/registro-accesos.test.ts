/**
 * Masking (DNI and IBAN) and the access log (decision 045): what staff reads writes one row per child,
 * admins list them, a family sees who read its children's records (name and role only).
 */
import { eq } from 'drizzle-orm';
import {
  consentimientosEndpoints,
  alumnosEndpoints,
  asistenciasEndpoints,
  dashboardEndpoints,
  reportesEndpoints,
  derechosEndpoints,
  profesoresEndpoints,
} from '@escuela/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, profesores, registroAccesos } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearColegioDePrueba,
  crearFamilia,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  insertHijo,
  insertSesion,
} from '../../../test/fabricas';

const { t, api } = usarAppDePrueba();
let colegioId: number;
beforeAll(async () => {
  colegioId = (await crearColegioDePrueba(t.db)).id;
});

const filasDe = (alumnoId: number) =>
  t.db
    .select()
    .from(registroAccesos)
    .where(eq(registroAccesos.alumnoId, alumnoId))
    .orderBy(registroAccesos.id);

describe('masking', () => {
  it("a teacher's IBAN is masked in the list, revealed on request (logged), kept when sent back masked", async () => {
    const profesor = await crearProfesorDePrueba(t.db, { numeroCuenta: 'ES7620770024003102575766' });
    const admin = api.como('admin');
    const lista = await admin.llamar(profesoresEndpoints.list, { query: {} });
    expect(lista.status).toBe(200);
    const enLista = lista.json.find((p) => p.id === profesor.id)!;
    expect(enLista.numeroCuenta).toBe('••••5766');
    expect(JSON.stringify(lista.json)).not.toContain('ES7620770024003102575766');

    const revelado = await admin.llamar(derechosEndpoints.revelarProfesor, {
      params: { id: profesor.id },
      query: { campo: 'numeroCuenta' },
    });
    expect(revelado.json).toEqual({ valor: 'ES7620770024003102575766' });
    const log = await t.db.select().from(registroAccesos).where(eq(registroAccesos.profesorId, profesor.id));
    expect(log).toMatchObject([{ que: 'revelar_cuenta', usuarioId: (await api.usuario('admin')).id }]);

    const { id: _id, activo: _a, ...resto } = enLista;
    const guardado = await admin.llamar(profesoresEndpoints.update, {
      params: { id: profesor.id },
      body: {
        ...resto,
        especializacion: resto.especializacion as never,
        fechaBaja: resto.fechaBaja ?? '',
        observaciones: 'Cambiado',
        numeroCuenta: '••••5766',
      },
    });
    expect(guardado.status).toBe(200);
    expect(guardado.json.numeroCuenta).toBe('••••5766');
    const [fila] = await t.db.select().from(profesores).where(eq(profesores.id, profesor.id));
    expect(fila).toMatchObject({ numeroCuenta: 'ES7620770024003102575766', observaciones: 'Cambiado' });
  });

  it('refuses a reveal of an unknown field, and every role but admin', async () => {
    const profesor = await crearProfesorDePrueba(t.db);
    const mal = await api.como('admin').llamar(derechosEndpoints.revelarProfesor, {
      params: { id: profesor.id },
      query: { campo: 'salario' as never },
    });
    expect(mal.status).toBe(400);
    expect(mal.error.errors?.campo?._errors).toEqual(['Campo no válido']);
    for (const rol of ['coordinador', 'profesor', 'tutor'] as const) {
      const r = await api.como(rol).llamar(derechosEndpoints.revelarProfesor, {
        params: { id: profesor.id },
        query: { campo: 'numeroCuenta' },
      });
      expect(r.status).toBe(403);
    }
    const log = await t.db.select().from(registroAccesos).where(eq(registroAccesos.profesorId, profesor.id));
    expect(log).toEqual([]);
  });

  it("a student's DNI and account: masked for admin, absent for the other staff, kept when sent back", async () => {
    const [a] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Masca', apellidos: 'Rilla', dni: '12345678Z', cuenta: 'ES9121000418450200051332' })
      .returning();
    const admin = await api.como('admin').llamar(alumnosEndpoints.get, { params: { id: a!.id } });
    expect(admin.json).toMatchObject({ dni: '••••678Z', cuenta: '••••1332' });
    const coordinador = await api.como('coordinador').llamar(alumnosEndpoints.get, { params: { id: a!.id } });
    expect(coordinador.json).toMatchObject({ dni: null, cuenta: null });
    expect(coordinador.body).not.toContain('678Z');

    const put = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id: a!.id },
      body: { nombre: 'Mascarilla', dni: '••••678Z', cuenta: '••••1332' },
    });
    expect(put.status).toBe(200);
    const [fila] = await t.db.select().from(alumnos).where(eq(alumnos.id, a!.id));
    expect(fila).toMatchObject({
      nombre: 'Mascarilla',
      dni: '12345678Z',
      cuenta: 'ES9121000418450200051332',
    });

    const malo = await api.como('admin').llamar(alumnosEndpoints.update, {
      params: { id: a!.id },
      body: { dni: '12345678A' },
    });
    expect(malo.status).toBe(400);

    const dni = await api.como('admin').llamar(derechosEndpoints.revelarAlumno, {
      params: { id: a!.id },
      query: { campo: 'dni' },
    });
    expect(dni.json).toEqual({ valor: '12345678Z' });
    expect((await filasDe(a!.id)).map((f) => f.que).sort()).toEqual(['ficha', 'ficha', 'revelar_dni']);
  });
});

describe('the access log', () => {
  it('logs the detail, the attendance sheet, the observations in the list and the exports; one row per child', async () => {
    const profesor = await crearProfesorDePrueba(t.db);
    const grupo = await crearGrupoDePrueba(t.db, { colegioId, profesorId: profesor.id });
    const familia = await crearFamilia(t.db, colegioId, 'Registro');
    const uno = await insertHijo(t.db, familia.padre.id, grupo.id, 'Uno');
    const dos = await insertHijo(t.db, familia.padre.id, grupo.id, 'Dos');
    await t.db
      .update(alumnos)
      .set({ observaciones: 'Vista en la lista', observacionesUpdatedAt: new Date() })
      .where(eq(alumnos.id, dos.id));
    const sesion = await insertSesion(t.db, grupo.id, -1);
    const coordinador = api.como('coordinador');
    const coordinadorId = (await api.usuario('coordinador')).id;

    expect((await coordinador.llamar(alumnosEndpoints.get, { params: { id: uno.id } })).status).toBe(200);
    expect(await filasDe(uno.id)).toMatchObject([{ que: 'ficha', usuarioId: coordinadorId }]);

    const hoja = await coordinador.llamar(asistenciasEndpoints.deSesion, { params: { id: sesion.id } });
    expect(hoja.json).toHaveLength(2);
    expect((await filasDe(uno.id)).map((f) => f.que).sort()).toEqual(['asistencia', 'ficha']);
    expect((await filasDe(dos.id)).map((f) => f.que)).toEqual(['asistencia']);

    await coordinador.llamar(alumnosEndpoints.list, { query: { grupoId: String(grupo.id) } as never });
    expect((await filasDe(uno.id)).map((f) => f.que).sort()).toEqual(['asistencia', 'ficha']);
    expect((await filasDe(dos.id)).map((f) => f.que).sort()).toEqual(['asistencia', 'observaciones']);

    const exportado = await api.como('admin').llamar(alumnosEndpoints.exportar, { query: {} as never });
    expect(exportado.status).toBe(200);
    expect((await filasDe(uno.id)).filter((f) => f.que === 'exportacion')).toHaveLength(1);

    // The monthly attendance report of the group (one row per child it lists) and the dashboard's list of
    // recently updated observations (one row per child shown).
    const hoy = new Date();
    const reporte = await api.como('admin').llamar(reportesEndpoints.asistencias, {
      query: {
        mes: String(hoy.getUTCMonth() + 1),
        anio: String(hoy.getUTCFullYear()),
        grupoId: String(grupo.id),
      },
    } as never);
    expect(reporte.status).toBe(200);
    expect((await filasDe(uno.id)).filter((f) => f.que === 'exportacion')).toHaveLength(2);
    await coordinador.llamar(dashboardEndpoints.ultimasActualizadas, { query: { limit: '50' } } as never);
    expect((await filasDe(uno.id)).filter((f) => f.que === 'observaciones')).toHaveLength(0);
    expect((await filasDe(dos.id)).filter((f) => f.que === 'observaciones')).toHaveLength(2);

    // The child's consents and safeguarding data (allergies, pick-up persons), read by the office.
    expect(
      (await coordinador.llamar(consentimientosEndpoints.salvaguarda, { params: { id: uno.id } })).status,
    ).toBe(200);
    expect(
      (await coordinador.llamar(consentimientosEndpoints.deAlumno, { params: { id: uno.id } })).status,
    ).toBe(200);
    expect(
      (await filasDe(uno.id)).filter((f) => ['salvaguarda', 'consentimientos'].includes(f.que)),
    ).toMatchObject([
      { que: 'salvaguarda', usuarioId: coordinadorId },
      { que: 'consentimientos', usuarioId: coordinadorId },
    ]);

    // A family reading its own children is not logged.
    const antes = (await filasDe(uno.id)).length;
    await api.conCookie(familia.cookie).llamar(derechosEndpoints.accesosPadre);
    expect(await filasDe(uno.id)).toHaveLength(antes);
  });

  it('admins filter the log; a family sees who (name and role, no e-mail) read its children', async () => {
    const familia = await crearFamilia(t.db, colegioId, 'Vigilada');
    const hijo = await insertHijo(t.db, familia.padre.id, null, 'Vigilado');
    const otra = await insertHijo(t.db, (await crearFamilia(t.db, colegioId, 'Otra')).padre.id, null);
    await api.como('coordinador').llamar(alumnosEndpoints.get, { params: { id: hijo.id } });
    await api.como('coordinador').llamar(alumnosEndpoints.get, { params: { id: otra.id } });
    const coordinador = await api.usuario('coordinador');

    const lista = await api.como('admin').llamar(derechosEndpoints.registroAccesos, {
      query: {
        alumnoId: String(hijo.id),
        usuarioId: String(coordinador.id),
        page: '1',
        limit: '10',
      } as never,
    });
    expect(lista.status).toBe(200);
    expect(lista.json.accesos).toMatchObject([
      { que: 'ficha', alumno: { id: hijo.id, nombre: 'Vigilado Prueba' }, usuario: { id: coordinador.id } },
    ]);
    expect(lista.json.paginacion).toMatchObject({ total: 1, paginaActual: 1, porPagina: 10 });
    const hoy = new Date().toISOString().slice(0, 10);
    const manana = await api.como('admin').llamar(derechosEndpoints.registroAccesos, {
      query: { alumnoId: String(hijo.id), desde: '2999-01-01' } as never,
    });
    expect(manana.json.accesos).toEqual([]);
    const deHoy = await api.como('admin').llamar(derechosEndpoints.registroAccesos, {
      query: { alumnoId: String(hijo.id), desde: hoy, hasta: hoy } as never,
    });
    expect(deHoy.json.accesos).toHaveLength(1);

    const alReves = await api.como('admin').llamar(derechosEndpoints.registroAccesos, {
      query: { desde: '2026-02-01', hasta: '2026-01-01' } as never,
    });
    expect(alReves.status).toBe(400);
    expect(alReves.error.errors?.hasta?._errors).toEqual([
      'La fecha «desde» no puede ser posterior a «hasta»',
    ]);
    expect((await api.como('coordinador').llamar(derechosEndpoints.registroAccesos)).status).toBe(403);

    const propios = await api.conCookie(familia.cookie).llamar(derechosEndpoints.accesosPadre);
    expect(propios.status).toBe(200);
    expect(propios.json).toEqual([
      {
        fecha: expect.any(String),
        que: 'ficha',
        quien: { nombre: expect.any(String), rol: 'coordinador' },
        alumno: { id: hijo.id, nombre: 'Vigilado Prueba' },
      },
    ]);
    expect(propios.body).not.toContain(coordinador.email);
    expect((await api.como('admin').llamar(derechosEndpoints.accesosPadre)).status).toBe(403);
  });
});
