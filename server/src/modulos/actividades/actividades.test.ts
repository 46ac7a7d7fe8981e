import { actividadesEndpoints } from '@escuela/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actividades, sesiones } from '../../db/schema/index';
import { usarAppDePrueba } from '../../../test/app';
import { csvDe, xlsxDe, type Valor } from '../../../test/alumnos/archivos';
import { crearGrupoConColegioDePrueba } from '../../../test/fabricas';
import { insertMaterial } from '../materiales/materiales.repository';

const { t, api } = usarAppDePrueba();
let admin: string;
let coordinador: string;
let kit: { id: number };
let motor: { id: number };
beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  coordinador = (await api.usuario('coordinador')).cookie;
  kit = await insertMaterial(t.db, { descripcion: 'Kit Lego Spike', total: 20, enUso: 0 });
  motor = await insertMaterial(t.db, { descripcion: 'Motor grande', total: 40, enUso: 0 });
});

/** How an activity with the kit as its first material and the motor as its second shows them. */
const kitYMotor = () => ({
  material1: { id: kit.id, descripcion: 'Kit Lego Spike' },
  material2: { id: motor.id, descripcion: 'Motor grande' },
});

const valida = () => ({
  titulo: 'Robot seguidor de línea',
  nivelId: 3,
  material_1: kit.id,
  material_2: motor.id,
  cantidad_1: 1,
  cantidad_2: 2.5,
  alumnos: 2,
  observaciones: 'Usar pista negra',
});

describe('/api/actividades', () => {
  it('creates, lists with level and materials embedded, edits and deletes', async () => {
    const res = await api.conCookie(admin).llamar(actividadesEndpoints.create, { body: valida() });
    expect(res.status).toBe(201);
    const a = res.json;
    expect(a).toEqual({
      id: a.id,
      titulo: 'Robot seguidor de línea',
      nivelId: 3,
      nivel: { id: 3, nombre: 'Kids I', orden: 3 },
      material_1: kit.id,
      material_2: motor.id,
      ...kitYMotor(),
      cantidad_1: 1,
      cantidad_2: 2.5,
      alumnos: 2,
      observaciones: 'Usar pista negra',
    });
    expect((await api.conCookie(admin).llamar(actividadesEndpoints.list)).json).toContainEqual(a);

    // Defaults: no materials, quantities 0, 1 student, no notes.
    const editada = await api
      .conCookie(admin)
      .llamar(actividadesEndpoints.update, { params: { id: a.id }, body: { titulo: 'Robot', nivelId: 4 } });
    expect(editada.json).toMatchObject({
      nivel: { nombre: 'Kids II' },
      material_1: null,
      material1: null,
      material2: null,
      cantidad_1: 0,
      cantidad_2: 0,
      alumnos: 1,
      observaciones: null,
    });
    expect(
      (await api.conCookie(admin).llamar(actividadesEndpoints.remove, { params: { id: a.id } })).json,
    ).toEqual({
      message: 'Actividad eliminada',
    });
    expect(
      (await api.conCookie(admin).llamar(actividadesEndpoints.remove, { params: { id: a.id } })).status,
    ).toBe(404);
    expect(
      (
        await api
          .conCookie(admin)
          .llamar(actividadesEndpoints.update, { params: { id: a.id }, body: valida() })
      ).status,
    ).toBe(404);
  });

  it.each([
    ['titulo', '', 'El título es requerido'],
    ['titulo', undefined, 'El título es requerido'],
    ['nivelId', 0, 'El nivel es requerido'],
    ['nivelId', undefined, 'El nivel es requerido'],
    ['nivelId', 999, 'El nivel es requerido'],
    ['alumnos', 0, 'Debe haber al menos 1 alumno'],
    ['alumnos', 1.5, 'Debe haber al menos 1 alumno'],
    ['cantidad_1', -1, 'La cantidad no puede ser negativa'],
    ['cantidad_2', 0.3, 'La cantidad debe ser múltiplo de 0,5'],
    ['material_1', 0, 'El material no es válido'],
    ['material_1', 999999, 'El material no es válido'],
    ['material_1', '1', 'El material no es válido'],
  ])('validates %s = %j', async (campo, valor, mensaje) => {
    const res = await api
      .conCookie(admin)
      .llamar(actividadesEndpoints.create, { body: { ...valida(), [campo]: valor } as never });
    expect(res.status).toBe(400);
    expect(res.error.errors![campo]!._errors).toEqual([mensaje]);
  });

  it('refuses non-admin roles', async () => {
    expect((await api.conCookie(coordinador).llamar(actividadesEndpoints.list)).status).toBe(403);
    expect(
      (await api.conCookie(coordinador).llamar(actividadesEndpoints.create, { body: valida() })).status,
    ).toBe(403);
  });

  it('refuses (409) to delete an activity sessions hold', async () => {
    const a = (await api.conCookie(admin).llamar(actividadesEndpoints.create, { body: valida() })).json;
    const { grupo } = await crearGrupoConColegioDePrueba(t.db);
    await t.db
      .insert(sesiones)
      .values({ grupoId: grupo.id, fecha: '2026-10-05 16:00:00', actividadId: a.id });
    const res = await api.conCookie(admin).llamar(actividadesEndpoints.remove, { params: { id: a.id } });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(
      'No se puede eliminar la actividad: está asignada a 1 sesión. Remueva primero la actividad de esas sesiones.',
    );
  });
});

describe('POST /api/actividades/import', () => {
  const importar = (nombre: string, datos: Buffer, cookie = admin) =>
    api.conCookie(cookie).llamar(actividadesEndpoints.importar, { archivo: { nombre, datos } });
  const cabecera = [
    'Título',
    'Nivel',
    'Material 1',
    'Cantidad 1',
    'Material 2',
    'Cantidad 2',
    'Alumnos',
    'Observaciones',
  ];
  const filas = (sufijo: string): Valor[][] => [
    cabecera,
    [
      `Brazo robótico ${sufijo}`,
      'Kids III',
      'kit lego spike',
      1.5,
      'MOTOR GRANDE',
      2,
      3,
      'Con pinza; y "comillas"',
    ],
    [`Semáforo ${sufijo}`, 'junior i', '', null, null, null, null, null],
    [null, null, null, null, null, null, null, null], // blank row: skipped
    [`Malo ${sufijo}`, 'Nivel inventado', 'Material inventado', 'mucho', null, null, 0, null],
    ['', 'Kids I', null, null, null, null, 2, null],
    [`Brazo robótico ${sufijo}`, 'Kids III', null, null, null, null, null, null], // repeats row 2
  ];
  const erroresEsperados = [
    'Fila 5: El nivel «Nivel inventado» no existe; El material «Material inventado» no existe; Cantidad 1 no es un número válido; Debe haber al menos 1 alumno',
    'Fila 6: El título es requerido',
    'Fila 7: La actividad ya aparece en la fila 2 con el mismo nivel',
  ];

  it.each([
    ['semicolon, UTF-8 with BOM', ';', 'utf8-bom'],
    ['comma, UTF-8', ',', 'utf8'],
    ['semicolon, Windows-1252', ';', 'windows-1252'],
    ['comma, Windows-1252', ',', 'windows-1252'],
  ] as const)('imports good rows and reports bad ones (%s, decimal commas)', async (_, sep, codificacion) => {
    const sufijo = `${sep}${codificacion}`;
    const res = await importar('actividades.csv', csvDe(filas(sufijo), { sep, codificacion }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Importación completada: 2 actividades creadas, 0 actualizadas',
      creadas: 2,
      actualizadas: 0,
      errores: erroresEsperados,
    });
    const lista = (await api.conCookie(admin).llamar(actividadesEndpoints.list)).json;
    expect(lista.find((a: { titulo: string }) => a.titulo === `Brazo robótico ${sufijo}`)).toMatchObject({
      nivel: { nombre: 'Kids III' },
      ...kitYMotor(),
      cantidad_1: 1.5,
      cantidad_2: 2,
      alumnos: 3,
      observaciones: 'Con pinza; y "comillas"',
    });
    expect(lista.find((a: { titulo: string }) => a.titulo === `Semáforo ${sufijo}`)).toMatchObject({
      nivel: { nombre: 'Junior I' },
      material_1: null,
      cantidad_1: 0,
      alumnos: 1,
    });
  });

  it('matches columns by name in any order, and a second import updates instead of duplicating', async () => {
    const csv = (cantidad: string) =>
      Buffer.from(
        `ALUMNOS;cantidad 1;NIVEL;material_1;titulo\r\n4;${cantidad};Kids II;Kit Lego Spike;Puente levadizo\r\n`,
      );
    expect((await importar('a.csv', csv('1,5'))).json).toMatchObject({ creadas: 1, actualizadas: 0 });
    const res = await importar('a.csv', csv('2'));
    expect(res.json).toEqual({
      message: 'Importación completada: 0 actividades creadas, 1 actualizada',
      creadas: 0,
      actualizadas: 1,
    });
    const guardadas = await t.db.select().from(actividades).where(eq(actividades.titulo, 'Puente levadizo'));
    expect(guardadas).toHaveLength(1);
    expect(guardadas[0]).toMatchObject({ alumnos: 4, cantidad1: 2, material1Id: kit.id });
  });

  it('saves nothing when no row is valid', async () => {
    const antes = (await t.db.select().from(actividades)).length;
    const res = await importar('a.csv', Buffer.from('Título;Nivel\r\nSin nivel;\r\n'));
    expect(res.json).toEqual({
      message: 'Importación completada: 0 actividades creadas, 0 actualizadas',
      creadas: 0,
      actualizadas: 0,
      errores: ['Fila 2: El nivel es requerido'],
    });
    expect((await t.db.select().from(actividades)).length).toBe(antes);
  });

  it('refuses oversize, disguised, wrong-type and unreadable files', async () => {
    const grande = await importar('grande.csv', Buffer.alloc(6 * 1024 * 1024, 0x61));
    expect(grande.status).toBe(413);
    expect(grande.json).toEqual({ message: 'El archivo supera el tamaño máximo de 5 MB' });

    // A spreadsheet (a ZIP) renamed to .csv, and a binary with NUL bytes.
    const xlsx = await xlsxDe([['Título', 'Nivel']]);
    const renombrado = await importar('actividades.csv', xlsx);
    expect(renombrado.status).toBe(415);
    expect(renombrado.json).toEqual({ message: 'El contenido del archivo no corresponde a su extensión' });
    const binario = await importar('actividades.csv', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2]));
    expect(binario.status).toBe(415);

    const noCsv = await importar('actividades.xlsx', xlsx);
    expect(noCsv.status).toBe(415);
    expect(noCsv.json).toEqual({ message: 'Formato de archivo no admitido. Usa un archivo .csv' });

    const columnas = await importar('a.csv', Buffer.from('Actividad sin nivel\r\nAlgo\r\n'));
    expect(columnas.status).toBe(422);
    expect(columnas.error.message).toBe('Faltan columnas obligatorias en la primera fila: título y nivel');

    const vacio = await importar('a.csv', Buffer.from('Título;Nivel\r\n'));
    expect(vacio.status).toBe(422);
    expect(vacio.error.message).toBe('El archivo no contiene filas de actividades');

    const sinArchivo = await api.conCookie(admin).llamar(actividadesEndpoints.importar);
    expect(sinArchivo.status).toBe(400);

    expect((await importar('a.csv', Buffer.from('Título;Nivel\r\nX;Kids I\r\n'), coordinador)).status).toBe(
      403,
    );
  });

  it('offers a template whose columns the import reads', async () => {
    const res = await api.conCookie(admin).llamar(actividadesEndpoints.plantilla);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="plantilla_actividades.csv"; filename*=UTF-8''plantilla_actividades.csv`,
    );
    expect(res.body.replace(/^\uFEFF/, '')).toBe(
      'Título;Nivel;Material 1;Cantidad 1;Material 2;Cantidad 2;Alumnos;Observaciones\r\n',
    );
    const conFila = Buffer.concat([res.bytes, Buffer.from('Plantilla;Kids I;Motor grande;1;;;2;\r\n')]);
    expect((await importar('plantilla_actividades.csv', conFila)).json).toMatchObject({ creadas: 1 });
  });
});
