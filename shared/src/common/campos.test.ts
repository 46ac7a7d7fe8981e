import { describe, expect, it } from 'vitest';
import {
  MAX_ID,
  fecha,
  fechaOpcional,
  hoyISO,
  id,
  idTexto,
  isFechaIsoValida,
  paginacion,
  telefonoOpcional,
  texto,
  textoRequerido,
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
});
