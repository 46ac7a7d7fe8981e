/**
 * The answer's half of the endpoint contract (decision 036), checked over the route registry
 * (`app.rutas`) the way `authz.test.ts` checks the authorization matrix:
 * - `rutasSinContrato`: every route parses its JSON answers with a zod schema that strips what it does
 *   not declare (`fugasDeEsquema` finds where one would not), or answers a file and says which types;
 * - `clavesSensibles`: declared keys named like a password, a hash, a token or a secret;
 * - `clavesNoDeclaradas`: the keys of a JSON value that its schema does not declare, at any depth.
 */
import type { z } from 'zod';
import type { RutaRegistrada } from '../src/lib/route';

/** What a zod 4 schema keeps in `_zod.def`, as far as walking a JSON answer needs. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  getter?: () => z.ZodType;
}
const defDe = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose inner schema describes the value. */
const ENVOLTORIOS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'catch',
  'nonoptional',
]);

/**
 * Every node of a schema's tree with the path of the answer it describes (`[].usuario.profesor`); a
 * schema met twice (a shared piece, a recursive `lazy`) is walked once, at its first path.
 */
function nodos(schema: z.ZodType, ruta = '', vistos = new Set<z.ZodType>()): { def: Def; ruta: string }[] {
  if (vistos.has(schema)) return [];
  vistos.add(schema);
  const def = defDe(schema);
  const hijos: [z.ZodType, string][] =
    def.type === 'object'
      ? Object.entries(def.shape ?? {}).map(([clave, campo]) => [campo, ruta ? `${ruta}.${clave}` : clave])
      : def.type === 'array'
        ? [[def.element!, `${ruta}[]`]]
        : def.type === 'union'
          ? def.options!.map((o) => [o, ruta])
          : def.type === 'pipe'
            ? [
                [def.in!, ruta],
                [def.out!, ruta],
              ]
            : def.type === 'lazy'
              ? [[def.getter!(), ruta]]
              : ENVOLTORIOS.has(def.type)
                ? [[def.innerType!, ruta]]
                : [];
  return [{ def, ruta }, ...hijos.flatMap(([hijo, r]) => nodos(hijo, r, vistos))];
}

/**
 * Where a schema lets keys through that it does not declare: an object with a catch-all (`looseObject`,
 * `.passthrough()`, `.catchall()`), a record, `any` or `unknown`. A strict object is refused too: an
 * extra key would turn the whole answer into a 500 instead of being dropped.
 */
export function fugasDeEsquema(schema: z.ZodType): string[] {
  return nodos(schema).flatMap(({ def, ruta }) => {
    const aqui = ruta || '(la respuesta)';
    if (def.type === 'object' && def.catchall) {
      return defDe(def.catchall).type === 'never'
        ? [`${aqui}: strictObject (refuses instead of stripping)`]
        : [`${aqui}: lets undeclared keys through (catchall)`];
    }
    return ['record', 'map', 'any', 'unknown'].includes(def.type)
      ? [`${aqui}: ${def.type} lets anything through`]
      : [];
  });
}

/** Declared keys whose name says secret: a password, a hash, a token, a secret (never in an answer). */
const SENSIBLE = /password|contrasena|hash|token|secret/i;

/** The paths of every declared key of a response schema whose name says it is a secret. */
export function clavesSensibles(schema: z.ZodType): string[] {
  return nodos(schema).flatMap(({ def, ruta }) =>
    def.type === 'object'
      ? Object.keys(def.shape ?? {})
          .filter((clave) => SENSIBLE.test(clave))
          .map((clave) => (ruta ? `${ruta}.${clave}` : clave))
      : [],
  );
}

/** One line per route whose answer has no contract, naming the route and what to add. */
export function rutasSinContrato(rutas: readonly RutaRegistrada[]): string[] {
  const faltas: string[] = [];
  for (const r of rutas) {
    const nombre = `${r.method} ${r.path}`;
    if (r.respuesta) {
      for (const fuga of fugasDeEsquema(r.respuesta)) faltas.push(`${nombre}: response schema ${fuga}`);
    } else if (!r.tipos?.length) {
      faltas.push(
        r.endpoint.esquemaEnServidor
          ? `${nombre}: declared esquemaEnServidor<T>() but its route() gives no { respuesta } schema`
          : `${nombre}: no response schema. Declare \`response: <zod schema>\` in its endpoint ` +
              `(shared/src/<modulo>/<modulo>.endpoints.ts), or \`respuesta(<content type>, …)\` if it answers a file`,
      );
    }
  }
  return faltas;
}

/**
 * The paths of every key in `valor` that `schema` does not declare (`[0].usuario.passwordHash`). A union
 * is walked with the first option that accepts the value.
 */
export function clavesNoDeclaradas(schema: z.ZodType, valor: unknown, ruta = ''): string[] {
  if (valor === null || valor === undefined || typeof valor !== 'object') return [];
  const def = defDe(schema);
  if (ENVOLTORIOS.has(def.type)) return clavesNoDeclaradas(def.innerType!, valor, ruta);
  switch (def.type) {
    case 'object': {
      if (Array.isArray(valor)) return [`${ruta}: an array where the schema has an object`];
      const forma = def.shape ?? {};
      return Object.entries(valor).flatMap(([clave, v]) =>
        clave in forma ? clavesNoDeclaradas(forma[clave]!, v, `${ruta}.${clave}`) : [`${ruta}.${clave}`],
      );
    }
    case 'array':
      return Array.isArray(valor)
        ? valor.flatMap((v, i) => clavesNoDeclaradas(def.element!, v, `${ruta}[${i}]`))
        : [`${ruta}: not an array`];
    case 'union': {
      const opcion = def.options!.find((o) => o.safeParse(valor).success);
      return opcion ? clavesNoDeclaradas(opcion, valor, ruta) : [`${ruta}: no option of the union fits`];
    }
    case 'pipe':
      return clavesNoDeclaradas(def.out!, valor, ruta);
    case 'lazy':
      return clavesNoDeclaradas(def.getter!(), valor, ruta);
    default:
      return [`${ruta}: an object where the schema has ${def.type}`];
  }
}
