import { describe, expect, it } from 'vitest';
import {
  compararFecha,
  compararNino,
  compararParte,
  decidirInscripcion,
  distancia,
  palabras,
  type Candidato,
  type Solicitud,
} from './coincidencias';

const solicitud: Solicitud = {
  nombre: 'Lucía',
  apellidos: 'Martín Pérez',
  fechaNacimiento: '2016-05-04',
  dni: null,
  grupoId: 10,
  padreId: 1,
};
const alumno = (extra: Partial<Candidato> = {}): Candidato => ({
  id: 100,
  nombre: 'LUCIA',
  apellidos: ' martin  perez ',
  fechaNacimiento: '2016-05-04',
  dni: null,
  grupoId: 10,
  padreId: null,
  estado: 'alta',
  ...extra,
});

describe('distancia', () => {
  it.each([
    ['gonzalez', 'gonzalez', 0],
    ['gonzalez', 'gonzales', 1],
    ['martin', 'marin', 1],
    ['lucas', 'lucia', 2],
    ['ana', 'anabel', 3],
    ['a', 'abcdefgh', 4],
  ])('%s ↔ %s = %i', (a, b, d) => expect(distancia(a, b)).toBe(d));
});

describe('compararParte', () => {
  it.each([
    ['Lucía', 'lucia', 'nombre', 'igual'],
    ['María José', 'María', 'nombre', 'parecido'],
    ['Mari', 'María', 'nombre', 'parecido'],
    ['Lucas', 'Lucía', 'nombre', null],
    ['Ana', 'Eva', 'nombre', null],
    ['García', 'García López', 'apellidos', 'parecido'],
    ['Gonzales Ruiz', 'González Ruiz', 'apellidos', 'parecido'],
    ['Martín Pérez', 'Martin  Perez', 'apellidos', 'igual'],
    ['López García', 'García López', 'apellidos', null],
  ] as const)('%s ↔ %s (%s) → %s', (a, b, tipo, esperado) =>
    expect(compararParte(a, b, tipo)).toBe(esperado),
  );
});

describe('compararFecha', () => {
  it.each([
    ['2016-05-04', '2016-05-04', 'igual'],
    ['2016-05-04', '2016-05-14', 'parecida'],
    ['2016-05-04', '2016-06-04', 'parecida'],
    ['2016-05-04', '2015-05-04', 'parecida'],
    ['2016-05-04', '2016-04-05', 'parecida'],
    ['2016-05-04', '2015-06-04', null],
    ['2016-05-04', null, 'desconocida'],
    [null, null, 'desconocida'],
  ] as const)('%s ↔ %s → %s', (a, b, esperado) => expect(compararFecha(a, b)).toBe(esperado));
});

describe('compararNino', () => {
  it.each<[string, Partial<Solicitud>, Partial<Candidato>, 'mismo' | 'dudoso' | null, string[]]>([
    ['same child, spelled otherwise', {}, {}, 'mismo', ['mismo_nombre', 'misma_fecha']],
    ['same child, already this family’s', {}, { padreId: 1 }, 'mismo', ['mismo_nombre', 'misma_fecha']],
    [
      'same name and DNI',
      { dni: '12345678Z' },
      { dni: '12345678Z' },
      'mismo',
      ['mismo_nombre', 'misma_fecha', 'mismo_dni'],
    ],
    ['another group', {}, { grupoId: 11 }, 'dudoso', ['mismo_nombre', 'misma_fecha', 'otro_grupo']],
    ['no group at all', {}, { grupoId: null }, 'dudoso', ['mismo_nombre', 'misma_fecha', 'otro_grupo']],
    ['in baja', {}, { estado: 'baja' }, 'dudoso', ['mismo_nombre', 'misma_fecha', 'de_baja']],
    ['another family', {}, { padreId: 2 }, 'mismo', ['mismo_nombre', 'misma_fecha', 'otra_familia']],
    [
      'DNIs differ',
      { dni: '12345678Z' },
      { dni: '87654321X' },
      'dudoso',
      ['mismo_nombre', 'misma_fecha', 'otro_dni'],
    ],
    [
      'same DNI, another name',
      { dni: '12345678Z' },
      { dni: '12345678Z', nombre: 'Pedro', apellidos: 'Sanz' },
      'dudoso',
      ['otro_nombre', 'misma_fecha', 'mismo_dni'],
    ],
    ['one surname of two', {}, { apellidos: 'Martín' }, 'dudoso', ['nombre_parecido', 'misma_fecha']],
    ['a typo in the name', {}, { nombre: 'Luzia' }, 'dudoso', ['nombre_parecido', 'misma_fecha']],
    [
      'a typo in the birth date',
      {},
      { fechaNacimiento: '2016-05-14' },
      'dudoso',
      ['mismo_nombre', 'fecha_parecida'],
    ],
    ['imported without birth date', {}, { fechaNacimiento: null }, 'dudoso', ['mismo_nombre', 'sin_fecha']],
    ['a twin (another first name)', {}, { nombre: 'Lucas' }, null, ['otro_nombre', 'misma_fecha']],
    ['same name, another child', {}, { fechaNacimiento: '2012-11-30' }, null, ['mismo_nombre', 'otra_fecha']],
    [
      'close name and close date',
      {},
      { nombre: 'Luzia', fechaNacimiento: '2016-05-14' },
      null,
      ['nombre_parecido', 'fecha_parecida'],
    ],
  ])('%s', (_caso, s, c, parecido, razones) => {
    expect(compararNino({ ...solicitud, ...s }, alumno(c))).toEqual({ parecido, razones });
  });
});

describe('decidirInscripcion', () => {
  it.each<[string, Candidato[], ReturnType<typeof decidirInscripcion>]>([
    ['nobody alike: a new student', [alumno({ nombre: 'Pedro' })], { tipo: 'nuevo' }],
    ['no candidates', [], { tipo: 'nuevo' }],
    ['the imported child: linked', [alumno()], { tipo: 'vincular', alumnoId: 100 }],
    ['already this family’s: linked again', [alumno({ padreId: 1 })], { tipo: 'vincular', alumnoId: 100 }],
    [
      'a sibling with a close name does not block',
      [alumno(), alumno({ id: 101, nombre: 'Luci' })],
      { tipo: 'vincular', alumnoId: 100 },
    ],
    [
      'another family’s child: never handed over',
      [alumno({ padreId: 2 })],
      {
        tipo: 'pendiente',
        motivo: 'otra_familia',
        candidatos: [{ id: 100, razones: ['mismo_nombre', 'misma_fecha', 'otra_familia'] }],
      },
    ],
    [
      'two records of the child already',
      [alumno({ id: 101 }), alumno()],
      {
        tipo: 'pendiente',
        motivo: 'varias_coincidencias',
        candidatos: [
          { id: 100, razones: ['mismo_nombre', 'misma_fecha'] },
          { id: 101, razones: ['mismo_nombre', 'misma_fecha'] },
        ],
      },
    ],
    [
      'same name and birth date in another group',
      [alumno({ grupoId: 11 })],
      {
        tipo: 'pendiente',
        motivo: 'coincidencia_dudosa',
        candidatos: [{ id: 100, razones: ['mismo_nombre', 'misma_fecha', 'otro_grupo'] }],
      },
    ],
  ])('%s', (_caso, candidatos, esperado) => {
    expect(decidirInscripcion(solicitud, candidatos)).toEqual(esperado);
  });
});

describe('palabras', () => {
  it.each([
    ['Lucía', ['lucia']],
    ['  MARÍA   JOSÉ ', ['maria', 'jose']],
    ['Muñoz\u00a0Peña', ['munoz', 'pena']],
    ['Çelik', ['celik']],
    ['Güell\tPérez', ['guell', 'perez']],
    ['Ana-Belén', ['ana-belen']],
    ['', []],
  ])('%j → %j', (entrada, esperado) => {
    expect(palabras(entrada)).toEqual(esperado);
  });
});
