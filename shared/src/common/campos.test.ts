import { describe, expect, it } from 'vitest';
import {
  MAX_ID,
  enteroTexto,
  fecha,
  fechaOpcional,
  hoyISO,
  iban,
  ibanOpcional,
  id,
  idTexto,
  isFechaIsoValida,
  paginacion,
  telefono,
  telefonoOpcional,
  texto,
  textoRequerido,
  textoValido,
} from './campos';
import { mensajesCampo } from './errors';
import { idParamSchema } from './id-param';

const mensaje = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('field contracts', () => {
  it.each([
    ['2024-02-29', true],
    ['2025-02-28', true],
    ['2025-02-29', false],
    ['2025-02-30', false],
    ['2025-04-31', false],
    ['2025-13-01', false],
    ['0000-01-01', false],
    ['2025-1-01', false],
    ['01/02/2025', false],
  ])('isFechaIsoValida(%s) is %s', (valor, esperado) => {
    expect(isFechaIsoValida(valor)).toBe(esperado);
  });

  it('refuses an impossible date with the field message', () => {
    expect(mensaje(fecha('La fecha de alta no es válida').safeParse('2025-02-30'))).toBe(
      'La fecha de alta no es válida',
    );
    expect(fechaOpcional().safeParse('').data).toBeNull();
    expect(fechaOpcional().safeParse(undefined).data).toBeUndefined();
    expect(mensaje(fechaOpcional().safeParse('2025-02-30'))).toBe(mensajesCampo.fecha);
  });

  it('writes today as yyyy-MM-dd in the local calendar', () => {
    expect(hoyISO(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });

  it('accepts ids up to 2^31-1 only, in bodies and in query strings', () => {
    expect(id().safeParse(MAX_ID).success).toBe(true);
    expect(id().safeParse(MAX_ID + 1).success).toBe(false);
    expect(id().safeParse(0).success).toBe(false);
    expect(id().safeParse(1.5).success).toBe(false);
    expect(idTexto().safeParse('2147483647').data).toBe(MAX_ID);
    for (const malo of ['2147483648', '99999999999', '0', '-1', '1e3', '0x10', ' 1', '1.0', '']) {
      expect(idTexto().safeParse(malo).success, malo).toBe(false);
    }
    expect(idParamSchema.safeParse({ id: '2147483648' }).success).toBe(false);
  });

  it('refuses NUL bytes in every text', () => {
    expect(mensaje(texto(10).safeParse('a\u0000b'))).toBe(mensajesCampo.caracterNoPermitido);
    expect(mensaje(textoRequerido('Requerido').safeParse('a\u0000b'))).toBe(
      mensajesCampo.caracterNoPermitido,
    );
    expect(mensaje(textoRequerido('Requerido').safeParse('  '))).toBe('Requerido');
    expect(textoRequerido('Requerido').safeParse(' Ana ').data).toBe('Ana');
  });

  it('reads optional phones: blank is null, 9 digits at least', () => {
    expect(telefonoOpcional('Teléfono').safeParse('').data).toBeNull();
    expect(telefonoOpcional('Teléfono').safeParse('612 345 678').data).toBe('612 345 678');
    expect(mensaje(telefonoOpcional('Teléfono').safeParse('12345'))).toBe('Teléfono');
  });

  it('paginates with defaults and bounds', () => {
    const { page, limit } = paginacion(20, 100);
    expect(page.parse(undefined)).toBe(1);
    expect(limit.parse(undefined)).toBe(20);
    expect(limit.safeParse('101').success).toBe(false);
    expect(page.safeParse('2147483648').success).toBe(false);
  });

  it.each([
    ['Lucía Núñez', true],
    ['emoji 🤖 bien formado', true],
    ['', true],
    ['a\u0000b', false],
    ['\ud800', false], // lone high surrogate
    ['a\ud800b', false],
    ['\udc00', false], // lone low surrogate
    ['🤖'.charAt(1) + '🤖'.charAt(0), false], // the pair in the wrong order
    ['fin \ud83e', false],
  ])('textoValido(%j) is %s', (valor, esperado) => {
    expect(textoValido(valor)).toBe(esperado);
  });

  it('refuses lone surrogates in every text contract', () => {
    for (const esquema of [texto(10), textoRequerido('Requerido'), telefono('Teléfono'), iban('Requerido')]) {
      expect(mensaje(esquema.safeParse('a\ud800b'))).toBe(mensajesCampo.caracterNoPermitido);
    }
  });

  it('takes no JSON true, 1.5 or "1e3" as an id or a number', () => {
    for (const malo of [true, false, null, 1.5, '1e3', '1.5', ' 1', '', [], {}]) {
      expect(id().safeParse(malo).success, JSON.stringify(malo)).toBe(false);
      expect(idTexto().safeParse(malo).success, JSON.stringify(malo)).toBe(false);
      expect(enteroTexto(0, 100).safeParse(malo).success, JSON.stringify(malo)).toBe(false);
    }
    expect(enteroTexto(-5, 100).safeParse('-3').data).toBe(-3);
    expect(enteroTexto(0, 100).safeParse(7).data).toBe(7);
    expect(mensaje(enteroTexto(1, 12, 'Mes', 'Falta').safeParse(undefined))).toBe('Falta');
    expect(mensaje(enteroTexto(1, 12, 'Mes', 'Falta').safeParse('13'))).toBe('Mes');
  });

  it('reads phones by pattern: abc is not a phone', () => {
    const t = telefono('Teléfono no válido', 30, 'Teléfono requerido');
    expect(t.safeParse('91 123 45 67').data).toBe('91 123 45 67');
    expect(t.safeParse('+34 612-345-678').success).toBe(true);
    expect(mensaje(t.safeParse('abc'))).toBe('Teléfono no válido');
    expect(mensaje(t.safeParse('12345'))).toBe('Teléfono no válido');
    expect(mensaje(t.safeParse('  '))).toBe('Teléfono requerido');
    expect(mensaje(t.safeParse(undefined))).toBe('Teléfono requerido');
  });

  it('validates IBANs by their country and stores them normalised', () => {
    expect(iban('Requerida').safeParse('es91 2100 0418 4502 0005 1332').data).toBe(
      'ES9121000418450200051332',
    );
    expect(mensaje(iban('Requerida').safeParse('GB00'))).toBe(mensajesCampo.iban);
    expect(mensaje(iban('Requerida').safeParse(''))).toBe('Requerida');
    expect(ibanOpcional().safeParse('').data).toBeNull();
    expect(ibanOpcional().safeParse(undefined).data).toBeUndefined();
    expect(mensaje(ibanOpcional().safeParse('ES2114650100722030876293'))).toBe(mensajesCampo.iban);
  });
});
