import { describe, expect, it } from 'vitest';
import {
  consentimientoPendiente,
  edadEn,
  sinFotos,
  type DecisionConsentimiento,
  type UltimoConsentimiento,
} from './reglas';
import { TEXTOS_CONSENTIMIENTO, VERSIONES_CONSENTIMIENTO, versionDeTexto } from './textos';

describe('edadEn', () => {
  it.each([
    ['2012-05-10', '2026-05-09', 13, 'the day before the 14th birthday'],
    ['2012-05-10', '2026-05-10', 14, 'the 14th birthday'],
    ['2012-05-10', '2026-05-11', 14, 'the day after'],
    ['2012-05-10', '2026-04-30', 13, 'an earlier month'],
    ['2012-05-10', '2026-12-31', 14, 'a later month'],
    ['2012-12-31', '2026-12-30', 13, 'end of the year, the day before'],
    ['2012-12-31', '2027-01-01', 14, 'into the next year'],
    ['2012-02-29', '2026-02-27', 13, 'born on 29 February, common year, before'],
    ['2012-02-29', '2026-02-28', 14, 'born on 29 February: 28 February in a common year'],
    ['2012-02-29', '2028-02-28', 15, 'a leap year: not yet on the 28th'],
    ['2012-02-29', '2028-02-29', 16, 'a leap year: on the 29th'],
    ['2020-03-01', '2020-03-01', 0, 'the day of birth'],
  ])('%s on %s → %i (%s)', (nacimiento, fecha, edad) => {
    expect(edadEn(nacimiento, fecha)).toBe(edad);
  });
});

describe('consentimientoPendiente', () => {
  const v = 'v1';
  it.each([
    [null, 10, true, 'nothing recorded'],
    [{ version: v, edad: 10 }, 10, false, 'current version, still under 14'],
    [{ version: 'v0', edad: 10 }, 10, true, 'the text changed since'],
    [{ version: v, edad: 13 }, 13, false, 'the day before turning 14'],
    [{ version: v, edad: 13 }, 14, true, 'turned 14 after the decision'],
    [{ version: v, edad: 14 }, 14, false, 'decided at 14'],
    [{ version: v, edad: 15 }, 16, false, 'decided after 14'],
    [{ version: v, edad: null }, 14, true, 'age unknown when decided, 14 now'],
    [{ version: v, edad: null }, null, false, 'no birth date at all'],
    [{ version: v, edad: 10 }, null, false, 'birth date removed since'],
  ] as [UltimoConsentimiento | null, number | null, boolean, string][])(
    '%o, age %s → %s (%s)',
    (ultimo, edadHoy, pendiente) => {
      expect(consentimientoPendiente(ultimo, v, edadHoy)).toBe(pendiente);
    },
  );
});

describe('versionDeTexto', () => {
  it('is stable, 16 hex characters, and changes with a single character', () => {
    expect(versionDeTexto('hola')).toBe(versionDeTexto('hola'));
    expect(versionDeTexto('hola')).toMatch(/^[0-9a-f]{16}$/);
    expect(versionDeTexto('hola')).not.toBe(versionDeTexto('hola.'));
    expect(versionDeTexto('')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('names each current text by its hash, all different', () => {
    for (const [tipo, texto] of Object.entries(TEXTOS_CONSENTIMIENTO)) {
      expect(VERSIONES_CONSENTIMIENTO[tipo as keyof typeof TEXTOS_CONSENTIMIENTO]).toBe(
        versionDeTexto(texto),
      );
    }
    expect(new Set(Object.values(VERSIONES_CONSENTIMIENTO)).size).toBe(4);
  });

  it('a changed text makes an earlier decision pending', () => {
    const antes = versionDeTexto(TEXTOS_CONSENTIMIENTO.imagen);
    const despues = versionDeTexto(`${TEXTOS_CONSENTIMIENTO.imagen} `);
    expect(consentimientoPendiente({ version: antes, edad: 9 }, antes, 9)).toBe(false);
    expect(consentimientoPendiente({ version: antes, edad: 9 }, despues, 9)).toBe(true);
  });
});

describe('sinFotos', () => {
  it.each<[DecisionConsentimiento | null, boolean]>([
    [null, true],
    [false, true],
    [{ interno: false, familias: true, web: true }, true],
    [{ interno: true, familias: false, web: false }, false],
    [{ interno: true, familias: true, web: true }, false],
  ])('%o → %s', (decision, esperado) => {
    expect(sinFotos(decision)).toBe(esperado);
  });
});
