import { describe, expect, it } from 'vitest';
import { enlaceResponder } from './acciones-mensaje';

describe('enlaceResponder', () => {
  it('answers to the sender with "Re: {asunto}", escaped for a URL', () => {
    expect(enlaceResponder({ email: 'ana+info@example.com', asunto: 'Plazas & horarios?' })).toBe(
      'mailto:ana%2Binfo@example.com?subject=Re%3A%20Plazas%20%26%20horarios%3F',
    );
  });
});
