import { buildUrl } from '@/lib/api';
import { nominasEndpoints } from '@escuela/shared/nominas/nominas.endpoints';
import { describe, expect, it } from 'vitest';
import { consultaNominas, etiquetaMes, ultimosMeses } from './meses';

describe('payroll months', () => {
  it('lists the last 12 months, the current first, across a year change', () => {
    const meses = ultimosMeses(new Date(2025, 1, 15));
    expect(meses).toHaveLength(12);
    expect(meses[0]).toEqual({ valor: '2025-02', etiqueta: 'Febrero 2025' });
    expect(meses[1]).toEqual({ valor: '2025-01', etiqueta: 'Enero 2025' });
    expect(meses[2]).toEqual({ valor: '2024-12', etiqueta: 'Diciembre 2024' });
    expect(meses[11]).toEqual({ valor: '2024-03', etiqueta: 'Marzo 2024' });
  });

  it('works on the 31st of a month followed by a shorter one', () => {
    expect(ultimosMeses(new Date(2025, 2, 31), 2).map((m) => m.valor)).toEqual(['2025-03', '2025-02']);
    expect(etiquetaMes('2025-09')).toBe('Septiembre 2025');
  });
});

describe('payroll query', () => {
  const url = (f: Parameters<typeof consultaNominas>[0]) =>
    buildUrl(nominasEndpoints.list, { query: consultaNominas(f) });

  it("sends only the spec's names, and a flag only when it differs from the default", () => {
    expect(url({ mes: '2025-01', filtrarPorAsistencia: true, incluirProfesoresBaja: false })).toBe(
      '/api/nominas?mes=2025-01',
    );
    expect(url({ mes: '2025-01', filtrarPorAsistencia: false, incluirProfesoresBaja: true })).toBe(
      '/api/nominas?mes=2025-01&filtrarPorAsistencia=false&incluirProfesoresBaja=true',
    );
  });
});
