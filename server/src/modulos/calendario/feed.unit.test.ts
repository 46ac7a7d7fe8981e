import { describe, expect, it } from 'vitest';
import { leerCalendario } from '../../../test/ical';
import { generarFeed, type SesionFeed } from './feed';

const sesion = (extra: Partial<SesionFeed> = {}): SesionFeed => ({
  id: 42,
  fecha: '2026-11-30 16:00:00',
  duracionHoras: 1.5,
  cancelada: false,
  revision: 0,
  actualizada: new Date('2026-11-20T10:00:00Z'),
  titulo: 'Lucía · Kids I Lunes',
  descripcion: 'Clase del grupo Kids I Lunes en CEIP Cervantes.',
  lugar: 'CEIP Cervantes, Calle Cervantes 3, Madrid',
  ...extra,
});
const festivo = {
  id: 7,
  fecha: '2026-12-08',
  nombre: 'Inmaculada Concepción',
  actualizado: new Date('2026-09-01T00:00:00Z'),
};
const feed = (sesiones: SesionFeed[], festivos = [festivo]) =>
  leerCalendario(
    generarFeed({ nombre: 'RoboEscuela · Clases', dominio: 'escuela.test', sesiones, festivos }),
  );

describe('generarFeed', () => {
  it('writes a session as an event at its instant, with its place, and a holiday as a free all-day event', () => {
    const { nombre, eventos } = feed([sesion()]);
    expect(nombre).toBe('RoboEscuela · Clases');
    expect(eventos).toEqual([
      {
        uid: 'sesion-42@escuela.test',
        sequence: 0,
        summary: 'Lucía · Kids I Lunes',
        status: 'CONFIRMED',
        location: 'CEIP Cervantes, Calle Cervantes 3, Madrid',
        description: 'Clase del grupo Kids I Lunes en CEIP Cervantes.',
        // 16:00 in Madrid in winter is 15:00 UTC; 1.5 hours long.
        inicio: new Date('2026-11-30T15:00:00Z'),
        fin: new Date('2026-11-30T16:30:00Z'),
        todoElDia: false,
      },
      expect.objectContaining({
        uid: 'festivo-7@escuela.test',
        summary: 'Festivo: Inmaculada Concepción',
        todoElDia: true,
      }),
    ]);
  });

  it('keeps the UID of a session that moves or is cancelled, with a higher SEQUENCE each time', () => {
    const versiones = [
      sesion(),
      sesion({ fecha: '2027-06-01 17:30:00', revision: 1 }),
      sesion({ fecha: '2027-06-01 17:30:00', revision: 2, cancelada: true }),
    ].map((s) => feed([s], []).eventos[0]!);
    expect(new Set(versiones.map((v) => v.uid))).toEqual(new Set(['sesion-42@escuela.test']));
    expect(versiones.map((v) => v.sequence)).toEqual([0, 1, 2]);
    // Summer time: 17:30 in Madrid is 15:30 UTC.
    expect(versiones[1]!.inicio).toEqual(new Date('2027-06-01T15:30:00Z'));
    expect(versiones[2]).toMatchObject({ status: 'CANCELLED', summary: 'Cancelada: Lucía · Kids I Lunes' });
  });

  it('is the same text for the same data (a calendar app sees no change where there is none)', () => {
    const datos = {
      nombre: 'X',
      dominio: 'escuela.test',
      sesiones: [sesion(), sesion({ id: 43 })],
      festivos: [festivo],
    };
    expect(generarFeed(datos).replace(/DTSTAMP:.*\r\n/g, '')).toBe(
      generarFeed(datos).replace(/DTSTAMP:.*\r\n/g, ''),
    );
    expect(generarFeed(datos)).toContain('DTSTAMP:20261120T100000Z');
  });
});
