import { describe, expect, it } from 'vitest';
import { elegirDestinatarios, type FamiliaCandidata, type ProfesorCandidato } from './audiencia';

// Two schools (1, 2); groups 10 and 11 in school 1 (levels 100 and 101), group 20 in school 2 (level 100).
const G10 = { grupoId: 10, nivelId: 100, colegioId: 1 };
const G11 = { grupoId: 11, nivelId: 101, colegioId: 1 };
const G20 = { grupoId: 20, nivelId: 100, colegioId: 2 };

const familia = (
  usuarioId: number,
  hijos = [G10],
  extra: Partial<FamiliaCandidata> = {},
): FamiliaCandidata => ({
  usuarioId,
  email: `f${usuarioId}@x.es`,
  activa: true,
  colegioId: hijos[0]?.colegioId ?? 1,
  hijos,
  ...extra,
});
const profesor = (
  email: string,
  grupos = [G10],
  extra: Partial<ProfesorCandidato> = {},
): ProfesorCandidato => ({
  usuarioId: null,
  email,
  activo: true,
  grupos,
  ...extra,
});

const FAMILIAS: FamiliaCandidata[] = [
  familia(1, [G10]),
  familia(2, [G10, G11]), // two children in school 1
  familia(3, [G20]),
  familia(4, [], { colegioId: 1 }), // registered in school 1, nobody enrolled yet
  familia(5, [G10], { activa: false }), // a deactivated account
  familia(6, [G11], { email: 'F6@X.ES' }),
];
const PROFESORES: ProfesorCandidato[] = [
  profesor('ana@x.es', [G10], { usuarioId: 50 }),
  profesor('luis@x.es', [G11, G20]),
  profesor('baja@x.es', [G10], { activo: false }),
  profesor('f1@x.es', [G20]), // teaches, and is family 1
  profesor('sin-grupos@x.es', []),
];

const emails = (d: ReturnType<typeof elegirDestinatarios>) => d.map((x) => `${x.tipo}:${x.email}`).sort();

describe('elegirDestinatarios', () => {
  it.each([
    [
      'a group: the families with a child in it',
      { tipo: 'grupo', id: 10 },
      false,
      ['familia:f1@x.es', 'familia:f2@x.es'],
    ],
    [
      'a level, across schools',
      { tipo: 'nivel', id: 100 },
      false,
      ['familia:f1@x.es', 'familia:f2@x.es', 'familia:f3@x.es'],
    ],
    [
      'a school: its children’s families and those registered there with nobody enrolled',
      { tipo: 'colegio', id: 1 },
      false,
      ['familia:f1@x.es', 'familia:f2@x.es', 'familia:f4@x.es', 'familia:f6@x.es'],
    ],
    [
      'everyone: every active family',
      { tipo: 'todos', id: null },
      false,
      ['familia:f1@x.es', 'familia:f2@x.es', 'familia:f3@x.es', 'familia:f4@x.es', 'familia:f6@x.es'],
    ],
    ['a group nobody is in', { tipo: 'grupo', id: 99 }, false, []],
    [
      'a group with its teachers: on leave left out',
      { tipo: 'grupo', id: 10 },
      true,
      ['familia:f1@x.es', 'familia:f2@x.es', 'profesor:ana@x.es'],
    ],
    [
      'a school with its teachers (one of them a family of another school, told as a teacher)',
      { tipo: 'colegio', id: 2 },
      true,
      ['familia:f3@x.es', 'profesor:f1@x.es', 'profesor:luis@x.es'],
    ],
    [
      'everyone with teachers: active teachers, with or without groups; f1 once, as a family',
      { tipo: 'todos', id: null },
      true,
      [
        'familia:f1@x.es',
        'familia:f2@x.es',
        'familia:f3@x.es',
        'familia:f4@x.es',
        'familia:f6@x.es',
        'profesor:ana@x.es',
        'profesor:luis@x.es',
        'profesor:sin-grupos@x.es',
      ],
    ],
  ] as const)('%s', (_caso, destino, conProfesores, esperado) =>
    expect(emails(elegirDestinatarios(destino, conProfesores, FAMILIAS, PROFESORES))).toEqual(
      [...esperado].sort(),
    ),
  );

  it('a family with two children in the group is told once; e-mails are compared lower-cased', () => {
    const d = elegirDestinatarios(
      { tipo: 'colegio', id: 1 },
      false,
      [...FAMILIAS, familia(7, [G10], { email: 'f2@x.es' })],
      [],
    );
    expect(d.filter((x) => x.email === 'f2@x.es')).toHaveLength(1);
    expect(d.find((x) => x.email === 'f6@x.es')).toEqual({ tipo: 'familia', usuarioId: 6, email: 'f6@x.es' });
  });

  it('families first, then teachers, each with their account when they have one', () => {
    const d = elegirDestinatarios({ tipo: 'grupo', id: 20 }, true, FAMILIAS, PROFESORES);
    expect(d).toEqual([
      { tipo: 'familia', usuarioId: 3, email: 'f3@x.es' },
      { tipo: 'profesor', usuarioId: null, email: 'luis@x.es' },
      { tipo: 'profesor', usuarioId: null, email: 'f1@x.es' },
    ]);
  });
});
