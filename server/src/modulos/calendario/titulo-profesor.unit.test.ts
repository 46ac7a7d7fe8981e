import { describe, expect, it } from 'vitest';
import { tituloParaProfesor } from './calendario.service';

describe('tituloParaProfesor', () => {
  it.each([
    // [grupo, colegio, alias, título]
    ['Robótica Kids I · San Fernando', 'CEIP San Fernando', 'San Fernando', 'Robótica Kids I · San Fernando'],
    ['Robótica Kids I · SAN FERNANDO', 'CEIP San Fernando', 'San Fernando', 'Robótica Kids I · SAN FERNANDO'],
    ['Kids I Lunes', 'CEIP Cervantes', 'Cervantes', 'Kids I Lunes · CEIP Cervantes'],
    ['Junior (CEIP Cervantes)', 'CEIP Cervantes', 'Cervantes', 'Junior (CEIP Cervantes)'],
    ['Programación · Colegio Ávila', 'Colegio Ávila', 'Ávila', 'Programación · Colegio Ávila'],
    ['Programación · Avila', 'Colegio Ávila', 'Ávila', 'Programación · Avila'],
    ['Programación', 'Colegio Ávila', ' ', 'Programación · Colegio Ávila'],
  ])('%s en %s (%s) → %s', (grupo, colegio, alias, titulo) => {
    expect(tituloParaProfesor(grupo, colegio, alias)).toBe(titulo);
  });
});
