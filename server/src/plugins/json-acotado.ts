/**
 * The JSON body parser (DESIGN.md §4 "Request bodies", decision 028). Before `JSON.parse` sees a body, one
 * pass over its characters counts the nesting of `[` and `{` outside strings: past
 * `PROFUNDIDAD_MAXIMA_JSON` the request answers 400 in Spanish at once, so no later step (parse, proto
 * check, zod, a logger) ever meets untrusted depth. The pass stops at the first level too deep, so a body
 * of 10,000 `[` costs 33 characters of work. The size limit stays Fastify's (1 MB, `bodyLimit` in app.ts);
 * the parse itself is Fastify's default one (`__proto__` and `constructor.prototype` refused).
 */
import type { FastifyInstance } from 'fastify';
import { mensajesError } from '@escuela/shared';
import { AppError } from '../lib/app-error';

/** The deepest nesting any endpoint needs is 3 (an array of objects in a body); 32 leaves room. */
export const PROFUNDIDAD_MAXIMA_JSON = 32;

const COMILLAS = 0x22;
const BARRA_INVERSA = 0x5c;
const ABRE_CORCHETE = 0x5b;
const ABRE_LLAVE = 0x7b;
const CIERRA_CORCHETE = 0x5d;
const CIERRA_LLAVE = 0x7d;

/**
 * Whether `texto` nests arrays and objects deeper than `maximo`, counted outside strings (an escaped
 * quote does not end one). Malformed JSON is left to the parser: this only bounds depth, in one pass.
 */
export function excedeProfundidad(texto: string, maximo = PROFUNDIDAD_MAXIMA_JSON): boolean {
  let profundidad = 0;
  let enCadena = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    if (enCadena) {
      if (c === BARRA_INVERSA) i += 1;
      else if (c === COMILLAS) enCadena = false;
    } else if (c === COMILLAS) enCadena = true;
    else if (c === ABRE_CORCHETE || c === ABRE_LLAVE) {
      if (++profundidad > maximo) return true;
    } else if (c === CIERRA_CORCHETE || c === CIERRA_LLAVE) profundidad -= 1;
  }
  return false;
}

/** Replaces Fastify's `application/json` parser on the root instance (every module's scope inherits it). */
export function registerJsonAcotado(app: FastifyInstance): void {
  const parsear = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, cuerpo, hecho) => {
    if (excedeProfundidad(cuerpo as string)) {
      req.log.warn(
        { evento: 'json_profundo', bytes: (cuerpo as string).length },
        'Cuerpo JSON demasiado anidado',
      );
      hecho(
        new AppError('bad_request', mensajesError.jsonDemasiadoProfundo, {
          errors: { _root: { _errors: [mensajesError.jsonDemasiadoProfundo] } },
        }),
        undefined,
      );
      return;
    }
    parsear(req, cuerpo as string, hecho);
  });
}
