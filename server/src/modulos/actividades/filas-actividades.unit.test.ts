import { mensajesCampo } from '@escuela/shared';
import { describe, expect, it } from 'vitest';
import { convertirActividades } from './filas-actividades';

const catalogos = {
  niveles: [{ id: 3, nombre: 'Kids I' }],
  materiales: [{ id: 7, descripcion: 'Kit LEGO' }],
};

describe('convertirActividades: invalid text in a cell', () => {
  it('refuses the row (NUL or a lone surrogate, whatever the column) and keeps the others', () => {
    const { filas, errores } = convertirActividades(
      [
        ['Título', 'Nivel', 'Material 1', 'Cantidad 1'],
        ['Robot\ud800', 'Kids I', null, null],
        ['Robot bueno', 'Kids I', 'Kit LEGO', 1],
        ['Otro', 'Kids\u0000I', null, null],
        ['Tercero', 'Kids I', 'Kit \udc00LEGO', 1],
      ],
      catalogos,
    );
    expect(filas.map((f) => f.datos.titulo)).toEqual(['Robot bueno']);
    expect(errores).toEqual([2, 4, 5].map((n) => `Fila ${n}: ${mensajesCampo.caracterNoPermitido}`));
  });
});
