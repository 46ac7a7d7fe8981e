/**
 * The typed API test client: calls the app through the same shared endpoint declarations the browser
 * uses, as a role, and answers the status with the typed json.
 *
 *   const api = await clienteApi(t);
 *   const res = await api.como('admin').llamar(colegiosEndpoints.create, { body: {...} });
 *   res.status; res.json.nombre; res.error.message
 *
 * One user per role is created the first time the role is used, with the precomputed password hash and
 * a session row inserted directly (`fabricas/usuarios.ts`: no argon2, no sign-in). `conCookie(cookie)`
 * calls as any other signed-in user (a teacher with an account, a family).
 *
 * A file upload: `llamar(alumnosEndpoints.importar, { archivo: { nombre: 'a.csv', datos } })` sends a
 * multipart/form-data body with one file part (`campo`, default `file`), as the screen does. A binary
 * answer (ZIP, .xlsx) is `res.bytes` (a Buffer); `res.body` is the same as text.
 */
import {
  buildPath,
  type ApiErrorBody,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type Rol,
} from '@escuela/shared';
import type { TestApp } from './app';
import { crearUsuarioDePrueba, loginDe, type RolOAnonimo } from './fabricas/index';

export interface Respuesta<E> {
  status: number;
  /** The raw body as bytes (a ZIP, an .xlsx). */
  bytes: Buffer;
  headers: Record<string, unknown>;
  /** The cookies the answer sets (name, value, maxAge, expires, httpOnly…). */
  cookies: CookieRespuesta[];
  /** The raw body (files, HTML). */
  body: string;
  /** The answer, typed by the endpoint (parse only a JSON answer). */
  json: EndpointResponse<E>;
  /** The error answer `{ message, errors? }` of DESIGN.md §5. */
  error: ApiErrorBody;
}

export interface CookieRespuesta {
  name: string;
  value: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
}

/** Where a call comes from: the client address (`req.ip`) and cookies besides the session's. */
export interface Origen {
  ip?: string;
  cookies?: string;
}

/** A file sent as multipart/form-data (`campo` is the form field, `file` unless told). */
export interface ArchivoSubido {
  nombre: string;
  datos: Buffer;
  campo?: string;
}

export interface Llamador {
  llamar<E extends Endpoint>(
    endpoint: E,
    input?: EndpointInput<E> & { archivo?: ArchivoSubido },
  ): Promise<Respuesta<E>>;
}

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipart(nombreArchivo: string, datos: Buffer, campo = 'file') {
  const limite = `----prueba${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${limite}\r\nContent-Disposition: form-data; name="${campo}"; filename="${nombreArchivo}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    datos,
    Buffer.from(`\r\n--${limite}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${limite}` } };
}

export interface ClienteApi {
  como(rol: RolOAnonimo, origen?: Origen): Llamador;
  conCookie(cookie: string | undefined, origen?: Origen): Llamador;
  /** The user behind a role (created on first use). */
  usuario(rol: Rol): Promise<{ id: number; email: string; cookie: string }>;
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [clave, valor] of Object.entries(query)) {
    if (valor === undefined || valor === null) continue;
    for (const v of Array.isArray(valor) ? valor : [valor]) params.append(clave, String(v));
  }
  const texto = params.toString();
  return texto ? `?${texto}` : '';
}

export async function clienteApi(t: Pick<TestApp, 'app' | 'db'>): Promise<ClienteApi> {
  const porRol = new Map<Rol, Promise<{ id: number; email: string; cookie: string }>>();

  const usuario = (rol: Rol) => {
    let u = porRol.get(rol);
    if (!u) {
      u = crearUsuarioDePrueba(t.db, rol).then(async (creado) => ({
        id: creado.id,
        email: creado.email,
        cookie: await loginDe(t.db, creado.id),
      }));
      porRol.set(rol, u);
    }
    return u;
  };

  const llamador = (cookie: () => Promise<string | undefined>, origen: Origen = {}): Llamador => ({
    async llamar(endpoint, input) {
      const { params, query, body, archivo } = (input ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        archivo?: ArchivoSubido;
      };
      const galleta = [await cookie(), origen.cookies].filter(Boolean).join('; ');
      const partes = archivo ? multipart(archivo.nombre, archivo.datos, archivo.campo) : undefined;
      const res = await t.app.inject({
        method: endpoint.method,
        url: buildPath(endpoint.path, params) + queryString(query),
        headers: { ...partes?.headers, ...(galleta ? { cookie: galleta } : {}) },
        ...(origen.ip ? { remoteAddress: origen.ip } : {}),
        ...(partes ? { payload: partes.payload } : body !== undefined ? { payload: body as object } : {}),
      });
      return {
        status: res.statusCode,
        bytes: res.rawPayload,
        headers: res.headers,
        cookies: res.cookies as CookieRespuesta[],
        body: res.body,
        get json() {
          return res.json();
        },
        get error() {
          return res.json() as ApiErrorBody;
        },
      };
    },
  });

  return {
    como: (rol, origen) =>
      llamador(async () => (rol === 'anonimo' ? undefined : (await usuario(rol)).cookie), origen),
    conCookie: (cookie, origen) => llamador(async () => cookie, origen),
    usuario,
  };
}
