/**
 * Sends the marks kept on the device (almacen.ts) to POST /api/asistencias/sincronizar when the
 * connection allows: at start, when the browser goes back online, after each new mark and every 30 s
 * while some wait. A mark leaves the device only once the server has answered for it (aplicada, repetida
 * or superada: the server decides which mark wins). A batch the server refuses (decision 049) is sent
 * again one mark at a time, and only a mark refused on its own is dropped (and counted).
 */
import { asistenciasEndpoints } from '@escuela/shared/asistencias/asistencias.endpoints';
import { ApiError, api } from '@/lib/api';
import { encolarMarca, marcasPendientes, quitarMarcas, type MarcaPendiente } from './almacen';

export interface EstadoSincronizacion {
  pendientes: number;
  enLinea: boolean;
  sincronizando: boolean;
  /** Some marks reached the server since the page opened and none waits. */
  sincronizado: boolean;
  /** Marks the server refused on their own. */
  rechazadas: number;
}

let estado: EstadoSincronizacion = {
  pendientes: 0,
  enLinea: typeof navigator === 'undefined' ? true : navigator.onLine,
  sincronizando: false,
  sincronizado: false,
  rechazadas: 0,
};
const oyentes = new Set<() => void>();
const alSincronizar = new Set<() => void>();

function poner(cambio: Partial<EstadoSincronizacion>) {
  estado = { ...estado, ...cambio };
  oyentes.forEach((fn) => fn());
}

export const leerEstado = () => estado;
export function suscribir(fn: () => void) {
  oyentes.add(fn);
  return () => void oyentes.delete(fn);
}
/** Called after marks reached the server (the screens refresh what they show). */
export function escucharSincronizado(fn: () => void) {
  alSincronizar.add(fn);
  return () => void alSincronizar.delete(fn);
}

/** A refusal the server answered (not a lost connection, a lost session or a rate limit). */
const rechazo = (err: unknown) =>
  err instanceof ApiError &&
  err.status >= 400 &&
  err.status < 500 &&
  err.status !== 401 &&
  err.status !== 429;

const enviar = (marcas: MarcaPendiente[]) => api(asistenciasEndpoints.sincronizar, { body: { marcas } });

async function enviarUnaAUna(marcas: MarcaPendiente[]) {
  for (const marca of marcas) {
    try {
      await enviar([marca]);
    } catch (e) {
      if (!rechazo(e)) throw e;
      poner({ rechazadas: estado.rechazadas + 1 });
    }
    await quitarMarcas([marca.id]);
  }
}

let enCurso: Promise<void> | null = null;

export function sincronizar(): Promise<void> {
  enCurso ??= (async () => {
    let enviadas = false;
    try {
      const marcas = await marcasPendientes();
      if (marcas.length === 0) return;
      poner({ sincronizando: true, pendientes: marcas.length });
      try {
        await enviar(marcas);
        await quitarMarcas(marcas.map((m) => m.id));
      } catch (err) {
        if (!rechazo(err)) throw err;
        await enviarUnaAUna(marcas);
      }
      enviadas = true;
      poner({ enLinea: true });
    } catch (err) {
      // No connection (or a lost session): the marks stay on the device for the next try.
      if (!(err instanceof ApiError)) poner({ enLinea: false });
    } finally {
      const pendientes = (await marcasPendientes()).length;
      poner({ sincronizando: false, pendientes, sincronizado: enviadas && pendientes === 0 });
      enCurso = null;
      if (enviadas) alSincronizar.forEach((fn) => fn());
    }
  })();
  return enCurso;
}

/** Keeps a mark on the device first, then tries to send it. */
export async function guardarMarca(marca: Omit<MarcaPendiente, 'id' | 'hechaEn'>) {
  await encolarMarca({ ...marca, id: crypto.randomUUID(), hechaEn: new Date().toISOString() });
  poner({ pendientes: (await marcasPendientes()).length, sincronizado: false });
  if (navigator.onLine) void sincronizar();
}

let iniciado = false;
/** Once per page: listens to the connection and retries while marks wait. */
export function iniciarSincronizacion() {
  if (iniciado || typeof window === 'undefined') return;
  iniciado = true;
  window.addEventListener('online', () => {
    poner({ enLinea: true });
    void sincronizar();
  });
  window.addEventListener('offline', () => poner({ enLinea: false }));
  setInterval(() => {
    if (estado.pendientes > 0 && navigator.onLine) void sincronizar();
  }, 30_000);
  void marcasPendientes().then((m) => {
    poner({ pendientes: m.length });
    if (navigator.onLine) void sincronizar();
  });
}
