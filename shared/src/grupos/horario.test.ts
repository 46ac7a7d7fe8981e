import { describe, expect, it } from 'vitest';
import { describirHorario, formatHorario, horarioAEditor, isHorarioValido, parseHorario } from './horario';

describe('parseHorario', () => {
  it.each([
    ['', []],
    [null, []],
    ['1@16:00', [{ dia: 1, hora: '16:00' }]],
    [
      '3@16:00,1@16:00',
      [
        { dia: 1, hora: '16:00' },
        { dia: 3, hora: '16:00' },
      ],
    ],
    [
      ' 2@17:30 , 4@17:30 ',
      [
        { dia: 2, hora: '17:30' },
        { dia: 4, hora: '17:30' },
      ],
    ],
    ['1@16:00,1@18:00', [{ dia: 1, hora: '16:00' }]],
    ['1@16:00,basura,9@10:00,2@24:00', [{ dia: 1, hora: '16:00' }]],
  ])('%j → %j', (entrada, esperado) => {
    expect(parseHorario(entrada)).toEqual(esperado);
  });
});

describe('formatHorario', () => {
  it.each([
    [[1, 3], '16:00', '1@16:00,3@16:00'],
    [[5, 1, 3, 1], '09:15', '1@09:15,3@09:15,5@09:15'],
    [[], '16:00', ''],
  ])('%j at %s → %s', (dias, hora, esperado) => {
    expect(formatHorario(dias, hora)).toBe(esperado);
  });
});

describe('describirHorario', () => {
  it.each([
    ['', 'Sin horario'],
    [undefined, 'Sin horario'],
    ['1@16:00,3@16:00', 'Lunes, Miércoles 16:00'],
    ['5@17:30', 'Viernes 17:30'],
    ['0@10:00,6@10:00', 'Domingo, Sábado 10:00'],
    ['1@16:00,4@17:30', 'Lunes 16:00, Jueves 17:30'],
  ])('%j → %s', (entrada, esperado) => {
    expect(describirHorario(entrada)).toBe(esperado);
  });
});

describe('isHorarioValido and horarioAEditor', () => {
  it.each([
    ['1@16:00', true],
    ['1@16:00,3@16:00', true],
    ['', false],
    ['1@16:00,', false],
    ['7@16:00', false],
    ['1@4:00', false],
    ['1@16:60', false],
  ])('%j valid: %s', (entrada, valido) => {
    expect(isHorarioValido(entrada)).toBe(valido);
  });

  it('round-trips through the editor, defaulting to 16:00', () => {
    expect(horarioAEditor('2@18:00,4@18:00')).toEqual({ dias: [2, 4], horaInicio: '18:00' });
    expect(horarioAEditor('')).toEqual({ dias: [], horaInicio: '16:00' });
    const { dias, horaInicio } = horarioAEditor('5@10:30,1@10:30');
    expect(formatHorario(dias, horaInicio)).toBe('1@10:30,5@10:30');
  });
});
