import { cursosEndpoints } from '@escuela/shared/cursos/cursos.endpoints';
import { describe, expect, it } from 'vitest';
import { usarAppDePrueba } from '../../../test/app';
import { clienteApi } from '../../../test/cliente-api';

const { t } = usarAppDePrueba();

describe('GET /api/download/catalogo', () => {
  it('answers a printable HTML page with the seven courses and no scripts', async () => {
    const api = await clienteApi(t);
    const res = await api.como('anonimo').llamar(cursosEndpoints.catalogo);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="catalogo-cursos.html"; filename*=UTF-8''catalogo-cursos.html`,
    );
    expect(res.body).toContain('<html lang="es">');
    expect(res.body).toContain('Catálogo de cursos');
    for (const titulo of [
      'Preschoolers',
      'Kids I',
      'Kids II',
      'Junior I',
      'Junior II',
      'Teens I',
      'Teens II',
    ]) {
      expect(res.body).toContain(`<h2>${titulo}</h2>`);
    }
    expect(res.body).toContain('Lunes a Viernes 9:00-18:00');
    expect(res.body).not.toMatch(/<script/i);
  });
});
