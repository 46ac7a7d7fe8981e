/**
 * The pre-notification a family gets when its receipts go into a remittance (SEPA Core: amount, date and
 * mandate reference at least `diasPreaviso` days before the collection), with the receipts' lines.
 */
import { textoEuros } from '@escuela/shared';
import { escaparHtml } from '../../lib/html';
import type { Correo } from '../../lib/mailer';
import { mesEnTexto } from './calcular-recibos';

export interface DatosPreaviso {
  to: string;
  nombre: string;
  acreedorNombre: string;
  acreedorIdentificador: string;
  fechaCobro: string;
  mandato: string;
  recibos: {
    referencia: string;
    mes: string;
    total: number;
    lineas: { alumno: string | null; concepto: string; importe: number }[];
  }[];
}

const fechaEs = (dia: string) => dia.split('-').reverse().join('/');

export function correoPreaviso(d: DatosPreaviso): Correo {
  const total = d.recibos.reduce((s, r) => s + r.total, 0);
  const subject = `Aviso de cargo de ${textoEuros(total)} el ${fechaEs(d.fechaCobro)} · RoboEscuela`;
  const resumen = [
    `Importe total: ${textoEuros(total)}`,
    `Fecha de cargo: ${fechaEs(d.fechaCobro)}`,
    `Referencia del mandato: ${d.mandato}`,
    `Acreedor: ${d.acreedorNombre} (identificador ${d.acreedorIdentificador})`,
  ];
  const lineas = (r: DatosPreaviso['recibos'][number]) =>
    r.lineas.map((l) => `${l.alumno ? `${l.alumno}: ` : ''}${l.concepto} — ${textoEuros(l.importe)}`);
  const text = [
    `Hola, ${d.nombre}:`,
    '',
    'Te avisamos de que vamos a presentar al cobro, por domiciliación bancaria, los siguientes recibos:',
    '',
    ...resumen,
    '',
    ...d.recibos.flatMap((r) => [
      `Recibo ${r.referencia} (${mesEnTexto(r.mes)}): ${textoEuros(r.total)}`,
      ...lineas(r).map((l) => `  · ${l}`),
      '',
    ]),
    'Si ves algún error, escríbenos antes de la fecha de cargo. Puedes descargar cada recibo en PDF en el Portal de Padres, sección Recibos.',
    '',
    '— El equipo de RoboEscuela',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escaparHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#4338ca">RoboEscuela</p>
<p>Hola, ${escaparHtml(d.nombre)}:</p>
<p>Te avisamos de que vamos a presentar al cobro, por domiciliación bancaria, los siguientes recibos:</p>
<ul>${resumen.map((r) => `<li>${escaparHtml(r)}</li>`).join('')}</ul>
${d.recibos
  .map(
    (r) =>
      `<p><strong>Recibo ${escaparHtml(r.referencia)} (${escaparHtml(mesEnTexto(r.mes))}): ${escaparHtml(textoEuros(r.total))}</strong></p><ul>${lineas(
        r,
      )
        .map((l) => `<li>${escaparHtml(l)}</li>`)
        .join('')}</ul>`,
  )
  .join('\n')}
<p>Si ves algún error, escríbenos antes de la fecha de cargo. Puedes descargar cada recibo en PDF en el Portal de Padres, sección Recibos.</p>
<p>— El equipo de RoboEscuela</p>
</body></html>`;
  return { to: d.to, subject, text, html };
}
