/** `npm audit` cannot reach its service here, so the lock file is checked against known-bad versions. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Paquetes = Record<string, { version?: string }>;
const lock = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../package-lock.json'), 'utf8'),
) as {
  packages: Paquetes;
};

function versiones(nombre: string): string[] {
  return Object.entries(lock.packages)
    .filter(([ruta]) => ruta === `node_modules/${nombre}` || ruta.endsWith(`/node_modules/${nombre}`))
    .map(([, p]) => p.version ?? '');
}

function menor(a: string, b: string): boolean {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) < (pb[i] ?? 0);
  return false;
}

/** name → predicate that is true for a refused version, with why. */
export const vetados: Record<string, { malo: (v: string) => boolean; motivo: string }> = {
  xlsx: {
    malo: (v) => v === '0.18.5' || menor(v, '0.20.2'),
    motivo: 'prototype pollution / ReDoS sin corregir en npm',
  },
  'drizzle-orm': { malo: (v) => menor(v, '0.45.2'), motivo: 'SQL injection corregida en 0.45.2' },
};

describe('package-lock.json', () => {
  it('holds no known-bad version', () => {
    const encontrados = Object.entries(vetados).flatMap(([nombre, { malo, motivo }]) =>
      versiones(nombre)
        .filter(malo)
        .map((v) => `${nombre}@${v}: ${motivo}`),
    );
    expect(encontrados).toEqual([]);
  });

  it('the check itself recognises the bad versions', () => {
    expect(vetados.xlsx!.malo('0.18.5')).toBe(true);
    expect(vetados['drizzle-orm']!.malo('0.45.1')).toBe(true);
    expect(vetados['drizzle-orm']!.malo('0.45.4')).toBe(false);
    expect(versiones('drizzle-orm').length).toBeGreaterThan(0);
  });
});
