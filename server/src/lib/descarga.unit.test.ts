import { describe, expect, it } from 'vitest';
import { contentDisposition } from './descarga';

describe('contentDisposition', () => {
  it('keeps a plain name as it is', () => {
    expect(contentDisposition('asistencias-todos-2025-10.xlsx')).toBe(
      `attachment; filename="asistencias-todos-2025-10.xlsx"; filename*=UTF-8''asistencias-todos-2025-10.xlsx`,
    );
  });

  it('names a page or a feed the browser shows inline', () => {
    expect(contentDisposition('roboescuela.ics', 'inline')).toBe(
      `inline; filename="roboescuela.ics"; filename*=UTF-8''roboescuela.ics`,
    );
  });

  it('sends accents in filename* and an ASCII fallback, with no quote, slash or control character', () => {
    const h = contentDisposition('asistencias-Robótica "3º/4º"\r\n(tarde)-2025-10.xlsx');
    expect(h).toBe(
      `attachment; filename="asistencias-Robotica_-3_-4_---(tarde)-2025-10.xlsx"; ` +
        `filename*=UTF-8''asistencias-Rob%C3%B3tica_-3%C2%BA-4%C2%BA---%28tarde%29-2025-10.xlsx`,
    );
    expect(decodeURIComponent(h.split("UTF-8''")[1]!)).toBe(
      'asistencias-Robótica_-3º-4º---(tarde)-2025-10.xlsx',
    );
  });
});
