/** docs/decisions/README.md lists every decision record, with the status its own file gives. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const carpeta = path.resolve(import.meta.dirname, '../../docs/decisions');
const indice = readFileSync(path.join(carpeta, 'README.md'), 'utf8');
const registros = readdirSync(carpeta).filter((f) => /^\d{3}-.*\.md$/.test(f));

describe('the decision index', () => {
  it('has records, numbered without repeats', () => {
    expect(registros.length).toBeGreaterThan(30);
    const numeros = registros.map((f) => f.slice(0, 3));
    expect(new Set(numeros).size).toBe(numeros.length);
  });

  it.each(registros)('lists %s, superseded when its file says so', (f) => {
    const fila = indice.split('\n').find((l) => l.includes(`](${f})`));
    expect(fila, `falta ${f} en docs/decisions/README.md`).toBeDefined();
    const estado = /^- *Status: *(.*)$/im.exec(readFileSync(path.join(carpeta, f), 'utf8'))?.[1] ?? '';
    const columna = fila!.split('|').at(-2)!.trim();
    if (/^superseded by/i.test(estado)) expect(columna).toMatch(/^superseded by \d{3}$/);
    else expect(columna).toMatch(/^accepted/);
    if (/superseded/i.test(estado)) expect(columna).toContain('superseded by');
  });
});
