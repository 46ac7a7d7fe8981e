/**
 * "Descargar mis datos" is complete by construction (decision 046): the database's own catalogue says
 * which columns point at a parent, a child or an account (or hold an e-mail), and each one must be an
 * area of the download or excluded with a reason. Then the ZIP itself, for a family with data everywhere.
 */
import JSZip from 'jszip';
import { derechosEndpoints } from '@escuela/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consultar } from '../../db/filas';
import { correos, observaciones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import {
  crearFamilia,
  crearGrupoConColegioDePrueba,
  insertAsistencia,
  insertHijo,
  insertSesion,
} from '../../../test/fabricas';
import { AREAS, columnasDePersonas, EXCLUIDAS } from './cobertura.repository';

const { t, api } = usarAppDePrueba();

describe('the registry covers every table with a family’s data', () => {
  it('every column pointing at a parent, a child or an account (or an e-mail) is exported or excluded with a reason', async () => {
    const columnas = await columnasDePersonas(t.db);
    expect(columnas.length).toBeGreaterThan(30);
    const cubiertas = new Set(AREAS.flatMap((a) => a.cubre));
    const sinDecidir = columnas.filter((c) => !cubiertas.has(c) && !(c in EXCLUIDAS));
    expect(sinDecidir, 'add these to AREAS or EXCLUIDAS in cobertura.repository.ts').toEqual([]);
    // And nothing stale: every named column exists, every exclusion has a reason.
    const existentes = new Set(columnas);
    expect([...cubiertas, ...Object.keys(EXCLUIDAS)].filter((c) => !existentes.has(c))).toEqual([]);
    expect(Object.values(EXCLUIDAS).every((motivo) => motivo.length > 10)).toBe(true);
  });

  it('every area names a real table and a unique file', async () => {
    const tablas = await consultar<{ nombre: string }>(
      t.db,
      sql`select table_name as nombre from information_schema.tables where table_schema = 'public'`,
    );
    const nombres = new Set(tablas.map((x) => x.nombre));
    expect(AREAS.filter((a) => !nombres.has(a.tabla)).map((a) => a.tabla)).toEqual([]);
    expect(new Set(AREAS.map((a) => a.archivo)).size).toBe(AREAS.length);
  });
});

describe('GET /api/padres/mis-datos', () => {
  it('answers a ZIP with one JSON per area and a readable summary; no secrets', async () => {
    const { colegio, grupo } = await crearGrupoConColegioDePrueba(t.db);
    const familia = await crearFamilia(t.db, colegio.id, 'Descarga');
    const hijo = await insertHijo(t.db, familia.padre.id, grupo.id, 'Descargado');
    const sesion = await insertSesion(t.db, grupo.id, -2);
    await insertAsistencia(t.db, hijo.id, sesion, false, true);
    await t.db
      .insert(observaciones)
      .values({ alumnoId: hijo.id, grupoId: grupo.id, texto: 'Trabaja muy bien' });
    await t.db.insert(correos).values({
      to: familia.usuario.email,
      subject: 'Bienvenida',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    await api.como('coordinador').llamar(derechosEndpoints.accesosPadre); // 403, logs nothing
    const otra = await crearFamilia(t.db, colegio.id, 'Ajena');
    await insertHijo(t.db, otra.padre.id, grupo.id, 'Ajeno');

    const res = await api.conCookie(familia.cookie).llamar(derechosEndpoints.misDatos);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename="mis-datos-(\d{4}-\d{2}-\d{2})\.zip"; filename\*=UTF-8''mis-datos-\1\.zip$/,
    );
    const zip = await JSZip.loadAsync(res.bytes);
    const archivos = Object.keys(zip.files)
      .filter((n) => !n.endsWith('/'))
      .sort();
    expect(archivos).toEqual([...AREAS.map((a) => `datos/${a.archivo}.json`), 'resumen.html'].sort());
    const leer = async (n: string) => JSON.parse(await zip.file(`datos/${n}.json`)!.async('string'));
    expect(await leer('perfil')).toMatchObject([
      { id: familia.padre.id, dni: '12345678Z', cuenta_bancaria: 'ES9121000418450200051332' },
    ]);
    expect(await leer('alumnos')).toMatchObject([{ id: hijo.id, nombre: 'Descargado' }]);
    expect(await leer('asistencias')).toMatchObject([
      { alumno_id: hijo.id, asistio: false, justificada: true },
    ]);
    expect(await leer('observaciones')).toMatchObject([{ texto: 'Trabaja muy bien' }]);
    expect(await leer('correos')).toMatchObject([{ subject: 'Bienvenida' }]);
    expect(await leer('matriculas')).toMatchObject([{ alumno_id: hijo.id, grupo_id: grupo.id }]);
    const cuenta = await leer('cuenta');
    expect(cuenta).toMatchObject([{ id: familia.usuario.id, email: familia.usuario.email }]);
    expect(cuenta[0]).not.toHaveProperty('password_hash');
    expect(await leer('sesiones')).not.toHaveLength(0);

    const todo = (await Promise.all(archivos.map((n) => zip.file(n)!.async('string')))).join('\n');
    expect(todo).not.toMatch(/password_hash|token_hash|"secreto"|\$argon2/);
    expect(todo).not.toContain('Ajeno');
    const html = await zip.file('resumen.html')!.async('string');
    expect(html).toContain('<h1>Tus datos en RoboEscuela</h1>');
    expect(html).toContain('Descargado');
  });

  it('is only for families', async () => {
    expect((await api.como('admin').llamar(derechosEndpoints.misDatos)).status).toBe(403);
    expect((await api.como('anonimo').llamar(derechosEndpoints.misDatos)).status).toBe(401);
  });
});
