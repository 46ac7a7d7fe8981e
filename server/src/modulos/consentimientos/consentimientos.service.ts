/**
 * Versioned consents and safeguarding data per child (DESIGN.md §10, decisions 043 and 044). A decision
 * is a new row (append-only: who, when, from where, the child's age); the state of a child and a type is
 * its newest row judged by `consentimientoPendiente`. Scope: a parent reaches only their children, a
 * profesor only the students of their groups (404 otherwise, like a missing record).
 */
import {
  consentimientoPendiente,
  edadEn,
  enmascararDni,
  mensajesConsentimiento,
  mensajesError,
  sinFotos,
  TEXTOS_CONSENTIMIENTO,
  TIPOS_CONSENTIMIENTO,
  VERSIONES_CONSENTIMIENTO,
  type ConsentimientosAlumno,
  type EstadoConsentimiento,
  type GuardarConsentimiento,
  type PendienteAlumno,
  type Rol,
  type Salvaguarda,
  type SalvaguardaLista,
  type SalvaguardaRespuesta,
  type TextoConsentimiento,
  type TipoConsentimiento,
} from '@escuela/shared';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Alcance } from '../../lib/alcance';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { findPadreDeUsuario } from '../padres/padres.repository';
import {
  findAlumnoEnAlcance,
  findHijo,
  insertConsentimientos,
  insertConsentimientosInscripcion,
  listAlumnosAlta,
  listConsentimientosInscripcion,
  listHijos,
  listHistorial,
  listSalvaguardas,
  listUltimos,
  reemplazarSalvaguarda,
  type SalvaguardaListaFila,
  type UltimoRegistro,
} from './consentimientos.repository';

const noEncontrado = () => new AppError('not_found', mensajesError.noEncontrado);

/** A decision as a form sends it (already validated: current version, right shape). */
export interface DecisionEnviada {
  tipo: TipoConsentimiento;
  version: string;
  decision: GuardarConsentimiento['decision'];
}

/** Who sends decisions and from where. */
export interface Autor {
  usuarioId: number;
  padreId: number;
  ip: string | null;
}

export function textosConsentimiento(): TextoConsentimiento[] {
  return TIPOS_CONSENTIMIENTO.map((tipo) => ({
    tipo,
    version: VERSIONES_CONSENTIMIENTO[tipo],
    texto: TEXTOS_CONSENTIMIENTO[tipo],
  }));
}

const edad = (fechaNacimiento: string | null, dia: string) =>
  fechaNacimiento ? edadEn(fechaNacimiento, dia) : null;

/** Each child's state per type (every type, decided or not), from the newest rows. */
export function estadosDe(
  hijos: { id: number; fechaNacimiento: string | null }[],
  ultimos: UltimoRegistro[],
  hoy: string,
): EstadoConsentimiento[] {
  const porClave = new Map(ultimos.map((u) => [`${u.alumnoId}:${u.tipo}`, u]));
  return hijos.flatMap((h) => {
    const edadHoy = edad(h.fechaNacimiento, hoy);
    return TIPOS_CONSENTIMIENTO.map((tipo) => {
      const u = porClave.get(`${h.id}:${tipo}`);
      return {
        alumnoId: h.id,
        tipo,
        version: u?.version ?? null,
        decision: u?.decision ?? null,
        fecha: u ? u.fecha.toISOString() : null,
        pendiente: consentimientoPendiente(
          u ? { version: u.version, edad: u.edadAlumno } : null,
          VERSIONES_CONSENTIMIENTO[tipo],
          edadHoy,
        ),
      };
    });
  });
}

/** Writes decisions for a child in the caller's transaction (the enrolment's or a portal decision). */
export async function registrarConsentimientos(
  tx: DbOrTx,
  alumno: { id: number; fechaNacimiento: string | null },
  autor: Autor,
  decisiones: DecisionEnviada[],
) {
  const edadAlumno = edad(alumno.fechaNacimiento, hoyEscuela());
  await insertConsentimientos(
    tx,
    decisiones.map((d) => ({
      alumnoId: alumno.id,
      padreId: autor.padreId,
      usuarioId: autor.usuarioId,
      tipo: d.tipo,
      version: d.version,
      decision: d.decision,
      ip: autor.ip,
      edadAlumno,
    })),
  );
}

/** An enrolment the office must decide keeps its decisions until it becomes a student. */
export function guardarConsentimientosDeInscripcion(
  tx: DbOrTx,
  inscripcionId: number,
  autor: Autor,
  decisiones: DecisionEnviada[],
) {
  return insertConsentimientosInscripcion(
    tx,
    decisiones.map((d) => ({ inscripcionId, ...d, ip: autor.ip, usuarioId: autor.usuarioId })),
  );
}

/**
 * The enrolment became (or was folded into) a student: its decisions become the student's records, with
 * the day, address and account they were given from and the child's age on that day.
 */
export async function trasladarConsentimientosDeInscripcion(
  tx: DbOrTx,
  inscripcionId: number,
  alumno: { id: number; fechaNacimiento: string | null },
  padreId: number,
) {
  const filas = await listConsentimientosInscripcion(tx, inscripcionId);
  await insertConsentimientos(
    tx,
    filas.map((f) => ({
      alumnoId: alumno.id,
      padreId,
      usuarioId: f.usuarioId,
      tipo: f.tipo,
      version: f.version,
      decision: f.decision,
      fecha: f.fecha,
      ip: f.ip,
      edadAlumno: edad(alumno.fechaNacimiento, hoyEscuela(f.fecha)),
    })),
  );
}

async function padreDe(db: Db, usuarioId: number) {
  const padre = await findPadreDeUsuario(db, usuarioId);
  if (!padre) throw noEncontrado();
  return padre;
}

/** GET /api/padres/consentimientos */
export async function consentimientosDelPadre(db: Db, usuarioId: number): Promise<EstadoConsentimiento[]> {
  const padre = await findPadreDeUsuario(db, usuarioId);
  if (!padre) return [];
  const hijos = await listHijos(db, padre.id);
  return estadosDe(
    hijos,
    await listUltimos(
      db,
      hijos.map((h) => h.id),
    ),
    hoyEscuela(),
  );
}

/** POST /api/padres/consentimientos: a new row; another family's child answers 404. */
export async function guardarConsentimiento(
  db: Db,
  usuarioId: number,
  datos: GuardarConsentimiento,
  ip: string | null,
): Promise<{ message: string }> {
  const padre = await padreDe(db, usuarioId);
  const hijo = await findHijo(db, datos.alumnoId, padre.id);
  if (!hijo) throw noEncontrado();
  await registrarConsentimientos(db, hijo, { usuarioId, padreId: padre.id, ip }, [datos]);
  return { message: mensajesConsentimiento.guardado };
}

/** GET /api/alumnos/:id/consentimientos (staff; a profesor for their groups). */
export async function consentimientosDeAlumno(
  db: Db,
  alcance: Alcance,
  id: number,
): Promise<ConsentimientosAlumno> {
  const alumno = await findAlumnoEnAlcance(db, id, alcance);
  if (!alumno) throw noEncontrado();
  const [ultimos, historial] = await Promise.all([listUltimos(db, [id]), listHistorial(db, id)]);
  return {
    estados: estadosDe([alumno], ultimos, hoyEscuela()),
    historial: historial.map((h) => ({ ...h, fecha: h.fecha.toISOString() })),
  };
}

/** GET /api/consentimientos/pendientes: the students in alta with something to ask, in two statements. */
export async function consentimientosPendientes(db: Db): Promise<PendienteAlumno[]> {
  const alumnos = await listAlumnosAlta(db);
  const estados = estadosDe(
    alumnos,
    await listUltimos(
      db,
      alumnos.map((a) => a.id),
    ),
    hoyEscuela(),
  );
  const pendientes = new Map<number, TipoConsentimiento[]>();
  for (const e of estados) {
    if (e.pendiente) pendientes.set(e.alumnoId, [...(pendientes.get(e.alumnoId) ?? []), e.tipo]);
  }
  return alumnos
    .filter((a) => pendientes.has(a.id))
    .map((a) => ({
      alumnoId: a.id,
      nombre: a.nombre,
      apellidos: a.apellidos,
      grupoNombre: a.grupoNombre,
      tienePadre: a.padreId !== null,
      tipos: pendientes.get(a.id)!,
    }));
}

// ---- Safeguarding ----

async function salvaguardaDe(
  db: DbOrTx,
  alumnoId: number,
  enmascarar: boolean,
): Promise<SalvaguardaRespuesta> {
  const { ajustes, alergias, recogida } = await listSalvaguardas(db, [alumnoId]);
  return {
    alergias: alergias.map(({ tipo, descripcion, actuacion }) => ({ tipo, descripcion, actuacion })),
    recogida: recogida.map(({ nombre, dni, parentesco, telefono }) => ({
      nombre,
      dni: enmascarar ? enmascararDni(dni) : dni,
      parentesco,
      telefono,
    })),
    salirSolo: ajustes[0]?.salirSolo ?? false,
    actualizadoAt: ajustes[0]?.updatedAt.toISOString() ?? null,
  };
}

/** GET /api/alumnos/:id/salvaguarda: a profesor reads their groups' students, pick-up DNIs masked. */
export async function salvaguardaDeAlumno(
  db: Db,
  actor: { rol: Rol; alcance: Alcance },
  id: number,
): Promise<SalvaguardaRespuesta> {
  if (!(await findAlumnoEnAlcance(db, id, actor.alcance))) throw noEncontrado();
  return salvaguardaDe(db, id, actor.rol === 'profesor');
}

/** PUT /api/alumnos/:id/salvaguarda (admin, coordinador). */
export async function guardarSalvaguardaDeAlumno(
  db: Db,
  usuarioId: number,
  id: number,
  datos: Salvaguarda,
): Promise<SalvaguardaRespuesta> {
  if (!(await findAlumnoEnAlcance(db, id, null))) throw noEncontrado();
  return db.transaction(async (tx) => {
    await reemplazarSalvaguarda(tx, id, datos, usuarioId);
    return salvaguardaDe(tx, id, false);
  });
}

async function hijoDe(db: Db, usuarioId: number, id: number) {
  const padre = await padreDe(db, usuarioId);
  const hijo = await findHijo(db, id, padre.id);
  if (!hijo) throw noEncontrado();
  return hijo;
}

export async function salvaguardaDeHijo(
  db: Db,
  usuarioId: number,
  id: number,
): Promise<SalvaguardaRespuesta> {
  await hijoDe(db, usuarioId, id);
  return salvaguardaDe(db, id, false);
}

export async function guardarSalvaguardaDeHijo(
  db: Db,
  usuarioId: number,
  id: number,
  datos: Salvaguarda,
): Promise<SalvaguardaRespuesta> {
  await hijoDe(db, usuarioId, id);
  return db.transaction(async (tx) => {
    await reemplazarSalvaguarda(tx, id, datos, usuarioId);
    return salvaguardaDe(tx, id, false);
  });
}

/** What the attendance screen shows of a roster's child, from its `salvaguardaListaSql` column. */
export function salvaguardaDeFila(f: SalvaguardaListaFila): SalvaguardaLista {
  return {
    alergias: f.alergias,
    recogida: f.recogida,
    salirSolo: f.salirSolo,
    sinFotos: sinFotos(f.decisionImagen),
  };
}
