import { describe, expect, it } from 'vitest';
import { listarMensajesQuery, vistaPrevia } from './mensajes-contacto.schemas';

describe('vistaPrevia', () => {
  it('keeps a message of up to 150 characters and cuts a longer one with an ellipsis', () => {
    expect(vistaPrevia('a'.repeat(150))).toBe('a'.repeat(150));
    expect(vistaPrevia('a'.repeat(151))).toBe(`${'a'.repeat(150)}…`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    const texto = '🤖'.repeat(151);
    expect(Array.from(vistaPrevia(texto))).toHaveLength(151);
    expect(vistaPrevia(texto).startsWith('🤖'.repeat(150))).toBe(true);
  });
});

describe('listarMensajesQuery', () => {
  it('defaults to the first page of 10, all messages', () => {
    expect(listarMensajesQuery.parse({})).toEqual({ page: 1, limit: 10, leidos: 'todos' });
  });
  it('reads the query strings', () => {
    expect(listarMensajesQuery.parse({ page: '3', limit: '25', leidos: 'no' })).toEqual({
      page: 3,
      limit: 25,
      leidos: 'no',
    });
  });
});
