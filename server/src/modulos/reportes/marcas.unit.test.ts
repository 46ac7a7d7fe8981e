import { describe, expect, it } from 'vitest';
import type { Matricula } from '@escuela/shared';
import { marcaReporte } from './marcas';

const G = 7;
const AHORA = '2026-11-24 17:00:00';
/** Joined the group on 10 November, still there. */
const desdeEl10: Matricula[] = [{ grupoId: G, desde: '2026-11-10', hasta: null }];
/** Left it on 17 November (the 17th excluded). */
const hastaEl17: Matricula[] = [{ grupoId: G, desde: '2026-09-01', hasta: '2026-11-17' }];
const sesion = (fecha: string, estado = 'completada') => ({ grupoId: G, fecha, estado });
const falta = { asistio: false, justificada: false };
const justificada = { asistio: false, justificada: true };
const presente = { asistio: true, justificada: false };

describe('marcaReporte', () => {
  it.each([
    ['a past session with no record: attended', sesion('2026-11-12 16:00:00'), desdeEl10, undefined, '✓'],
    ['a recorded presence', sesion('2026-11-12 16:00:00'), desdeEl10, presente, '✓'],
    ['a recorded absence', sesion('2026-11-12 16:00:00'), desdeEl10, falta, 'X'],
    ['a justified absence', sesion('2026-11-12 16:00:00'), desdeEl10, justificada, 'J'],
    ['before the child joined: blank', sesion('2026-11-03 16:00:00'), desdeEl10, undefined, ''],
    ['the day the child joined', sesion('2026-11-10 16:00:00'), desdeEl10, undefined, '✓'],
    ['after the child left: blank', sesion('2026-11-19 16:00:00'), hastaEl17, undefined, ''],
    ['the day the child left: blank', sesion('2026-11-17 16:00:00'), hastaEl17, undefined, ''],
    ['the last day before leaving', sesion('2026-11-16 16:00:00'), hastaEl17, falta, 'X'],
    ['today, begun', sesion('2026-11-24 16:00:00', 'planificada'), desdeEl10, undefined, '✓'],
    ['today, not begun: blank', sesion('2026-11-24 18:00:00', 'planificada'), desdeEl10, undefined, ''],
    ['a future session: blank', sesion('2026-11-26 16:00:00', 'planificada'), desdeEl10, undefined, ''],
    ['a record outside the enrolment stays blank', sesion('2026-11-03 16:00:00'), desdeEl10, falta, ''],
    [
      'no enrolment in this group at all: blank',
      { ...sesion('2026-11-12 16:00:00'), grupoId: 8 },
      desdeEl10,
      undefined,
      '',
    ],
  ])('%s', (_caso, s, matriculas, registro, esperado) =>
    expect(marcaReporte(s, matriculas, registro, AHORA)).toBe(esperado),
  );
});
