/**
 * The SEPA Core mandate's Spanish text (the "orden de domiciliación de adeudo directo SEPA"), as the
 * portal shows it and the server records its hash on acceptance: one text, in one place.
 */

export interface DatosTextoMandato {
  acreedorNombre: string;
  acreedorIdentificador: string;
  titular: string;
  /** Masked or whole: what the parent is shown. */
  iban: string;
  /** Null before the mandate exists (it gets its reference on acceptance). */
  referencia: string | null;
}

export function textoMandato(d: DatosTextoMandato): string {
  return [
    'Orden de domiciliación de adeudo directo SEPA (Core), pago recurrente.',
    `Acreedor: ${d.acreedorNombre}. Identificador del acreedor: ${d.acreedorIdentificador}.`,
    `Deudor (titular de la cuenta): ${d.titular}. Cuenta (IBAN): ${d.iban}.`,
    d.referencia ? `Referencia de la orden de domiciliación: ${d.referencia}.` : null,
    `Mediante la firma de esta orden de domiciliación, el deudor autoriza (A) a ${d.acreedorNombre} a enviar ` +
      'instrucciones a la entidad del deudor para adeudar su cuenta y (B) a la entidad para efectuar los ' +
      `adeudos en su cuenta siguiendo las instrucciones de ${d.acreedorNombre}, para el pago de las cuotas ` +
      'mensuales y la matrícula de las actividades de sus hijos.',
    'Como parte de sus derechos, el deudor está legitimado al reembolso por su entidad en los términos y ' +
      'condiciones del contrato suscrito con la misma. La solicitud de reembolso deberá efectuarse dentro de ' +
      'las ocho semanas que siguen a la fecha de adeudo en cuenta (trece meses si el adeudo no estaba ' +
      'autorizado). Puede obtener información adicional sobre sus derechos en su entidad financiera.',
    'Recibirá un aviso con el importe y la fecha de cada cargo antes de que se presente al cobro.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** 'ES9121000418450200051332' → 'ES91 **** **** **** **** 1332': what a family or a screen is shown. */
export function ibanEnmascarado(iban: string): string {
  const limpio = iban.replace(/\s/g, '');
  if (limpio.length < 8) return '****';
  const grupos = Math.ceil((limpio.length - 8) / 4);
  return `${limpio.slice(0, 4)} ${Array.from({ length: grupos }, () => '****').join(' ')} ${limpio.slice(-4)}`;
}
