import { eq, like } from 'drizzle-orm';
import { alumnosEndpoints, mensajesCampo } from '@escuela/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumnos, asistencias, observaciones, padres, sesiones } from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { usarAppDePrueba } from '../../../test/app';
import {
  csvDe,
  FechaCelda,
  leerXlsx,
  sheetjsDe,
  xlsxDe,
  xlsxQueDeclara,
  type Valor,
} from '../../../test/alumnos/archivos';
import {
  cookieDe,
  crearColegioDePrueba,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  crearUsuarioDePrueba,
  historialMatriculas,
  matricular,
} from '../../../test/fabricas/index';

const { t, api } = usarAppDePrueba();
let admin: string;
let grupo: { id: number };
let grupo2: { id: number };

beforeAll(async () => {
  admin = (await api.usuario('admin')).cookie;
  const colegio = await crearColegioDePrueba(t.db);
  const profe = await crearProfesorDePrueba(t.db);
  grupo = await crearGrupoDePrueba(t.db, {
    colegioId: colegio.id,
    profesorId: profe.id,
    nombre: 'Robótica Kids I',
  });
  grupo2 = await crearGrupoDePrueba(t.db, {
    colegioId: colegio.id,
    profesorId: profe.id,
    nombre: 'Junior II',
  });
});

/** A student's enrolment history, oldest first. */
const historial = (alumnoId: number) => historialMatriculas(t.db, alumnoId);
const porApellidos = async (apellidos: string) =>
  (await t.db.select().from(alumnos).where(eq(alumnos.apellidos, apellidos)))[0]!;

const importar = (nombre: string, datos: Buffer, cookie = admin) =>
  api.conCookie(cookie).llamar(alumnosEndpoints.importar, { archivo: { nombre, datos } });

const filasDe = (sufijo: string): Valor[][] => [
  ['Nombre', 'Apellidos', 'Fecha de nacimiento', 'Curso', 'Letra', 'Grupo', 'Teléfono 1', 'Observaciones'],
  [
    'Lucía',
    `Núñez ${sufijo}`,
    new FechaCelda('2015-09-01'),
    '3º Primaria',
    'A',
    'robotica kids i',
    '612345678',
    'Le encanta programar',
  ],
  ['Íñigo', `Peña ${sufijo}`, '05/06/2016', '2', 'B', null, '600 111 222', null],
  ['', `Sin Nombre ${sufijo}`, '31/02/2015', null, null, null, null, null],
  ['Ana', `Grupo Raro ${sufijo}`, null, null, null, 'No Existe', null, null],
];

describe('POST /api/alumnos/import', () => {
  it.each([
    ['xlsx', (f: Valor[][]) => xlsxDe(f)],
    ['xls', (f: Valor[][]) => sheetjsDe(f, 'xls')],
    ['ods', (f: Valor[][]) => sheetjsDe(f, 'ods')],
    ['csv', (f: Valor[][]) => csvDe(f, { sep: ',', codificacion: 'utf8' })],
    ['csv', (f: Valor[][]) => csvDe(f, { sep: ';', codificacion: 'utf8-bom' })],
    ['csv', (f: Valor[][]) => csvDe(f, { sep: ';', codificacion: 'windows-1252' })],
  ])('imports a .%s: good rows saved, bad rows reported as Fila N', async (ext, construir) => {
    const sufijo = `${ext}${Math.random().toString(36).slice(2, 6)}`;
    const res = await importar(`alumnos.${ext}`, await construir(filasDe(sufijo)));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      message: 'Importación completada: 2 alumnos creados, 0 actualizados, 2 filas con errores',
      creados: 2,
      actualizados: 0,
      sinCambios: 0,
      errores: [
        'Fila 4: La fecha de nacimiento no es válida; El nombre es obligatorio',
        'Fila 5: El grupo «No Existe» no existe',
      ],
    });
    const [lucia] = await t.db
      .select()
      .from(alumnos)
      .where(eq(alumnos.apellidos, `Núñez ${sufijo}`));
    expect(lucia).toMatchObject({
      nombre: 'Lucía',
      fechaNacimiento: '2015-09-01',
      curso: '3',
      letra: 'A',
      grupoId: grupo.id,
      telefono1: '612345678',
      observaciones: 'Le encanta programar',
      estado: 'alta',
    });
    expect(await t.db.select().from(observaciones).where(eq(observaciones.alumnoId, lucia!.id))).toHaveLength(
      1,
    );
    const [inigo] = await t.db
      .select()
      .from(alumnos)
      .where(eq(alumnos.apellidos, `Peña ${sufijo}`));
    expect(inigo).toMatchObject({ nombre: 'Íñigo', fechaNacimiento: '2016-06-05', grupoId: null });
  });

  it('importing the same file again creates nothing; a changed cell updates that student', async () => {
    const filas = filasDe('repetido');
    const archivo = await xlsxDe(filas);
    expect((await importar('a.xlsx', archivo)).json.creados).toBe(2);
    const otra = await importar('a.xlsx', archivo);
    expect(otra.json).toMatchObject({ creados: 0, actualizados: 0, sinCambios: 2 });
    filas[2]![4] = 'C';
    const cambio = await importar('a.csv', csvDe(filas, { sep: ';', codificacion: 'utf8' }));
    expect(cambio.json).toMatchObject({ creados: 0, actualizados: 1, sinCambios: 1 });
    const repetidos = await t.db.select().from(alumnos).where(eq(alumnos.apellidos, 'Peña repetido'));
    expect(repetidos).toMatchObject([{ letra: 'C' }]);
  });

  it('matches by ID (export, edit, import) and by DNI', async () => {
    const [a] = await t.db.insert(alumnos).values({ nombre: 'Por', apellidos: 'Identificador' }).returning();
    const porId = await importar(
      'id.csv',
      csvDe(
        [
          ['ID', 'Nombre', 'Apellidos', 'Curso'],
          [a!.id, 'Por', 'Identificador Cambiado', '1º ESO'],
        ],
        { sep: ';', codificacion: 'utf8' },
      ),
    );
    expect(porId.json).toMatchObject({ creados: 0, actualizados: 1 });
    const [b] = await t.db.select().from(alumnos).where(eq(alumnos.id, a!.id));
    expect(b).toMatchObject({ apellidos: 'Identificador Cambiado', curso: '1ESO' });

    await t.db.insert(alumnos).values({ nombre: 'Con', apellidos: 'Documento', dni: '12345678Z' });
    const porDni = await importar(
      'dni.csv',
      csvDe(
        [
          ['Nombre', 'Apellidos', 'DNI', 'Estado'],
          ['Con', 'Documento Nuevo', '12.345.678-z', 'Baja'],
        ],
        { sep: ',', codificacion: 'utf8' },
      ),
    );
    expect(porDni.json).toMatchObject({ creados: 0, actualizados: 1 });
    const [c] = await t.db.select().from(alumnos).where(eq(alumnos.dni, '12345678Z'));
    expect(c).toMatchObject({ apellidos: 'Documento Nuevo', estado: 'baja' });

    const noExiste = await importar(
      'id.csv',
      csvDe(
        [
          ['id', 'nombre', 'apellidos'],
          [999999, 'X', 'Y'],
        ],
        { sep: ';', codificacion: 'utf8' },
      ),
    );
    expect(noExiste.json.errores).toEqual(['Fila 2: No existe ningún alumno con ID 999999']);
  });

  it('matches by name and surnames whatever their case, accents and punctuation', async () => {
    // The import reads only the students its rows could name (decision 053's note on memory): these
    // must still be found, and the namesake in another group must not be taken for the one in this group.
    const [enGrupo] = await t.db
      .insert(alumnos)
      .values({ nombre: 'María José', apellidos: 'Ñúñez-Gil Ortega', grupoId: grupo.id, curso: '3' })
      .returning();
    await t.db
      .insert(alumnos)
      .values({ nombre: 'María José', apellidos: 'Ñúñez-Gil Ortega', grupoId: grupo2.id, curso: '3' });
    const [sinGrupo] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Çelik', apellidos: 'O’Brien Solo' })
      .returning();
    const res = await importar(
      'nombres.csv',
      csvDe(
        [
          ['Nombre', 'Apellidos', 'Grupo', 'Curso'],
          ['MARIA  JOSE', 'nuñez gil  ortega', 'robotica kids i', '4º Primaria'],
          ['çelik', 'O’BRIEN SOLO', null, '1º ESO'],
        ],
        { sep: ';', codificacion: 'utf8' },
      ),
    );
    expect(res.json).toMatchObject({ creados: 0, actualizados: 2, errores: [] });
    const [a] = await t.db.select().from(alumnos).where(eq(alumnos.id, enGrupo!.id));
    expect(a).toMatchObject({ curso: '4', grupoId: grupo.id });
    const otros = await t.db.select().from(alumnos).where(eq(alumnos.grupoId, grupo2.id));
    expect(otros.find((o) => o.apellidos === 'Ñúñez-Gil Ortega')).toMatchObject({ curso: '3' });
    const [b] = await t.db.select().from(alumnos).where(eq(alumnos.id, sinGrupo!.id));
    expect(b).toMatchObject({ curso: '1ESO' });
  });

  it('refuses hostile and wrong files', async () => {
    const grande = await importar('grande.csv', Buffer.alloc(6 * 1024 * 1024, 0x61));
    expect(grande.status).toBe(413);
    expect(grande.json).toEqual({ message: 'El archivo supera el tamaño máximo de 5 MB' });

    // Just over the limit: the declared length passes, the multipart file limit stops the reading.
    const justo = await importar('justo.csv', Buffer.alloc(5 * 1024 * 1024 + 1000, 0x61));
    expect(justo.status).toBe(413);
    expect(justo.json).toEqual({ message: 'El archivo supera el tamaño máximo de 5 MB' });

    const filas = await importar('filas.xlsx', xlsxQueDeclara(3_000_000));
    expect(filas.status).toBe(422);
    expect(filas.json).toEqual({ message: 'El archivo tiene más de 20.000 filas' });

    const tipo = await importar('alumnos.xlsx', csvDe(filasDe('x'), { sep: ';', codificacion: 'utf8' }));
    expect(tipo.status).toBe(415);
    expect(tipo.json).toEqual({ message: 'El contenido del archivo no corresponde a su extensión' });

    const ext = await importar('alumnos.pdf', Buffer.from('%PDF-1.4'));
    expect(ext.status).toBe(415);

    const columnas = await importar('a.csv', Buffer.from('Alumno;Curso\r\nAna;3\r\n'));
    expect(columnas.status).toBe(422);
    expect(columnas.error.message).toBe(
      'Faltan columnas obligatorias en la primera fila: nombre y apellidos',
    );

    const sinArchivo = await api.conCookie(admin).llamar(alumnosEndpoints.importar);
    expect(sinArchivo.status).toBe(400);
    expect(sinArchivo.error.message).toBe('Debes adjuntar un archivo');
    const otroCampo = await api.conCookie(admin).llamar(alumnosEndpoints.importar, {
      archivo: { nombre: 'a.csv', datos: Buffer.from('nombre;apellidos\r\n'), campo: 'archivo' },
    });
    expect(otroCampo.status).toBe(400);
  });

  it('a cell with a NUL or a lone surrogate is a row error, never a 500 (xls keeps both)', async () => {
    const sufijo = Math.random().toString(36).slice(2, 6);
    const res = await importar(
      'hostil.xls',
      sheetjsDe(
        [
          ['Nombre', 'Apellidos', 'Grupo', 'Observaciones'],
          ['Lu\ud800cía', `Núñez ${sufijo}`, null, null],
          ['Ana', `Buena ${sufijo}`, null, 'sin problemas'],
          ['Eva', `Sol ${sufijo}`, 'Robótica\udc00', null],
          ['Iker', `Nul ${sufijo}`, null, 'a\u0000b'],
        ],
        'xls',
      ),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      creados: 1,
      errores: [2, 4, 5].map((fila) => `Fila ${fila}: ${mensajesCampo.caracterNoPermitido}`),
    });
    const guardados = await t.db
      .select()
      .from(alumnos)
      .where(like(alumnos.apellidos, `% ${sufijo}`));
    expect(guardados.map((a) => a.apellidos)).toEqual([`Buena ${sufijo}`]);
  });

  it('is admin only', async () => {
    const coord = await cookieDe(t.app, (await crearUsuarioDePrueba(t.db, 'coordinador')).email);
    expect((await importar('a.csv', Buffer.from('nombre;apellidos\r\nA;B\r\n'), coord)).status).toBe(403);
  });
});

describe('exports', () => {
  it('alumnos.xlsx: the screen’s filters, bold frozen header, real dates, formulas as text', async () => {
    const [enGrupo] = await t.db
      .insert(alumnos)
      .values([
        {
          nombre: '=HYPERLINK("http://malo.example","pulsa")',
          apellidos: 'Inyección',
          fechaNacimiento: '2014-03-02',
          grupoId: grupo.id,
        },
        {
          nombre: '+SUM(1)',
          apellidos: 'Inyección',
          observaciones: '@SUM(1)',
          telefono1: '+34 600 111 222',
        },
        { nombre: 'Dada', apellidos: 'De Baja Inyección', estado: 'baja' },
      ])
      .returning();
    await matricular(t.db, enGrupo!.id, grupo.id, '2025-09-15');
    const res = await api
      .conCookie(admin)
      .llamar(alumnosEndpoints.exportar, { query: { search: 'inyeccion' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="alumnos.xlsx"; filename*=UTF-8''alumnos.xlsx`,
    );
    const hoja = await leerXlsx(res.bytes);
    expect(hoja.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Nombre',
      'Apellidos',
      'Fecha de nacimiento',
      'Curso',
      'Letra',
      'Grupo',
      'Teléfono 1',
      'Teléfono 2',
      'DNI',
      'Observaciones',
      'Estado',
      'En el grupo desde',
    ]);
    expect(hoja.getRow(1).font?.bold).toBe(true);
    expect(hoja.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(hoja.getColumn(3).width).toBe(26);
    expect(hoja.rowCount).toBe(3);
    const nombresExportados = [hoja.getRow(2).getCell(2).value, hoja.getRow(3).getCell(2).value];
    expect(nombresExportados).toContain('\'=HYPERLINK("http://malo.example","pulsa")');
    expect(nombresExportados).toContain("'+SUM(1)");
    const fila = [2, 3]
      .map((r) => hoja.getRow(r))
      .find((r) => String(r.getCell(2).value).includes('HYPERLINK'))!;
    expect(fila.getCell(4).value).toEqual(new Date('2014-03-02T00:00:00Z'));
    expect(fila.getCell(4).numFmt).toBe('dd/mm/yyyy');
    expect(fila.getCell(7).value).toBe('Robótica Kids I');
    expect(fila.getCell(13).value).toEqual(new Date('2025-09-15T00:00:00Z'));
    expect(fila.getCell(13).numFmt).toBe('dd/mm/yyyy');
    const otra = [2, 3].map((r) => hoja.getRow(r)).find((r) => r !== fila)!;
    expect(otra.getCell(7).value).toBe('Sin asignar');
    expect(otra.getCell(11).value).toBe("'@SUM(1)");
    // A phone is a phone, not a formula: no apostrophe in front of it.
    expect(otra.getCell(8).value).toBe('+34 600 111 222');
  });

  it('detalle_alumnos.xlsx: every student with the parent’s contact and attendance totals', async () => {
    const tutor = await crearUsuarioDePrueba(t.db, 'tutor', { email: 'familia.detalle@prueba.es' });
    const [padre] = await t.db
      .insert(padres)
      .values({ usuarioId: tutor.id, nombre: 'Carmen', apellidos: 'Ruiz', telefono1: '699000111' })
      .returning();
    const [alumno] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Hijo', apellidos: 'De Carmen', grupoId: grupo.id, padreId: padre!.id })
      .returning();
    await matricular(t.db, alumno!.id, grupo.id, '2025-10-06');
    // A sibling who joined on the 10th: only the 13th counts for them.
    const [hermano] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Hermano', apellidos: 'Tardío De Carmen', grupoId: grupo.id, padreId: padre!.id })
      .returning();
    await matricular(t.db, hermano!.id, grupo.id, '2025-10-10');
    const ses = await t.db
      .insert(sesiones)
      .values([
        { grupoId: grupo.id, fecha: '2025-10-06 16:00:00' },
        { grupoId: grupo.id, fecha: '2025-10-08 16:00:00' },
        { grupoId: grupo.id, fecha: '2025-10-13 16:00:00' },
        { grupoId: grupo.id, fecha: '2025-10-15 16:00:00', estado: 'cancelada' },
        { grupoId: grupo.id, fecha: '2099-10-15 16:00:00' },
      ])
      .returning();
    await t.db.insert(asistencias).values([
      {
        alumnoId: alumno!.id,
        grupoId: grupo.id,
        sesionId: ses[0]!.id,
        fechaSesion: ses[0]!.fecha,
        asistio: false,
        justificada: true,
      },
      {
        alumnoId: alumno!.id,
        grupoId: grupo.id,
        sesionId: ses[1]!.id,
        fechaSesion: ses[1]!.fecha,
        asistio: true,
      },
    ]);
    const res = await api.conCookie(admin).llamar(alumnosEndpoints.exportarDetalles);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="detalle_alumnos.xlsx"; filename*=UTF-8''detalle_alumnos.xlsx`,
    );
    const hoja = await leerXlsx(res.bytes);
    const cabecera = (hoja.getRow(1).values as string[]).slice(1);
    const fila = Array.from({ length: hoja.rowCount }, (_, i) => hoja.getRow(i + 1)).find(
      (r) => r.getCell(3).value === 'De Carmen',
    )!;
    const valor = (titulo: string) => fila.getCell(cabecera.indexOf(titulo) + 1).value;
    expect(valor('Padre/Tutor')).toBe('Carmen Ruiz');
    expect(valor('Email del tutor')).toBe('familia.detalle@prueba.es');
    expect(valor('Teléfono del tutor')).toBe('699000111');
    expect([valor('Sesiones'), valor('Asistencias'), valor('Faltas'), valor('Faltas justificadas')]).toEqual([
      3, 2, 1, 1,
    ]);
    const filaHermano = Array.from({ length: hoja.rowCount }, (_, i) => hoja.getRow(i + 1)).find(
      (r) => r.getCell(3).value === 'Tardío De Carmen',
    )!;
    expect(
      ['Sesiones', 'Asistencias', 'Faltas'].map((c) => filaHermano.getCell(cabecera.indexOf(c) + 1).value),
    ).toEqual([1, 1, 0]);
    // Every student, whatever their estado.
    expect(hoja.rowCount - 1).toBe((await t.db.select().from(alumnos)).length);
  });

  it('the template has the import columns and imports as it is', async () => {
    const res = await api.conCookie(admin).llamar(alumnosEndpoints.plantilla);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="plantilla_alumnos.xlsx"; filename*=UTF-8''plantilla_alumnos.xlsx`,
    );
    const hoja = await leerXlsx(res.bytes);
    expect((hoja.getRow(1).values as string[]).slice(1, 4)).toEqual(['ID', 'Nombre', 'Apellidos']);
    expect((hoja.getRow(1).values as string[]).at(-1)).toBe('En el grupo desde');
    expect((hoja.getRow(2).values as unknown[]).at(-1)).toBeInstanceOf(Date);
    const imp = await importar('plantilla_alumnos.xlsx', res.bytes);
    expect(imp.json.errores).toEqual(['Fila 2: El grupo «Nombre del grupo» no existe']);
  });
});

describe('the enrolment history follows the import (decision 030)', () => {
  const csv = (filas: Valor[][]) => csvDe(filas, { sep: ';', codificacion: 'utf8' });

  it('a new student is enrolled from today, or from the file’s day; a bad day is a row error', async () => {
    const res = await importar(
      'desde.csv',
      csv([
        ['Nombre', 'Apellidos', 'Grupo', 'En el grupo desde'],
        ['Hoy', 'Matrícula Hoy', 'Robótica Kids I', null],
        ['Antes', 'Matrícula Septiembre', 'Robótica Kids I', '08/09/2026'],
        ['Sin', 'Matrícula Sin Grupo', null, '08/09/2026'],
        ['Mala', 'Matrícula Mala', 'Robótica Kids I', '31/02/2026'],
      ]),
    );
    expect(res.json).toMatchObject({
      creados: 3,
      errores: ['Fila 5: La fecha de inicio en el grupo no es válida'],
    });
    expect(await historial((await porApellidos('Matrícula Hoy')).id)).toEqual([
      [grupo.id, hoyEscuela(), null],
    ]);
    expect(await historial((await porApellidos('Matrícula Septiembre')).id)).toEqual([
      [grupo.id, '2026-09-08', null],
    ]);
    expect(await historial((await porApellidos('Matrícula Sin Grupo')).id)).toEqual([]);
  });

  it('a move with its day closes the old group that day; the same file again changes nothing', async () => {
    const crear = csv([
      ['Nombre', 'Apellidos', 'Grupo', 'Fecha de alta'],
      ['Mueve', 'Matrícula Cambio', 'Robótica Kids I', '01/09/2026'],
    ]);
    expect((await importar('a.csv', crear)).json).toMatchObject({ creados: 1 });
    const id = (await porApellidos('Matrícula Cambio')).id;
    // A move is matched by ID (the export's first column): by name, the new group would not find them.
    const mover = csv([
      ['ID', 'Nombre', 'Apellidos', 'Grupo', 'Fecha de alta'],
      [id, 'Mueve', 'Matrícula Cambio', 'Junior II', '02/11/2026'],
    ]);
    const movido = await importar('b.csv', mover);
    expect(movido.json).toMatchObject({ creados: 0, actualizados: 1, errores: [] });
    expect(await historial(id)).toEqual([
      [grupo.id, '2026-09-01', '2026-11-02'],
      [grupo2.id, '2026-11-02', null],
    ]);
    expect((await importar('b.csv', mover)).json).toMatchObject({ actualizados: 0, sinCambios: 1 });
    expect(await historial(id)).toHaveLength(2);
  });

  it('the day alone corrects when the current enrolment started (an office starting mid-year)', async () => {
    const [a] = await t.db
      .insert(alumnos)
      .values({ nombre: 'Ya', apellidos: 'Matrícula Corregida', grupoId: grupo.id })
      .returning();
    await matricular(t.db, a!.id, grupo.id, hoyEscuela());
    const res = await importar(
      'c.csv',
      csv([
        ['ID', 'Nombre', 'Apellidos', 'En el grupo desde'],
        [a!.id, 'Ya', 'Matrícula Corregida', '15/09/2026'],
      ]),
    );
    expect(res.json).toMatchObject({ creados: 0, actualizados: 1, sinCambios: 0 });
    expect(await historial(a!.id)).toEqual([[grupo.id, '2026-09-15', null]]);
  });
});
