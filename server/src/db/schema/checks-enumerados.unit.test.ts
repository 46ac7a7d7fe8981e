/**
 * Enumerated columns and their CHECKs: every text column declared with a fixed set (`{ enum: CONSTANTE }`)
 * has a CHECK built by `checkEnum` from that same set, no CHECK lists text values by hand, and the
 * newest migration snapshot holds exactly those CHECKs (a value added to a constant without
 * `npm run db:generate` fails here).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROLES } from '@escuela/shared/common/roles';
import { ESTADOS_SESION } from '@escuela/shared/sesiones/sesiones.schemas';
import { getTableName, is } from 'drizzle-orm';
import { PgDialect, PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RAIZ_SERVIDOR } from '../../raiz';
import * as schema from './index';

const dialect = new PgDialect();
const tablas = Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable));

interface CheckEnumerado {
  tabla: string;
  nombre: string;
  columna: string;
  valores: string[];
}

/** `"tabla"."col" in ('a', 'b')` → its column and values; null for any other CHECK. */
function leerLista(sqlTexto: string): { columna: string; valores: string[] } | null {
  const m = /^"\w+"\."(\w+)" in \((.*)\)$/s.exec(sqlTexto.trim());
  if (!m) return null;
  const valores = [...m[2]!.matchAll(/'((?:[^']|'')*)'|(-?[\d.]+)/g)].map((v) =>
    v[1] !== undefined ? v[1].replaceAll("''", "'") : v[2]!,
  );
  return { columna: m[1]!, valores };
}

const checksDelEsquema = tablas.flatMap((tabla) =>
  getTableConfig(tabla).checks.map((c) => ({
    tabla: getTableName(tabla),
    nombre: c.name,
    sql: dialect.sqlToQuery(c.value).sql,
  })),
);

/** The enumerated columns of the schema with the set they declare. */
const columnasEnumeradas = tablas.flatMap((tabla) =>
  getTableConfig(tabla)
    .columns.filter((c) => c.enumValues && c.enumValues.length > 0)
    .map((c) => ({ tabla: getTableName(tabla), columna: c.name, valores: [...c.enumValues!] })),
);

function ultimaInstantanea(): Record<string, { checkConstraints: Record<string, { value: string }> }> {
  const meta = path.join(RAIZ_SERVIDOR, 'drizzle/meta');
  const diario = JSON.parse(readFileSync(path.join(meta, '_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const ultima = Math.max(...diario.entries.map((e) => e.idx));
  const archivo = path.join(meta, `${String(ultima).padStart(4, '0')}_snapshot.json`);
  return (JSON.parse(readFileSync(archivo, 'utf8')) as { tables: ReturnType<typeof ultimaInstantanea> })
    .tables;
}

describe('enumerated CHECKs', () => {
  const enumerados: CheckEnumerado[] = checksDelEsquema.flatMap((c) => {
    const lista = leerLista(c.sql);
    return lista ? [{ tabla: c.tabla, nombre: c.nombre, ...lista }] : [];
  });

  it('every column with a fixed set has a CHECK listing exactly that set, in its order', () => {
    expect(columnasEnumeradas.length).toBeGreaterThan(20);
    for (const col of columnasEnumeradas) {
      const suyos = enumerados.filter((c) => c.tabla === col.tabla && c.columna === col.columna);
      expect(suyos, `${col.tabla}.${col.columna}`).toHaveLength(1);
      expect(suyos[0]!.valores, suyos[0]!.nombre).toEqual(col.valores);
    }
  });

  it('no CHECK lists text values by hand: each list is a declared column set (checkEnum)', () => {
    const deTexto = enumerados.filter((c) =>
      checksDelEsquema.find((s) => s.nombre === c.nombre)!.sql.includes("'"),
    );
    for (const c of deTexto) {
      expect(
        columnasEnumeradas.some((col) => col.tabla === c.tabla && col.columna === c.columna),
        `${c.nombre}: its column declares no { enum }`,
      ).toBe(true);
    }
  });

  it('the roles and the session states are the shared constants', () => {
    const de = (nombre: string) => enumerados.find((c) => c.nombre === nombre)?.valores;
    expect(de('usuarios_rol_check')).toEqual([...ROLES]);
    expect(de('sesiones_estado_check')).toEqual([...ESTADOS_SESION]);
  });

  it('the newest migration snapshot holds every enumerated CHECK as the schema builds it', () => {
    const instantanea = ultimaInstantanea();
    for (const c of checksDelEsquema.filter((s) => leerLista(s.sql))) {
      const guardado = instantanea[`public.${c.tabla}`]?.checkConstraints[c.nombre]?.value;
      expect(guardado, `${c.nombre}: run npm run db:generate`).toBe(c.sql);
      expect(leerLista(guardado!)!.valores).toEqual(leerLista(c.sql)!.valores);
    }
  });
});
