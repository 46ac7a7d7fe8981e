/**
 * What the school holds about a family, as ONE declarative registry (decision 046): every table that
 * holds a parent's or a child's data is either an area of the download ("Descargar mis datos") or
 * excluded here with its reason. `cobertura.test.ts` reads the database's foreign keys (to padres,
 * alumnos, usuarios) and e-mail columns and fails when one is in neither list, so a new table (consents,
 * allergies, pick-up persons…) is added here, in one line, when it is created.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { consultar } from '../../db/filas';

/** Who the family is: its parent record, its account, its e-mail. */
export interface Familia {
  padreId: number;
  usuarioId: number;
  email: string;
}

export interface AreaDatos {
  /** The table read. */
  tabla: string;
  /** The columns (`tabla.columna`) this area covers: foreign keys to padres/alumnos/usuarios, e-mails. */
  cubre: string[];
  /** File in the ZIP: `datos/<archivo>.json`. */
  archivo: string;
  /** Spanish title in the readable summary. */
  titulo: string;
  /** The family's rows (`t` is the table). */
  donde: (f: Familia) => SQL;
  /** Columns never exported: secrets (hashes, keys), never personal data the family gave. */
  omitir?: string[];
  /** The order of its rows when the table has no `id` column (default `t.id`). */
  orden?: string;
}

const hijos = (f: Familia) => sql`(select a.id from alumnos a where a.padre_id = ${f.padreId})`;
const recibosFamilia = (f: Familia) => sql`(select r.id from recibos r where r.padre_id = ${f.padreId})`;

export const AREAS: AreaDatos[] = [
  {
    tabla: 'usuarios',
    cubre: ['usuarios.email'],
    archivo: 'cuenta',
    titulo: 'Cuenta de acceso',
    donde: (f) => sql`t.id = ${f.usuarioId}`,
    omitir: ['password_hash'],
  },
  {
    tabla: 'padres',
    cubre: ['padres.usuario_id'],
    archivo: 'perfil',
    titulo: 'Perfil de la familia',
    donde: (f) => sql`t.id = ${f.padreId}`,
  },
  {
    tabla: 'alumnos',
    cubre: ['alumnos.padre_id'],
    archivo: 'alumnos',
    titulo: 'Alumnos',
    donde: (f) => sql`t.padre_id = ${f.padreId}`,
    omitir: ['busqueda', 'orden_apellidos', 'orden_nombre'],
  },
  {
    tabla: 'matriculas',
    cubre: ['matriculas.alumno_id'],
    archivo: 'matriculas',
    titulo: 'Matrículas',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'asistencias',
    cubre: ['asistencias.alumno_id'],
    archivo: 'asistencias',
    titulo: 'Asistencia',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'marcas_asistencia',
    cubre: ['marcas_asistencia.alumno_id'],
    archivo: 'marcas-asistencia',
    titulo: 'Historial de marcas de asistencia',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'observaciones',
    cubre: ['observaciones.alumno_id'],
    archivo: 'observaciones',
    titulo: 'Observaciones',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'ausencias',
    cubre: ['ausencias.alumno_id', 'ausencias.usuario_id'],
    archivo: 'avisos-de-ausencia',
    titulo: 'Avisos de ausencia',
    donde: (f) => sql`(t.alumno_id in ${hijos(f)} or t.usuario_id = ${f.usuarioId})`,
  },
  {
    tabla: 'faltas_notificadas',
    cubre: ['faltas_notificadas.alumno_id'],
    archivo: 'faltas-notificadas',
    titulo: 'Faltas notificadas',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'avisos_destinatarios',
    cubre: ['avisos_destinatarios.usuario_id', 'avisos_destinatarios.email'],
    archivo: 'avisos-recibidos',
    titulo: 'Avisos recibidos',
    donde: (f) => sql`(t.usuario_id = ${f.usuarioId} or t.email = ${f.email})`,
  },
  {
    tabla: 'inscripciones',
    cubre: ['inscripciones.padre_id', 'inscripciones.alumno_id'],
    archivo: 'inscripciones',
    titulo: 'Solicitudes de inscripción',
    donde: (f) => sql`t.padre_id = ${f.padreId}`,
  },
  {
    tabla: 'inscripciones_historial',
    cubre: [],
    archivo: 'inscripciones-historial',
    titulo: 'Historial de las solicitudes de inscripción',
    donde: (f) => sql`t.inscripcion_id in (select i.id from inscripciones i where i.padre_id = ${f.padreId})`,
  },
  {
    tabla: 'fusiones_alumnos',
    cubre: ['fusiones_alumnos.conservado_id'],
    archivo: 'fusiones',
    titulo: 'Fichas de alumno unidas',
    donde: (f) => sql`t.conservado_id in ${hijos(f)}`,
  },
  {
    tabla: 'lista_espera',
    cubre: ['lista_espera.alumno_id', 'lista_espera.padre_id'],
    archivo: 'lista-de-espera',
    titulo: 'Listas de espera y ofertas de plaza',
    donde: (f) => sql`(t.padre_id = ${f.padreId} or t.alumno_id in ${hijos(f)})`,
  },
  {
    tabla: 'lista_espera_historial',
    cubre: [],
    archivo: 'lista-de-espera-historial',
    titulo: 'Historial de las listas de espera',
    donde: (f) =>
      sql`t.lista_espera_id in (select l.id from lista_espera l where l.padre_id = ${f.padreId} or l.alumno_id in ${hijos(f)})`,
  },
  {
    tabla: 'bajas_solicitadas',
    cubre: ['bajas_solicitadas.alumno_id'],
    archivo: 'bajas',
    titulo: 'Bajas solicitadas',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'clases_prueba',
    cubre: ['clases_prueba.alumno_id'],
    archivo: 'clases-de-prueba',
    titulo: 'Clases de prueba',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'renovaciones_alumnos',
    cubre: ['renovaciones_alumnos.alumno_id'],
    archivo: 'renovaciones',
    titulo: 'Renovaciones de plaza para el curso siguiente',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'renovaciones_historial',
    cubre: [],
    archivo: 'renovaciones-historial',
    titulo: 'Historial de las respuestas a la renovación',
    donde: (f) =>
      sql`t.renovacion_alumno_id in (select r.id from renovaciones_alumnos r where r.alumno_id in ${hijos(f)})`,
  },
  {
    tabla: 'mandatos',
    cubre: ['mandatos.padre_id', 'mandatos.aceptado_por_id'],
    archivo: 'mandatos',
    titulo: 'Mandatos SEPA',
    donde: (f) => sql`(t.padre_id = ${f.padreId} or t.aceptado_por_id = ${f.usuarioId})`,
  },
  {
    tabla: 'recibos',
    cubre: ['recibos.padre_id'],
    archivo: 'recibos',
    titulo: 'Recibos',
    donde: (f) => sql`t.padre_id = ${f.padreId}`,
  },
  {
    tabla: 'recibos_lineas',
    cubre: ['recibos_lineas.alumno_id'],
    archivo: 'recibos-lineas',
    titulo: 'Líneas de los recibos',
    donde: (f) => sql`(t.recibo_id in ${recibosFamilia(f)} or t.alumno_id in ${hijos(f)})`,
  },
  {
    tabla: 'recibos_historial',
    cubre: [],
    archivo: 'recibos-historial',
    titulo: 'Historial de los recibos',
    donde: (f) => sql`t.recibo_id in ${recibosFamilia(f)}`,
  },
  {
    tabla: 'devoluciones',
    cubre: [],
    archivo: 'devoluciones',
    titulo: 'Recibos devueltos',
    donde: (f) => sql`t.recibo_id in ${recibosFamilia(f)}`,
  },
  {
    tabla: 'remesas_recibos',
    cubre: [],
    archivo: 'remesas',
    titulo: 'Recibos enviados al banco',
    donde: (f) => sql`t.recibo_id in ${recibosFamilia(f)}`,
  },
  {
    tabla: 'suscripciones_push',
    cubre: ['suscripciones_push.usuario_id'],
    archivo: 'notificaciones-push',
    titulo: 'Dispositivos con notificaciones',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['p256dh', 'auth'],
  },
  {
    tabla: 'enlaces_calendario',
    cubre: ['enlaces_calendario.usuario_id'],
    archivo: 'calendarios',
    titulo: 'Enlaces de calendario',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['token_hash'],
  },
  {
    tabla: 'logins',
    cubre: ['logins.usuario_id'],
    archivo: 'sesiones',
    titulo: 'Sesiones abiertas',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['token_hash'],
  },
  {
    tabla: 'tokens',
    cubre: ['tokens.usuario_id'],
    archivo: 'enlaces-enviados',
    titulo: 'Enlaces de verificación y de contraseña',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['token_hash'],
  },
  {
    tabla: 'dispositivos_confianza',
    cubre: ['dispositivos_confianza.usuario_id'],
    archivo: 'dispositivos',
    titulo: 'Equipos de confianza',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['token_hash'],
  },
  {
    tabla: 'segundos_factores',
    cubre: ['segundos_factores.usuario_id'],
    archivo: 'segundo-factor',
    titulo: 'Segundo factor',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['secreto'],
  },
  {
    tabla: 'codigos_recuperacion',
    cubre: ['codigos_recuperacion.usuario_id'],
    archivo: 'codigos-recuperacion',
    titulo: 'Códigos de recuperación',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['codigo_hash'],
  },
  {
    tabla: 'accesos_pendientes',
    cubre: ['accesos_pendientes.usuario_id'],
    archivo: 'accesos-pendientes',
    titulo: 'Accesos pendientes',
    donde: (f) => sql`t.usuario_id = ${f.usuarioId}`,
    omitir: ['token_hash'],
  },
  {
    tabla: 'correos',
    cubre: ['correos.to'],
    archivo: 'correos',
    titulo: 'Correos enviados',
    donde: (f) => sql`lower(t."to") = ${f.email}`,
  },
  {
    tabla: 'mensajes_contacto',
    cubre: ['mensajes_contacto.email'],
    archivo: 'mensajes-de-contacto',
    titulo: 'Mensajes de contacto',
    donde: (f) => sql`lower(t.email) = ${f.email}`,
  },
  {
    tabla: 'consentimientos',
    cubre: ['consentimientos.alumno_id', 'consentimientos.padre_id', 'consentimientos.usuario_id'],
    archivo: 'consentimientos',
    titulo: 'Consentimientos (cada decisión, con su versión del texto)',
    donde: (f) => sql`(t.alumno_id in ${hijos(f)} or t.padre_id = ${f.padreId})`,
  },
  {
    tabla: 'consentimientos_inscripcion',
    cubre: ['consentimientos_inscripcion.usuario_id'],
    archivo: 'consentimientos-de-solicitudes',
    titulo: 'Consentimientos dados en solicitudes de inscripción',
    donde: (f) => sql`t.inscripcion_id in (select i.id from inscripciones i where i.padre_id = ${f.padreId})`,
  },
  {
    tabla: 'salvaguardas',
    cubre: ['salvaguardas.alumno_id'],
    archivo: 'salud-y-recogida',
    titulo: 'Salud y recogida: puede salir solo',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
    orden: 't.alumno_id',
  },
  {
    tabla: 'alergias',
    cubre: ['alergias.alumno_id'],
    archivo: 'alergias',
    titulo: 'Alergias y condiciones médicas',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'personas_recogida',
    cubre: ['personas_recogida.alumno_id'],
    archivo: 'personas-de-recogida',
    titulo: 'Personas autorizadas para recoger',
    donde: (f) => sql`t.alumno_id in ${hijos(f)}`,
  },
  {
    tabla: 'registro_accesos',
    cubre: ['registro_accesos.alumno_id', 'registro_accesos.padre_id'],
    archivo: 'registro-de-accesos',
    titulo: 'Quién ha consultado vuestros datos',
    donde: (f) => sql`(t.alumno_id in ${hijos(f)} or t.padre_id = ${f.padreId})`,
  },
  {
    tabla: 'solicitudes_supresion',
    cubre: ['solicitudes_supresion.padre_id', 'solicitudes_supresion.solicitada_por_id'],
    archivo: 'solicitudes-de-supresion',
    titulo: 'Solicitudes de supresión',
    donde: (f) => sql`(t.padre_id = ${f.padreId} or t.solicitada_por_id = ${f.usuarioId})`,
  },
];

/**
 * Columns pointing at a person that are NOT the family's data, with the reason: the staff member who
 * did something (their own record), or a record of someone else.
 */
export const EXCLUIDAS: Record<string, string> = {
  'observaciones.autor_id': 'El profesor que escribió la observación (la observación sí se exporta)',
  'avisos.autor_id': 'Quién redactó un aviso del colegio (los avisos recibidos se exportan)',
  'plantillas_mensaje.actualizado_por': 'Plantillas del colegio, sin datos de familias',
  'mandatos.registrado_por_id': 'El administrativo que registró un mandato en papel',
  'devoluciones.usuario_id': 'El administrativo que anotó la devolución',
  'recibos_historial.usuario_id': 'El administrativo que cambió el estado del recibo',
  'remesas.creada_por_id':
    'Remesas del colegio con recibos de muchas familias (la parte de la familia va en remesas)',
  'inscripciones_historial.autor_id': 'Quién revisó la solicitud',
  'fusiones_alumnos.autor_id': 'Quién unió las fichas',
  'matriculas.autor_id': 'Quién registró la matrícula',
  'lista_espera_historial.autor_id': 'Quién movió la lista de espera (el historial sí se exporta)',
  'bajas_solicitadas.autor_id': 'Quién registró la baja (la baja sí se exporta)',
  'clases_prueba.autor_id': 'Quién registró la clase de prueba (la clase sí se exporta)',
  'renovaciones.autor_id': 'Quién abrió la renovación del curso',
  'renovaciones.cerrada_por_id': 'Quién cerró el curso',
  'renovaciones_historial.autor_id': 'Quién respondió a la renovación (el historial sí se exporta)',
  'matriculas.modificada_por_id': 'Quién corrigió la matrícula',
  'profesores.usuario_id': 'Cuentas de profesores, no de familias',
  'profesores.email': 'El correo de un profesor, no de una familia',
  'registro_accesos.usuario_id': 'El miembro del personal que consultó (se exporta su nombre en cada fila)',
  'solicitudes_supresion.ejecutada_por_id': 'El administrador que ejecutó la supresión',
  'salvaguardas.actualizado_por': 'Quién guardó por última vez los datos de salud (los datos sí se exportan)',
  'marcas_asistencia.usuario_id': 'El profesor que envió la marca (la marca sí se exporta)',
};

/** One area's rows for the family, secrets left out, oldest first. */
export async function leerArea(db: DbOrTx, area: AreaDatos, familia: Familia) {
  const omitir = area.omitir?.length
    ? sql.raw(` - array[${area.omitir.map((c) => `'${c}'`).join(', ')}]::text[]`)
    : sql.raw('');
  return (
    await consultar<{ fila: Record<string, unknown> }>(
      db,
      sql`select to_jsonb(t)${omitir} as fila from ${sql.identifier(area.tabla)} t where ${area.donde(familia)} order by ${sql.raw(area.orden ?? 't.id')}`,
    )
  ).map((f) => f.fila);
}

/** The family of a parent's account (undefined for a tutor account without a parent record). */
export async function familiaDeUsuario(db: DbOrTx, usuarioId: number): Promise<Familia | undefined> {
  const [fila] = await consultar<Familia>(
    db,
    sql`select p.id as "padreId", u.id as "usuarioId", u.email as "email"
        from padres p join usuarios u on u.id = p.usuario_id where u.id = ${usuarioId}`,
  );
  return fila;
}

/** Every foreign key to padres, alumnos or usuarios, and every e-mail column: `tabla.columna`. */
export async function columnasDePersonas(db: DbOrTx): Promise<string[]> {
  const filas = await consultar<{ columna: string }>(
    db,
    sql`select distinct kcu.table_name || '.' || kcu.column_name as columna
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
          and ccu.table_name in ('padres', 'alumnos', 'usuarios')
        union
        select c.table_name || '.' || c.column_name
        from information_schema.columns c
        where c.table_schema = 'public' and c.column_name in ('email', 'to')
        order by 1`,
  );
  return filas.map((f) => f.columna);
}
