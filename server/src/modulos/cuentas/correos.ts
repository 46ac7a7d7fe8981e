/**
 * The account e-mails (verification, password reset, invitation): a Spanish text part and an HTML part
 * built from the same pieces, with the link written out in full for mail clients that hide buttons.
 */
import { asuntosCorreo } from '@escuela/shared';
import { escaparHtml, htmlCorreo } from '../../lib/html';
import type { Correo } from '../../lib/mailer';

const MARCA = 'RoboEscuela';

const escapar = escaparHtml;

export interface Piezas {
  to: string;
  subject: string;
  saludo: string;
  parrafos: string[];
  boton: string;
  enlace: string;
  nota: string;
}

/** One message of the school's layout: greeting, paragraphs, a button with its link written out, a note. */
export function componer(p: Piezas): Correo {
  const text = [
    p.saludo,
    '',
    ...p.parrafos.flatMap((x) => [x, '']),
    `${p.boton}: ${p.enlace}`,
    '',
    p.nota,
    '',
    `— El equipo de ${MARCA}`,
  ].join('\n');
  const html = htmlCorreo(
    p.subject,
    `<p style="margin:0 0 16px;font-size:16px">${escapar(p.saludo)}</p>
${p.parrafos.map((x) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapar(x)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapar(p.enlace)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:6px">${escapar(p.boton)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#4b5563">Si el botón no funciona, copia este enlace en tu navegador:<br><a href="${escapar(p.enlace)}" style="color:#4338ca;word-break:break-all">${escapar(p.enlace)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#4b5563">${escapar(p.nota)}</p>
<p style="margin:24px 0 0;font-size:14px">— El equipo de ${MARCA}</p>`,
  );
  return { to: p.to, subject: p.subject, text, html };
}

export function correoVerificacion(to: string, nombre: string, enlace: string): Correo {
  return componer({
    to,
    subject: asuntosCorreo.verificacion,
    saludo: `Hola, ${nombre}:`,
    parrafos: [
      `Gracias por registrarte en el Portal de Padres de ${MARCA}.`,
      'Para activar tu cuenta, confirma tu correo electrónico. El enlace caduca en 48 horas y solo puede usarse una vez.',
    ],
    boton: 'Verificar mi correo electrónico',
    enlace,
    nota: 'Si no has creado esta cuenta, ignora este mensaje: sin verificar no se puede iniciar sesión.',
  });
}

export function correoRestablecer(to: string, nombre: string, enlace: string): Correo {
  return componer({
    to,
    subject: asuntosCorreo.restablecer,
    saludo: `Hola, ${nombre}:`,
    parrafos: [
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
      'Elige una nueva contraseña con el siguiente enlace. Caduca en 2 horas y solo puede usarse una vez.',
    ],
    boton: 'Elegir una nueva contraseña',
    enlace,
    nota: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña actual sigue siendo válida.',
  });
}

export function correoInvitacion(to: string, nombre: string, enlace: string): Correo {
  return componer({
    to,
    subject: asuntosCorreo.invitacion,
    saludo: `Hola, ${nombre}:`,
    parrafos: [
      `Se ha creado una cuenta para ti en ${MARCA}.`,
      'Para empezar, elige tu contraseña con el siguiente enlace. Caduca en 7 días y solo puede usarse una vez.',
    ],
    boton: 'Crear mi contraseña',
    enlace,
    nota: 'Si no esperabas este mensaje, puedes ignorarlo.',
  });
}

export function correoIntentoRegistro(to: string, nombre: string, enlace: string): Correo {
  return componer({
    to,
    subject: asuntosCorreo.intentoRegistro,
    saludo: `Hola, ${nombre}:`,
    parrafos: [
      `Alguien ha intentado registrarse en el Portal de Padres de ${MARCA} con este correo electrónico, que ya tiene una cuenta. No hemos cambiado nada en ella.`,
      'Si fuiste tú y no recuerdas tu contraseña, puedes elegir una nueva con el siguiente enlace. Caduca en 2 horas y solo puede usarse una vez.',
    ],
    boton: 'Elegir una nueva contraseña',
    enlace,
    nota: 'Si no has sido tú, ignora este mensaje: tu cuenta y tu contraseña siguen igual.',
  });
}
