/** `npm audit` cannot reach its service here, so the lock file is checked against known-bad versions. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Paquete = {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
type Paquetes = Record<string, Paquete>;
const raiz = path.resolve(import.meta.dirname, '../..');
const lock = JSON.parse(readFileSync(path.join(raiz, 'package-lock.json'), 'utf8')) as {
  packages: Paquetes;
};
const leer = (ruta: string) => JSON.parse(readFileSync(path.join(raiz, ruta), 'utf8')) as Paquete;

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

/**
 * `npm ci` refuses a lock file that disagrees with package.json (issue 11: a Tailwind whose platform
 * packages the registry did not serve). This is the same agreement, checked without the network.
 */
describe('package-lock.json agrees with every package.json (npm ci)', () => {
  const espacios = ['', 'shared', 'server', 'web'];

  it.each(espacios)('workspace "%s": each dependency is locked at exactly its pinned version', (ws) => {
    const pkg = leer(ws ? `${ws}/package.json` : 'package.json');
    const pedidas = { ...pkg.dependencies, ...pkg.devDependencies, ...pkg.optionalDependencies };
    const problemas: string[] = [];
    const enLock = lock.packages[ws];
    for (const campo of ['dependencies', 'devDependencies', 'optionalDependencies'] as const) {
      const a = pkg[campo] ?? {};
      const b = enLock?.[campo] ?? {};
      if (JSON.stringify(Object.entries(a).sort()) !== JSON.stringify(Object.entries(b).sort())) {
        problemas.push(`${ws || 'raíz'}: ${campo} de package.json y del lock no coinciden`);
      }
    }
    for (const [nombre, rango] of Object.entries(pedidas)) {
      const instalado =
        (ws ? lock.packages[`${ws}/node_modules/${nombre}`] : undefined) ??
        lock.packages[`node_modules/${nombre}`];
      if (!instalado) problemas.push(`${nombre}: falta en el lock`);
      else if (/^\d+\.\d+\.\d+$/.test(rango) && instalado.version !== rango) {
        problemas.push(`${nombre}: package.json pide ${rango}, el lock tiene ${instalado.version}`);
      }
    }
    expect(problemas).toEqual([]);
  });

  it('every platform package of the pinned Tailwind oxide is in the lock', () => {
    const oxide = lock.packages['node_modules/@tailwindcss/oxide'];
    expect(oxide?.version).toBe(leer('package.json').devDependencies!.tailwindcss);
    const plataformas = Object.keys(oxide!.optionalDependencies ?? {});
    expect(plataformas.length).toBeGreaterThan(5);
    expect(plataformas.filter((n) => !lock.packages[`node_modules/${n}`])).toEqual([]);
  });

  it('every optional dependency of every locked package is in the lock (a platform package the registry lacks breaks npm ci)', () => {
    const resuelto = (ruta: string, nombre: string): boolean => {
      for (let base = ruta; ; base = base.slice(0, Math.max(0, base.lastIndexOf('/node_modules/')))) {
        if (lock.packages[`${base ? `${base}/` : ''}node_modules/${nombre}`]) return true;
        if (!base) return false;
      }
    };
    const faltan = Object.entries(lock.packages).flatMap(([ruta, p]) =>
      Object.keys(p.optionalDependencies ?? {})
        .filter((nombre) => !resuelto(ruta, nombre))
        .map((nombre) => `${ruta || 'raíz'} → ${nombre}`),
    );
    expect(faltan).toEqual([]);
  });
});
