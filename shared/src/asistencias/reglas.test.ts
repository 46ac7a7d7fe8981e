import { describe, expect, it } from 'vitest';
import { ahoraEnEscuela } from '../sesiones/fechas';
import { cuentaParaAlumno, enMatricula, sesionMarcable, type Matricula } from './reglas';

describe('sesionMarcable', () => {
  it.each([
    ['a session yesterday', '2026-11-23 16:00:00', '2026-11-24 10:00:00', true],
    ['today, already started', '2026-11-24 16:00:00', '2026-11-24 16:30:00', true],
    ['today, at its very start', '2026-11-24 16:00:00', '2026-11-24 16:00:00', true],
    ['today, one second early', '2026-11-24 16:00:00', '2026-11-24 15:59:59', false],
    ['today, later in the day', '2026-11-24 18:00:00', '2026-11-24 09:00:00', false],
    ['tomorrow', '2026-11-25 16:00:00', '2026-11-24 23:59:59', false],
    ['months ahead', '2027-03-01 16:00:00', '2026-11-24 10:00:00', false],
    ['the API’s ISO form on both sides', '2026-11-24T16:00:00.000Z', '2026-11-24T16:00:01Z', true],
    ['fractional seconds of the database clock', '2026-11-24 16:00:00', '2026-11-24 16:00:00.123456', true],
    ['an unreadable session time', 'mañana', '2026-11-24 10:00:00', false],
    ['an unreadable clock', '2026-11-23 16:00:00', '', false],
  ])('%s', (_caso, sesion, ahora, esperado) => expect(sesionMarcable(sesion, ahora)).toBe(esperado));
});

describe('ahoraEnEscuela', () => {
  it.each([
    // Madrid is UTC+1 in winter and UTC+2 in summer; the day changes at the school's midnight.
    ['2026-11-24T15:30:00Z', '2026-11-24 16:30:00'],
    ['2026-07-01T14:00:05Z', '2026-07-01 16:00:05'],
    ['2026-12-31T23:30:00Z', '2027-01-01 00:30:00'],
    ['2026-03-29T00:59:59Z', '2026-03-29 01:59:59'],
    ['2026-03-29T01:00:00Z', '2026-03-29 03:00:00'],
  ])('%s is %s at the school', (instante, esperado) =>
    expect(ahoraEnEscuela(new Date(instante))).toBe(esperado),
  );
});

const A = 1;
const B = 2;
/** In A from 1 Oct to 1 Nov (excluded), then in B from 1 Nov, still open. */
const cambioDeGrupo: Matricula[] = [
  { grupoId: A, desde: '2026-10-01', hasta: '2026-11-01' },
  { grupoId: B, desde: '2026-11-01', hasta: null },
];

describe('enMatricula', () => {
  it.each([
    ['the first day of an enrolment', '2026-10-01', A, true],
    ['the day before it', '2026-09-30', A, false],
    ['the last day in the old group', '2026-10-31', A, true],
    ['the day of the move, in the old group', '2026-11-01', A, false],
    ['the day of the move, in the new group', '2026-11-01', B, true],
    ['an open enrolment, far ahead', '2027-06-30', B, true],
    ['another group', '2026-10-15', 3, false],
  ])('%s', (_caso, dia, grupo, esperado) => expect(enMatricula(dia, grupo, cambioDeGrupo)).toBe(esperado));

  it('no enrolment at all: nothing counts', () => expect(enMatricula('2026-10-15', A, [])).toBe(false));
});

describe('cuentaParaAlumno', () => {
  const AHORA = '2026-11-24 17:00:00';
  const sesion = (grupoId: number, fecha: string, estado = 'completada') => ({ grupoId, fecha, estado });
  it.each([
    ['a past session of the old group, inside the enrolment', sesion(A, '2026-10-20 16:00:00'), true],
    ['a past session of the old group after the move', sesion(A, '2026-11-03 16:00:00'), false],
    ['a past session of the new group', sesion(B, '2026-11-03 16:00:00'), true],
    ['a session of the new group before the move', sesion(B, '2026-10-27 16:00:00'), false],
    ['today’s session, started', sesion(B, '2026-11-24 16:00:00', 'planificada'), true],
    ['today’s session, not started yet', sesion(B, '2026-11-24 18:00:00', 'planificada'), false],
    ['a future session', sesion(B, '2026-12-01 16:00:00', 'planificada'), false],
    ['a cancelled past session', sesion(B, '2026-11-10 16:00:00', 'cancelada'), false],
    ['a no_asignable past session still counts', sesion(B, '2026-11-10 16:00:00', 'no_asignable'), true],
    ['the ISO form of the API', sesion(B, '2026-11-10T16:00:00.000Z'), true],
  ])('%s', (_caso, s, esperado) => expect(cuentaParaAlumno(s, cambioDeGrupo, AHORA)).toBe(esperado));

  it('a child enrolled today counts none of the group’s earlier sessions', () => {
    const hoy: Matricula[] = [{ grupoId: A, desde: '2026-11-24', hasta: null }];
    expect(cuentaParaAlumno(sesion(A, '2026-11-23 16:00:00'), hoy, AHORA)).toBe(false);
    expect(cuentaParaAlumno(sesion(A, '2026-11-24 16:00:00'), hoy, AHORA)).toBe(true);
  });
});
