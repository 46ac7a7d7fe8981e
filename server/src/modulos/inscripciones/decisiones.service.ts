/**
 * The office decides on a pending enrolment (decision 040): approve it (a new student, as the family
 * asked), join it to an existing student (linked to the family, moved to the group asked for when the
 * office says so) or reject it with a message e-mailed to the family through the outbox. Each decision is
 * one transaction with the request locked, so two office users cannot both decide; every state change
 * keeps who and when in `inscripciones_historial`.
 */
import {
  mensajesError,
  mensajesInscripcion,
  type FusionarInscripcionInput,
  type RechazarInscripcionInput,
} from '@escuela/shared';
import type { DbOrTx } from '../../db/client';
import type { Inscripcion } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { hoyEscuela } from '../../lib/fecha-escuela';
import { updateAlumno } from '../alumnos/alumnos.repository';
import { cambioPorEdicion } from '../alumnos/matriculas';
import { registrarMatriculas } from '../alumnos/matriculas.service';
import type { ContextoCorreo } from '../cuentas/cuentas.service';
import { componer } from '../cuentas/correos';
import { trasladarConsentimientosDeInscripcion } from '../consentimientos/consentimientos.service';
import { findPadreConCuenta, insertAlumno } from '../padres/padres.repository';
import {
  findAlumnoBloqueando,
  findInscripcionBloqueando,
  insertHistorial,
  updateInscripcion,
  vincularAlumno,
} from './inscripciones.repository';

interface Resultado {
  message: string;
  alumnoId: number | null;
}

/** Runs a decision on a request still pending, inside one transaction; 404 unknown, 409 already decided. */
async function decidir(
  ctx: ContextoCorreo,
  id: number,
  accion: (tx: DbOrTx, inscripcion: Inscripcion) => Promise<Resultado>,
): Promise<Resultado> {
  return ctx.db.transaction(async (tx) => {
    const inscripcion = await findInscripcionBloqueando(tx, id);
    if (!inscripcion) throw new AppError('not_found', mensajesError.noEncontrado);
    if (inscripcion.estado !== 'pendiente') throw new AppError('conflict', mensajesInscripcion.yaResuelta);
    return accion(tx, inscripcion);
  });
}

export function aprobarInscripcion(ctx: ContextoCorreo, autorId: number, id: number): Promise<Resultado> {
  return decidir(ctx, id, async (tx, i) => {
    if (i.grupoId === null) throw new AppError('conflict', mensajesInscripcion.grupoBorrado);
    const { id: alumnoId } = await insertAlumno(tx, {
      nombre: i.nombre,
      apellidos: i.apellidos,
      fechaNacimiento: i.fechaNacimiento,
      curso: i.curso,
      letra: i.letra,
      grupoId: i.grupoId,
      padreId: i.padreId,
      telefono1: i.telefono1,
      telefono2: i.telefono2,
      dni: i.dni,
      cuenta: i.cuenta,
    });
    await registrarMatriculas(
      tx,
      [{ alumnoId, grupoId: i.grupoId, desde: hoyEscuela(), nuevo: true }],
      autorId,
    );
    await trasladarConsentimientosDeInscripcion(
      tx,
      i.id,
      { id: alumnoId, fechaNacimiento: i.fechaNacimiento },
      i.padreId,
    );
    await updateInscripcion(tx, i.id, { estado: 'aprobada', alumnoId });
    await insertHistorial(tx, { inscripcionId: i.id, estado: 'aprobada', autorId });
    return { message: mensajesInscripcion.aprobada, alumnoId };
  });
}

export function fusionarInscripcion(
  ctx: ContextoCorreo,
  autorId: number,
  id: number,
  { alumnoId, cambiarGrupo = true }: FusionarInscripcionInput,
): Promise<Resultado> {
  return decidir(ctx, id, async (tx, i) => {
    const alumno = await findAlumnoBloqueando(tx, alumnoId);
    if (!alumno) throw new AppError('bad_request', mensajesInscripcion.alumnoNoExiste, { field: 'alumnoId' });
    if (alumno.padreId !== null && alumno.padreId !== i.padreId)
      throw new AppError('conflict', mensajesInscripcion.otraFamilia);
    await vincularAlumno(tx, alumno.id, i.padreId, i);
    if (cambiarGrupo && i.grupoId !== null) {
      const antes = { grupoId: alumno.grupoId, estado: alumno.estado };
      const despues = { grupoId: i.grupoId, estado: 'alta' as const };
      const cambio = cambioPorEdicion(antes, despues, null, hoyEscuela());
      if (cambio) {
        await updateAlumno(tx, alumno.id, despues);
        await registrarMatriculas(tx, [{ alumnoId: alumno.id, ...cambio }], autorId);
      }
    }
    // The family's decisions were about this child: they become the student's records.
    await trasladarConsentimientosDeInscripcion(
      tx,
      i.id,
      { id: alumno.id, fechaNacimiento: i.fechaNacimiento },
      i.padreId,
    );
    await updateInscripcion(tx, i.id, { estado: 'fusionada', alumnoId: alumno.id });
    await insertHistorial(tx, { inscripcionId: i.id, estado: 'fusionada', autorId });
    return { message: mensajesInscripcion.fusionada, alumnoId: alumno.id };
  });
}

export function rechazarInscripcion(
  ctx: ContextoCorreo,
  autorId: number,
  id: number,
  { mensaje }: RechazarInscripcionInput,
): Promise<Resultado> {
  return decidir(ctx, id, async (tx, i) => {
    await updateInscripcion(tx, i.id, { estado: 'rechazada', mensaje });
    await insertHistorial(tx, { inscripcionId: i.id, estado: 'rechazada', autorId, nota: mensaje });
    const familia = await findPadreConCuenta(tx, i.padreId);
    if (familia) {
      await ctx.correo.encolar(
        tx,
        componer({
          to: familia.email,
          subject: mensajesInscripcion.asuntoRechazo,
          saludo: `Hola, ${familia.nombre}:`,
          parrafos: [
            `Hemos revisado la inscripción de ${i.nombre} ${i.apellidos} y no podemos confirmarla. Este es el mensaje de la oficina:`,
            mensaje,
          ],
          boton: 'Ver mis inscripciones',
          enlace: `${ctx.appUrl}/padres/dashboard?section=alumnos`,
          nota: 'Si tienes dudas, responde a este correo o escríbenos desde la página de contacto.',
        }),
      );
    }
    return { message: mensajesInscripcion.rechazada, alumnoId: null };
  });
}
