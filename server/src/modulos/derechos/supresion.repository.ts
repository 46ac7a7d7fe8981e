/**
 * Erasure (RGPD art. 17, decision 046): the requests, the retention rule's list, and the anonymisation
 * itself — set-based statements over the family's rows, in the caller's transaction. What the law makes
 * the school keep (receipts, mandates, remittances) stays with the payer anonymised; attendance and
 * enrolments stay as ids and dates (aggregates), without any identity.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { consultar } from '../../db/filas';
import { ajustesEscuela, padres, solicitudesSupresion, usuarios } from '../../db/schema/index';

export async function insertSolicitud(
  db: DbOrTx,
  datos: { padreId: number; solicitadaPorId: number; origen: 'familia' | 'retencion'; fechaLimite: string },
) {
  const [fila] = await db
    .insert(solicitudesSupresion)
    .values(datos)
    .returning({ id: solicitudesSupresion.id, fechaLimite: solicitudesSupresion.fechaLimite });
  return fila!;
}

export async function solicitudPendienteDe(db: DbOrTx, padreId: number) {
  const [fila] = await db
    .select({ id: solicitudesSupresion.id })
    .from(solicitudesSupresion)
    .where(and(eq(solicitudesSupresion.padreId, padreId), eq(solicitudesSupresion.estado, 'pendiente')));
  return fila;
}

/** One request, locked for its execution. */
export async function solicitudParaEjecutar(db: DbOrTx, id: number) {
  const [fila] = await db
    .select({
      id: solicitudesSupresion.id,
      padreId: solicitudesSupresion.padreId,
      estado: solicitudesSupresion.estado,
    })
    .from(solicitudesSupresion)
    .where(eq(solicitudesSupresion.id, id))
    .for('update');
  return fila;
}

const ejecutor = alias(usuarios, 'ejecutor');

export function listSolicitudes(db: DbOrTx) {
  return db
    .select({
      id: solicitudesSupresion.id,
      padreId: padres.id,
      padreNombre: padres.nombre,
      padreApellidos: padres.apellidos,
      origen: solicitudesSupresion.origen,
      solicitadaAt: solicitudesSupresion.createdAt,
      fechaLimite: solicitudesSupresion.fechaLimite,
      estado: solicitudesSupresion.estado,
      ejecutadaAt: solicitudesSupresion.ejecutadaAt,
      ejecutadaPor: ejecutor.nombre,
    })
    .from(solicitudesSupresion)
    .leftJoin(padres, eq(padres.id, solicitudesSupresion.padreId))
    .leftJoin(ejecutor, eq(ejecutor.id, solicitudesSupresion.ejecutadaPorId))
    .orderBy(
      desc(sql`${solicitudesSupresion.estado} = 'pendiente'`),
      asc(solicitudesSupresion.fechaLimite),
      desc(solicitudesSupresion.id),
    )
    .limit(500);
}

export async function mesesRetencion(db: DbOrTx): Promise<number> {
  const [fila] = await db.select({ meses: ajustesEscuela.mesesRetencionFamilias }).from(ajustesEscuela);
  return fila?.meses ?? 24;
}

/**
 * Families the retention rule lists: no child in alta, none enrolled after `corte` (the last enrolment's
 * end, or its start when open), the account created before `corte`, not anonymised and with no request
 * pending. `soloPadreId` checks one family.
 */
export function listFamiliasRetencion(db: DbOrTx, corte: string, soloPadreId?: number) {
  return consultar<{ padreId: number; nombre: string; ultimaActividad: string | null }>(
    db,
    sql`select p.id as "padreId", trim(p.nombre || ' ' || coalesce(p.apellidos, '')) as "nombre",
          (select max(coalesce(m.hasta, m.desde))::text from matriculas m join alumnos a on a.id = m.alumno_id
            where a.padre_id = p.id) as "ultimaActividad"
        from padres p join usuarios u on u.id = p.usuario_id
        where u.activo
          and p.created_at < ${corte}::date
          and not exists (select 1 from alumnos a where a.padre_id = p.id and a.estado = 'alta')
          and not exists (select 1 from matriculas m join alumnos a on a.id = m.alumno_id
                          where a.padre_id = p.id and coalesce(m.hasta, m.desde) >= ${corte}::date)
          and not exists (select 1 from solicitudes_supresion s where s.padre_id = p.id)
          ${soloPadreId ? sql`and p.id = ${soloPadreId}` : sql``}
        order by "ultimaActividad" nulls first, p.id
        limit 500`,
  );
}

const ANONIMO = 'Anonimizado';

/**
 * Anonymises the family `padreId` and its children, ends its sessions and disables its account; marks
 * the request executed by `usuarioId`. One statement per table, whatever the number of rows.
 */
export async function anonimizarFamilia(db: DbOrTx, padreId: number, solicitudId: number, usuarioId: number) {
  const [familia] = await consultar<{ usuarioId: number; email: string }>(
    db,
    sql`select u.id as "usuarioId", u.email from padres p join usuarios u on u.id = p.usuario_id where p.id = ${padreId}`,
  );
  if (!familia) return false;
  const hijos = sql`(select a.id from alumnos a where a.padre_id = ${padreId})`;
  const recibosFamilia = sql`(select r.id from recibos r where r.padre_id = ${padreId})`;
  const anonEmail = `anonimizado-${familia.usuarioId}@supresion.invalid`;
  const email = familia.email.toLowerCase();
  const pasos = [
    // Receipts keep their amounts and dates; names in their texts go before the names themselves.
    sql`update recibos_lineas rl set alumno = ${'Alumno anonimizado'},
          concepto = replace(replace(rl.concepto, a.nombre || ' ' || a.apellidos, 'Alumno anonimizado'), a.nombre, 'Alumno')
        from alumnos a where a.id = rl.alumno_id and a.padre_id = ${padreId}`,
    sql`update recibos_lineas set alumno = ${'Alumno anonimizado'} where recibo_id in ${recibosFamilia} and alumno is not null`,
    sql`update remesas_recibos rr set concepto = ${'Recibo anonimizado'} where rr.recibo_id in ${recibosFamilia}`,
    sql`update recibos set familia = ${'Familia anonimizada'} where padre_id = ${padreId}`,
    sql`update recibos_historial set detalle = null where recibo_id in ${recibosFamilia}`,
    sql`update mandatos set iban = ${'••••'}, titular = ${ANONIMO}, nombre_firmante = null, ip = null
        where padre_id = ${padreId} or aceptado_por_id = ${familia.usuarioId}`,
    // Children: no identity left; attendance and enrolments stay as ids and dates.
    sql`update asistencias set observaciones = null where alumno_id in ${hijos}`,
    sql`update marcas_asistencia set nota = null where alumno_id in ${hijos}`,
    sql`delete from observaciones where alumno_id in ${hijos}`,
    sql`delete from ausencias where alumno_id in ${hijos} or usuario_id = ${familia.usuarioId}`,
    sql`delete from faltas_notificadas where alumno_id in ${hijos}`,
    // Safeguarding data goes (medical data, pick-up persons); consent records stay as proof, without the IP.
    sql`delete from alergias where alumno_id in ${hijos}`,
    sql`delete from personas_recogida where alumno_id in ${hijos}`,
    sql`delete from salvaguardas where alumno_id in ${hijos}`,
    sql`update consentimientos set ip = null where alumno_id in ${hijos} or padre_id = ${padreId}`,
    sql`update consentimientos_inscripcion set ip = null
        where inscripcion_id in (select i.id from inscripciones i where i.padre_id = ${padreId})`,
    // A family that leaves waits for no place (its history goes with it).
    sql`delete from lista_espera where padre_id = ${padreId} or alumno_id in ${hijos}`,
    sql`update fusiones_alumnos set eliminado = jsonb_build_object('nombre', ${ANONIMO}::text, 'apellidos', ${ANONIMO}::text,
          'fechaNacimiento', null, 'padreId', eliminado->'padreId')
        where conservado_id in ${hijos} or (eliminado->>'padreId')::int = ${padreId}`,
    sql`update inscripciones set nombre = ${ANONIMO}, apellidos = ${ANONIMO}, fecha_nacimiento = '2000-01-01',
          telefono1 = '', telefono2 = null, dni = null, cuenta = null, mensaje = null, candidatos = '[]'::jsonb
        where padre_id = ${padreId}`,
    sql`update inscripciones_historial set nota = null
        where inscripcion_id in (select i.id from inscripciones i where i.padre_id = ${padreId})`,
    sql`update alumnos set nombre = ${'Alumno'}, apellidos = ${ANONIMO}, fecha_nacimiento = null, curso = null,
          letra = null, telefono1 = null, telefono2 = null, dni = null, cuenta = null, observaciones = null,
          observaciones_updated_at = null, estado = 'baja', grupo_id = null
        where padre_id = ${padreId}`,
    // The family and its account.
    sql`update padres set nombre = ${'Familia'}, apellidos = ${ANONIMO}, direccion = null, dni = null,
          telefono1 = null, telefono2 = null, cuenta_bancaria = null, titular_cuenta = null
        where id = ${padreId}`,
    sql`update avisos_destinatarios set email = ${anonEmail} where usuario_id = ${familia.usuarioId} or lower(email) = ${email}`,
    sql`delete from correos where lower("to") = ${email}`,
    sql`delete from mensajes_contacto where lower(email) = ${email}`,
    // Sign-in throttling keys carry the e-mail (`login:cuenta:<email>`).
    sql`delete from limites where position(${email} in lower(clave)) > 0`,
    sql`delete from logins where usuario_id = ${familia.usuarioId}`,
    sql`delete from tokens where usuario_id = ${familia.usuarioId}`,
    sql`delete from dispositivos_confianza where usuario_id = ${familia.usuarioId}`,
    sql`delete from segundos_factores where usuario_id = ${familia.usuarioId}`,
    sql`delete from codigos_recuperacion where usuario_id = ${familia.usuarioId}`,
    sql`delete from accesos_pendientes where usuario_id = ${familia.usuarioId}`,
    sql`delete from suscripciones_push where usuario_id = ${familia.usuarioId}`,
    sql`delete from enlaces_calendario where usuario_id = ${familia.usuarioId}`,
    sql`update usuarios set nombre = ${'Familia anonimizada'}, email = ${anonEmail}, password_hash = null,
          email_verificado_at = null, activo = false
        where id = ${familia.usuarioId}`,
    sql`update solicitudes_supresion set estado = 'ejecutada', ejecutada_at = now(), ejecutada_por_id = ${usuarioId},
          updated_at = now()
        where id = ${solicitudId}`,
  ];
  for (const paso of pasos) await db.execute(paso);
  return true;
}
