/**
 * The contact message of DESIGN.md §4: stored; the same e-mail and text again within 24 h is a 409 the
 * client shows as 'Mensaje recibido'; a filled honeypot is answered like a success and dropped; the
 * admin gets a short notice by e-mail.
 */
import type { EnviarContacto } from '@escuela/shared/contacto/contacto.schemas';
import { textosContacto } from '@escuela/shared/contacto/contacto.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { exigirCupo, type Limite } from '../../db/rate-limit';
import type { Buzon } from '../correo/bandeja';
import { existeMensajeReciente, insertMensaje } from './contacto.repository';

export const LIMITE_CONTACTO_IP: Limite = { max: 10, ventanaSegundos: 60 * 60 };
const HORAS_DUPLICADO = 24;
export const MENSAJE_ENVIADO = 'Mensaje enviado correctamente';

export interface ContextoContacto {
  db: Db;
  correo: Buzon;
  log: FastifyBaseLogger;
  ip: string;
  adminEmail: string | undefined;
  appUrl: string;
}

export async function enviarMensajeContacto(ctx: ContextoContacto, datos: EnviarContacto) {
  // Counted before anything else, in one statement: a parallel burst cannot pass the limit.
  await exigirCupo(ctx.db, `contacto:ip:${ctx.ip}`, LIMITE_CONTACTO_IP);

  const { web, ...mensaje } = datos;
  if (web) {
    ctx.log.warn({ evento: 'contacto_honeypot' }, 'Mensaje de contacto descartado (honeypot)');
    return { success: true, message: MENSAJE_ENVIADO };
  }
  if (await existeMensajeReciente(ctx.db, mensaje.email, mensaje.mensaje, HORAS_DUPLICADO)) {
    throw new AppError('conflict', textosContacto.duplicado);
  }
  // The message and the admin's notice (queued in the outbox) are stored together or not at all.
  const guardado = await ctx.db.transaction(async (tx) => {
    const fila = await insertMensaje(tx, mensaje);
    if (ctx.adminEmail) await ctx.correo.encolar(tx, avisoAdmin(ctx.adminEmail, ctx.appUrl, mensaje));
    return fila;
  });
  ctx.log.info({ evento: 'contacto', mensaje: guardado.id }, 'Nuevo mensaje de contacto');
  return { success: true, message: MENSAJE_ENVIADO };
}

const escapar = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function avisoAdmin(to: string, appUrl: string, m: Omit<EnviarContacto, 'web'>) {
  const enlace = `${appUrl}/mensajes-contacto`;
  return {
    to,
    subject: `Nuevo mensaje de contacto: ${m.asunto.slice(0, 80)}`,
    text: [
      'Has recibido un nuevo mensaje desde el formulario de contacto.',
      '',
      `Nombre: ${m.nombre}`,
      `Email: ${m.email}`,
      `Asunto: ${m.asunto}`,
      '',
      m.mensaje,
      '',
      `Puedes verlo y responderlo en ${enlace}`,
    ].join('\n'),
    html: `<p>Has recibido un nuevo mensaje desde el formulario de contacto.</p>
<p><strong>Nombre:</strong> ${escapar(m.nombre)}<br><strong>Email:</strong> ${escapar(m.email)}<br><strong>Asunto:</strong> ${escapar(m.asunto)}</p>
<p style="white-space:pre-wrap">${escapar(m.mensaje)}</p>
<p><a href="${escapar(enlace)}">Ver los mensajes de contacto</a></p>`,
  };
}
