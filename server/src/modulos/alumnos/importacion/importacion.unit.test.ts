import { describe, expect, it, vi } from 'vitest';
import {
  csvDe,
  odsConFilasExtra,
  FechaCelda,
  sheetjsDe,
  xlsxBomba,
  xlsxConFilas,
  xlsxDe,
  xlsxQueDeclara,
  zipDe,
  type Valor,
} from '../../../../test/alumnos/archivos';
import { parseCsv, decodificarTexto } from './csv';
import { procesarEnWorker, workerImportacionVivo } from './en-worker';
import { RechazoImportacion } from './guardia';
import { convertirFilas } from './filas';
import { leerArchivo } from './procesar';

/** The whole parse on this thread: what the worker reads, then the rows (as `procesarEnWorker`). */
const procesarArchivo = async (buf: Buffer, nombre: string) => convertirFilas(await leerArchivo(buf, nombre));

// Headers in several spellings: accents and case are ignored.
const FILAS: Valor[][] = [
  [
    'NOMBRE',
    'apellidos',
    'Fecha de Nacimiento',
    'curso',
    'Letra',
    'Grupo',
    'Teléfonos',
    'DNI',
    'Observaciones',
    'ESTADO',
  ],
  [
    'Lucía',
    'Fernández Núñez',
    new FechaCelda('2015-09-01'),
    '3º Primaria',
    'a',
    'Robótica Kids I',
    '612345678 / 698765432',
    '12345678Z',
    'Muy participativa; ¡genial!',
    'Alta',
  ],
  ['Íñigo', 'Muñoz Güell', '05/06/2016', 2, 'B', null, 600111222, null, null, null],
  [null, null, null, null, null, null, null, null, null, null],
  ['', 'Sin Nombre', '31/02/2015', '9º Primaria', 'AB', null, '12', null, null, 'quizá'],
];

const ESPERADAS = [
  {
    fila: 2,
    id: null,
    grupo: 'Robótica Kids I',
    campos: {
      nombre: 'Lucía',
      apellidos: 'Fernández Núñez',
      fechaNacimiento: '2015-09-01',
      curso: '3',
      letra: 'A',
      telefono1: '612345678',
      telefono2: '698765432',
      dni: '12345678Z',
      observaciones: 'Muy participativa; ¡genial!',
      estado: 'alta',
    },
  },
  {
    fila: 3,
    id: null,
    grupo: undefined,
    campos: {
      nombre: 'Íñigo',
      apellidos: 'Muñoz Güell',
      fechaNacimiento: '2016-06-05',
      curso: '2',
      letra: 'B',
      telefono1: '600111222',
    },
  },
];
const ERROR_FILA_5 =
  'Fila 5: La fecha de nacimiento no es válida; El curso no es válido («9º Primaria»); El estado debe ser alta o baja; El nombre es obligatorio; La letra debe ser una sola letra; El teléfono debe tener al menos 9 dígitos';

const FORMATOS: [string, () => Promise<Buffer> | Buffer][] = [
  ['alumnos.xlsx', () => xlsxDe(FILAS)],
  ['alumnos.xls', () => sheetjsDe(FILAS, 'xls')],
  ['alumnos.ods', () => sheetjsDe(FILAS, 'ods')],
  ['alumnos.csv', () => csvDe(FILAS, { sep: ',', codificacion: 'utf8' })],
  ['alumnos.CSV', () => csvDe(FILAS, { sep: ';', codificacion: 'utf8' })],
  ['bom.csv', () => csvDe(FILAS, { sep: ';', codificacion: 'utf8-bom' })],
  ['excel-1252.csv', () => csvDe(FILAS, { sep: ';', codificacion: 'windows-1252' })],
  ['excel-1252-coma.csv', () => csvDe(FILAS, { sep: ',', codificacion: 'windows-1252' })],
];

describe('procesarArchivo: every format reads the same rows', () => {
  it.each(FORMATOS)('%s', async (nombre, construir) => {
    const { filas, errores } = await procesarArchivo(await construir(), nombre);
    expect(filas.map((f) => ({ ...f, campos: sinUndefined(f.campos) }))).toEqual(ESPERADAS);
    expect(errores).toEqual([ERROR_FILA_5]);
  });
});

function sinUndefined(o: object) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

describe('csv', () => {
  it('reads quotes, escaped quotes, line breaks inside quotes and CRLF', () => {
    const { filas } = parseCsv('a;"b;c";"di ""jo"""\r\n"x\ny";2,5;\r\n');
    expect(filas).toEqual([
      ['a', 'b;c', 'di "jo"'],
      ['x\ny', '2,5', ''],
    ]);
  });
  it('tells UTF-8 from Windows-1252', () => {
    expect(decodificarTexto(Buffer.from('Ñandú', 'utf8'))).toBe('Ñandú');
    expect(decodificarTexto(Buffer.from([0xd1, 0x61, 0x6e, 0x64, 0xfa]))).toBe('Ñandú');
  });
});

async function rechazo(buf: Buffer, nombre: string) {
  const err = await procesarArchivo(buf, nombre).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(RechazoImportacion);
  return { codigo: (err as RechazoImportacion).codigo, message: (err as RechazoImportacion).message };
}

describe('hostile and wrong files', () => {
  it('refuses a real type that does not match the extension (415)', async () => {
    const xlsx = await xlsxDe(FILAS);
    const csv = csvDe(FILAS, { sep: ';', codificacion: 'utf8' });
    const tipo = {
      codigo: 'unsupported_type',
      message: 'El contenido del archivo no corresponde a su extensión',
    };
    expect(await rechazo(xlsx, 'alumnos.csv')).toEqual(tipo);
    expect(await rechazo(xlsx, 'alumnos.xls')).toEqual(tipo);
    expect(await rechazo(xlsx, 'alumnos.ods')).toEqual(tipo);
    expect(await rechazo(csv, 'alumnos.xlsx')).toEqual(tipo);
    expect(await rechazo(sheetjsDe(FILAS, 'ods'), 'alumnos.xlsx')).toEqual(tipo);
    expect(await rechazo(sheetjsDe(FILAS, 'xls'), 'alumnos.xlsx')).toEqual(tipo);
    expect(await rechazo(Buffer.from([0x4d, 0x5a, 0, 0, 1]), 'alumnos.csv')).toEqual(tipo);
    expect((await rechazo(csv, 'alumnos.pdf')).codigo).toBe('unsupported_type');
  });

  it('refuses a sheet declaring 3,000,000 rows (422) from its <dimension>', async () => {
    expect(await rechazo(xlsxQueDeclara(3_000_000), 'grande.xlsx')).toEqual({
      codigo: 'unprocessable',
      message: 'El archivo tiene más de 20.000 filas',
    });
  });

  it('refuses a sheet holding more than 20,000 rows (422), counted while inflating', async () => {
    expect((await rechazo(xlsxConFilas(20_002), 'filas.xlsx')).message).toBe(
      'El archivo tiene más de 20.000 filas',
    );
    expect(
      (
        await rechazo(
          csvDe(
            Array.from({ length: 20_002 }, () => ['a', 'b']),
            { sep: ';', codificacion: 'utf8' },
          ),
          'f.csv',
        )
      ).message,
    ).toBe('El archivo tiene más de 20.000 filas');
  });

  it('reads LibreOffice’s trailing empty repeated rows, refuses repeated rows holding data (422)', async () => {
    const vacias =
      '<table:table-row table:number-rows-repeated="1048570"><table:table-cell table:number-columns-repeated="16384"/></table:table-row>';
    const { filas } = await procesarArchivo(odsConFilasExtra(FILAS.slice(0, 3), vacias), 'libre.ods');
    expect(filas).toHaveLength(2);
    const llenas =
      '<table:table-row table:number-rows-repeated="3000000"><table:table-cell office:value-type="string" table:number-columns-repeated="200"><text:p>X</text:p></table:table-cell></table:table-row>';
    expect(await rechazo(odsConFilasExtra(FILAS.slice(0, 3), llenas), 'hostil.ods')).toEqual({
      codigo: 'unprocessable',
      message: 'El archivo tiene más de 20.000 filas',
    });
  });

  it('refuses an .xls with more than 20,000 rows (422): the parser stops at the limit', async () => {
    const filas: Valor[][] = [
      ['Nombre', 'Apellidos'],
      ...Array.from({ length: 25_000 }, (_, i) => [`N${i}`, 'A']),
    ];
    expect((await rechazo(sheetjsDe(filas, 'xls'), 'muchas.xls')).message).toBe(
      'El archivo tiene más de 20.000 filas',
    );
  });

  it('refuses a zip bomb (413), whether the directory tells the truth or lies', async () => {
    const grande = {
      codigo: 'too_large',
      message: 'El contenido del archivo descomprimido supera el tamaño máximo permitido',
    };
    expect(await rechazo(xlsxBomba(60), 'bomba.xlsx')).toEqual(grande);
    expect(await rechazo(xlsxBomba(60, true), 'mentira.xlsx')).toEqual(grande);
  });

  it('refuses a damaged ZIP (422) and an ods without its mimetype (415)', async () => {
    const xlsx = await xlsxDe(FILAS);
    expect((await rechazo(xlsx.subarray(0, xlsx.length - 30), 'roto.xlsx')).codigo).toBe('unprocessable');
    expect((await rechazo(zipDe([{ nombre: 'content.xml', datos: '<x/>' }]), 'a.ods')).codigo).toBe(
      'unsupported_type',
    );
  });

  it('asks for the name columns (422)', async () => {
    const csv = csvDe(
      [
        ['Alumno', 'Curso'],
        ['Ana', '3'],
      ],
      { sep: ';', codificacion: 'utf8' },
    );
    expect(await rechazo(csv, 'a.csv')).toEqual({
      codigo: 'unprocessable',
      message: 'Faltan columnas obligatorias en la primera fila: nombre y apellidos',
    });
  });
});

describe('procesarEnWorker', () => {
  it('parses in a worker thread and carries refusals back', async () => {
    const { filas } = await procesarEnWorker(await xlsxDe(FILAS), 'alumnos.xlsx');
    expect(filas).toHaveLength(2);
    await expect(procesarEnWorker(xlsxQueDeclara(3_000_000), 'a.xlsx')).rejects.toMatchObject({
      codigo: 'unprocessable',
      message: 'El archivo tiene más de 20.000 filas',
    });
  });

  it('runs files one at a time in one worker, which ends once no file is waiting', async () => {
    const archivo = await xlsxDe(FILAS);
    const a = procesarEnWorker(archivo, 'a.xlsx');
    const b = procesarEnWorker(archivo, 'b.xlsx');
    await a;
    // The second file was waiting: the same worker stays for it.
    expect(workerImportacionVivo()).toBe(true);
    expect((await b).filas).toHaveLength(2);
    await vi.waitFor(() => expect(workerImportacionVivo()).toBe(false));
    // The next file starts another.
    expect((await procesarEnWorker(archivo, 'c.xlsx')).filas).toHaveLength(2);
  });
});
