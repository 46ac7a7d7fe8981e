/**
 * Saving an import (DESIGN.md §4): each valid row is matched to an existing student — by ID, else by
 * DNI, else by name + surnames + group — and updated, or created; rows matching nothing new count as
 * unchanged, so importing the same file twice creates nothing. Everything is written in ONE transaction
 * with set-based statements (no query per row). Rows that cannot be saved join the 'Fila N: …' list.
 */
import { mensajesAlumno, type ResultadoImportacion } from '@escuela/shared';
import type { Db } from '../../db/client';
import type { NewObservacion } from '../../db/schema/index';
import { hoyEscuela } from '../../lib/fecha-escuela';
import {
  insertAlumnos,
  insertObservaciones,
  listAlumnosParaImportar,
  listGruposNombres,
  listPadresPorEmails,
  updateAlumnos,
  type AlumnoImportable,
} from './alumnos.repository';
import type { FilasConvertidas, FilaValida } from './importacion/filas';
import { normalizarTexto } from './importacion/valores';
import { cambioPorEdicion, type EstadoAlumno } from './matriculas';
import { registrarMatriculas, type CambioMatricula } from './matriculas.service';
import { entradasSinPlaza, esperandoEn } from './plazas-oficina';
import { listEsperasVivas } from '../plazas/plazas.repository';
import { ponerVariosEnEspera } from '../plazas/plazas.service';

const MAX_ERRORES = 500;
const SIN_GRUPO = new Set(['sin asignar', 'sin grupo', 'ninguno', '-']);
const CAMPOS = [
  'nombre',
  'apellidos',
  'fechaNacimiento',
  'curso',
  'letra',
  'grupoId',
  'telefono1',
  'telefono2',
  'dni',
  'cuenta',
  'observaciones',
  'estado',
  'padreId',
] as const;

const claveNombre = (nombre: string, apellidos: string) =>
  `${normalizarTexto(nombre)}|${normalizarTexto(apellidos)}`;

class Indice {
  porId = new Map<number, AlumnoImportable>();
  porDni = new Map<string, AlumnoImportable>();
  porNombre = new Map<string, AlumnoImportable[]>();

  agregar(a: AlumnoImportable) {
    if (a.id > 0) this.porId.set(a.id, a);
    if (a.dni && !this.porDni.has(a.dni.toUpperCase())) this.porDni.set(a.dni.toUpperCase(), a);
    const k = claveNombre(a.nombre, a.apellidos);
    this.porNombre.set(k, [...(this.porNombre.get(k) ?? []), a]);
  }

  /** 'grupoId:alumnoId' of the students waiting on a group's list (decision 052). */
  esperando = new Set<string>();

  /**
   * Name + surnames within the group (or waiting on its list); without a group in the file, the only
   * student with that name.
   */
  porNombreYGrupo(nombre: string, apellidos: string, grupoId: number | null | undefined) {
    const candidatos = this.porNombre.get(claveNombre(nombre, apellidos)) ?? [];
    if (grupoId === undefined) return candidatos.length === 1 ? candidatos[0] : undefined;
    return (
      candidatos.find((a) => a.grupoId === grupoId) ??
      candidatos.find((a) => this.esperando.has(`${grupoId}:${a.id}`))
    );
  }
}

export async function guardarImportacion(
  db: Db,
  autorId: number,
  { filas, errores: erroresLectura }: FilasConvertidas,
): Promise<ResultadoImportacion> {
  const emails = [...new Set(filas.flatMap((f) => (f.campos.padreEmail ? [f.campos.padreEmail] : [])))];
  const [grupos, existentes, familias, esperas] = await Promise.all([
    listGruposNombres(db),
    listAlumnosParaImportar(db, {
      ids: filas.flatMap((f) => (f.id !== null ? [f.id] : [])),
      dnis: filas.flatMap((f) => (f.campos.dni ? [f.campos.dni] : [])),
      nombres: filas.map((f) => `${f.campos.nombre} ${f.campos.apellidos}`),
    }),
    listPadresPorEmails(db, emails),
    listEsperasVivas(db),
  ]);
  const padrePorEmail = new Map(familias.map((f) => [f.email, f.id]));
  const gruposPorNombre = new Map<string, number[]>();
  for (const g of grupos) {
    const k = normalizarTexto(g.nombre);
    gruposPorNombre.set(k, [...(gruposPorNombre.get(k) ?? []), g.id]);
  }
  const indice = new Indice();
  existentes.forEach((a) => indice.agregar(a));
  for (const e of esperas) indice.esperando.add(`${e.grupoId}:${e.alumnoId}`);
  // The enrolment history follows each student's group and estado as the file leaves them (decision 030):
  // what they were before, and the 'En el grupo desde' day of the last row naming them.
  const originales = new Map<number, EstadoAlumno>(
    existentes.map((a) => [a.id, { grupoId: a.grupoId, estado: a.estado }]),
  );
  const desdes = new Map<AlumnoImportable, string | null | undefined>();

  const ahora = new Date();
  const errores: { fila: number; texto: string }[] = erroresLectura.map((texto) => ({
    fila: Number(/^Fila (\d+)/.exec(texto)?.[1] ?? 0),
    texto,
  }));
  const nuevos: AlumnoImportable[] = [];
  const modificados = new Map<number, AlumnoImportable>();
  const historial: { alumno: AlumnoImportable; texto: string; grupoId: number | null }[] = [];
  const sinCambios = new Set<number>();
  let idProvisional = 0;

  const resolverGrupo = (fila: FilaValida): number | null | undefined | string => {
    if (fila.grupo === undefined) return undefined;
    const k = normalizarTexto(fila.grupo);
    if (SIN_GRUPO.has(k)) return null;
    const ids = gruposPorNombre.get(k) ?? [];
    if (ids.length === 1) return ids[0];
    return ids.length === 0
      ? `El grupo «${fila.grupo}» no existe`
      : `Hay varios grupos llamados «${fila.grupo}»: usa el ID del alumno o cambia el nombre de uno de ellos`;
  };

  for (const fila of filas) {
    const grupoId = resolverGrupo(fila);
    if (typeof grupoId === 'string') {
      errores.push({ fila: fila.fila, texto: `Fila ${fila.fila}: ${grupoId}` });
      continue;
    }
    const { campos } = fila;
    // 'Email del tutor' (decision 040): the family account it names; a blank cell leaves the link.
    const padreId = campos.padreEmail ? padrePorEmail.get(campos.padreEmail) : undefined;
    if (campos.padreEmail && padreId === undefined) {
      errores.push({
        fila: fila.fila,
        texto: `Fila ${fila.fila}: ${mensajesAlumno.padreDesconocido} («${campos.padreEmail}»)`,
      });
      continue;
    }
    let existente: AlumnoImportable | undefined;
    if (fila.id !== null) {
      existente = indice.porId.get(fila.id);
      if (!existente) {
        errores.push({
          fila: fila.fila,
          texto: `Fila ${fila.fila}: No existe ningún alumno con ID ${fila.id}`,
        });
        continue;
      }
    } else {
      existente =
        (campos.dni ? indice.porDni.get(campos.dni) : undefined) ??
        indice.porNombreYGrupo(campos.nombre, campos.apellidos, grupoId);
    }
    const {
      desde,
      padreEmail: _email,
      ...valores
    }: Partial<AlumnoImportable> & { desde?: string | null; padreEmail?: string | null } = campos;
    // A student already waiting on the group the row names keeps waiting (the row asks for nothing new).
    const espera = existente && grupoId && indice.esperando.has(`${grupoId}:${existente.id}`);
    if (grupoId !== undefined && !espera) valores.grupoId = grupoId;
    if (padreId !== undefined) valores.padreId = padreId;

    if (!existente) {
      const nuevo: AlumnoImportable = {
        id: --idProvisional,
        nombre: campos.nombre,
        apellidos: campos.apellidos,
        fechaNacimiento: campos.fechaNacimiento ?? null,
        curso: campos.curso ?? null,
        letra: campos.letra ?? null,
        grupoId: grupoId ?? null,
        telefono1: campos.telefono1 ?? null,
        telefono2: campos.telefono2 ?? null,
        dni: campos.dni ?? null,
        cuenta: campos.cuenta ?? null,
        observaciones: campos.observaciones ?? null,
        observacionesUpdatedAt: campos.observaciones ? ahora : null,
        estado: campos.estado ?? 'alta',
        padreId: padreId ?? null,
      };
      nuevos.push(nuevo);
      indice.agregar(nuevo);
      desdes.set(nuevo, desde);
      if (nuevo.observaciones)
        historial.push({ alumno: nuevo, texto: nuevo.observaciones, grupoId: nuevo.grupoId });
      continue;
    }
    if (desde !== undefined || !desdes.has(existente)) desdes.set(existente, desde);
    // Blank cells were left out of `campos`: only what the file says changes.
    const cambiados = CAMPOS.filter((c) => valores[c] !== undefined && valores[c] !== existente[c]);
    if (cambiados.length === 0) {
      if (existente.id > 0) sinCambios.add(existente.id);
      continue;
    }
    Object.assign(existente, Object.fromEntries(cambiados.map((c) => [c, valores[c]])));
    if (cambiados.includes('observaciones')) {
      existente.observacionesUpdatedAt = ahora;
      historial.push({ alumno: existente, texto: existente.observaciones!, grupoId: existente.grupoId });
    }
    if (existente.id > 0) modificados.set(existente.id, existente);
  }

  let enEspera = 0;
  const historialCambiado = await db.transaction(async (tx) => {
    // A full group (decision 052): the student stays as they were (a new one without group, in baja)
    // and waits on the group's list.
    const sinPlaza = await entradasSinPlaza(tx, [...nuevos, ...modificados.values()], originales);
    for (const { alumno } of sinPlaza) {
      Object.assign(alumno, originales.get(alumno.id) ?? { grupoId: null, estado: 'baja' });
      desdes.set(alumno, undefined);
    }
    const ids = await insertAlumnos(
      tx,
      nuevos.map(({ id: _id, ...a }) => a),
    );
    nuevos.forEach((a, i) => (a.id = ids[i]!));
    await updateAlumnos(tx, [...modificados.values()]);
    const yaEsperan = await esperandoEn(tx, sinPlaza);
    // The newcomers join their groups' lists together, in file order (five statements in all).
    await ponerVariosEnEspera(
      tx,
      sinPlaza
        .filter(({ alumno, grupoId }) => !yaEsperan.has(`${grupoId}:${alumno.id}`))
        .map(({ alumno, grupoId }) => ({ grupoId, alumnoId: alumno.id, padreId: alumno.padreId })),
      autorId,
    );
    enEspera = sinPlaza.length;
    const hoy = hoyEscuela();
    const cambiosMatricula: CambioMatricula[] = [];
    for (const [alumno, desde] of desdes) {
      const antes = originales.get(alumno.id) ?? null;
      const cambio = cambioPorEdicion(antes, alumno, desde, hoy);
      if (cambio) cambiosMatricula.push({ alumnoId: alumno.id, ...cambio, nuevo: antes === null });
    }
    const cambiados = await registrarMatriculas(tx, cambiosMatricula, autorId);
    const obs: NewObservacion[] = historial.map((h) => ({
      alumnoId: h.alumno.id,
      grupoId: h.grupoId,
      autorId,
      fecha: ahora,
      texto: h.texto,
    }));
    await insertObservaciones(tx, obs);
    return cambiados;
  });

  errores.sort((a, b) => a.fila - b.fila);
  const lista = errores.slice(0, MAX_ERRORES).map((e) => e.texto);
  if (errores.length > MAX_ERRORES) lista.push(`… y ${errores.length - MAX_ERRORES} filas más con errores`);
  const creados = nuevos.length;
  // A student whose only change was their enrolment history is updated too.
  const actualizadosIds = new Set([
    ...modificados.keys(),
    ...[...historialCambiado].filter((id) => originales.has(id)),
  ]);
  for (const id of actualizadosIds) sinCambios.delete(id);
  const actualizados = actualizadosIds.size;
  return {
    message: `Importación completada: ${creados} ${creados === 1 ? 'alumno creado' : 'alumnos creados'}, ${actualizados} ${actualizados === 1 ? 'actualizado' : 'actualizados'}${enEspera ? `, ${enEspera} en lista de espera porque su grupo está completo` : ''}${errores.length ? `, ${errores.length} ${errores.length === 1 ? 'fila con errores' : 'filas con errores'}` : ''}`,
    creados,
    actualizados,
    sinCambios: sinCambios.size,
    errores: lista,
  };
}
