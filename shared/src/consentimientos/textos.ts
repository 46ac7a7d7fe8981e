/**
 * The consent texts (DESIGN.md §10, issue 25) and their versions. A version is the hash of the text, so
 * changing a word makes every earlier decision on that text pending again (the portal asks anew). Pure:
 * the server and the browser compute the same version from the same text.
 */

export const TIPOS_CONSENTIMIENTO = ['privacidad', 'imagen', 'salida', 'medicacion'] as const;
export type TipoConsentimiento = (typeof TIPOS_CONSENTIMIENTO)[number];

/** The three scopes of the image consent, in the order the forms show them. */
export const AMBITOS_IMAGEN = ['interno', 'familias', 'web'] as const;
export type AmbitoImagen = (typeof AMBITOS_IMAGEN)[number];

export const etiquetasAmbitoImagen: Record<AmbitoImagen, string> = {
  interno: 'Uso interno de la escuela',
  familias: 'Familias del grupo',
  web: 'Web y redes sociales',
};

export const titulosConsentimiento: Record<TipoConsentimiento, string> = {
  privacidad: 'Aviso de privacidad',
  imagen: 'Uso de la imagen',
  salida: 'Salida sin acompañante',
  medicacion: 'Administración de medicación',
};

/** The texts as the family reads them. Edit with care: any change is a new version. */
export const TEXTOS_CONSENTIMIENTO: Record<TipoConsentimiento, string> = {
  privacidad:
    'RoboEscuela trata los datos de tu hijo o hija (nombre, fecha de nacimiento, curso, grupo, asistencia, ' +
    'observaciones del profesorado y los datos de salud y recogida que nos facilites) y los tuyos (nombre, ' +
    'DNI, contacto y cuenta bancaria) para prestar la actividad extraescolar, cuidar de su seguridad y ' +
    'cobrar las cuotas. La base es el contrato de inscripción y, para los menores de 14 años, tu ' +
    'consentimiento como titular de la patria potestad (LOPDGDD art. 7). Los datos no salen del Espacio ' +
    'Económico Europeo ni se ceden a terceros salvo obligación legal. Puedes consultarlos, descargarlos, ' +
    'corregirlos o pedir su supresión desde el portal, sin coste. Conservamos los registros que la ley ' +
    'obliga a guardar (facturación) durante el plazo legal.',
  imagen:
    'Durante las clases el profesorado puede tomar fotografías o vídeos de los proyectos en los que aparezca ' +
    'tu hijo o hija. Indica para qué usos lo autorizas: uso interno de la escuela (seguimiento y memoria del ' +
    'curso), compartirlas con las familias del grupo, y publicarlas en la web y las redes sociales de ' +
    'RoboEscuela. Puedes cambiar tu decisión en cualquier momento desde el portal; el cambio vale desde ese día.',
  salida:
    'Autorizo a mi hijo o hija a salir solo o sola al terminar la clase, sin esperar a un adulto. Mientras no ' +
    'lo autorices, solo se entregará a las personas autorizadas para recogerle.',
  medicacion:
    'Autorizo al profesorado de RoboEscuela a administrar a mi hijo o hija, en caso de necesidad, la ' +
    'medicación indicada en sus datos de salud, siguiendo la actuación descrita y avisando a la familia ' +
    'de inmediato.',
};

/**
 * A short, stable hash of a text (two 32-bit FNV-1a passes with different seeds, over UTF-16 code units),
 * 16 hexadecimal characters. Not for secrets: it only names a text's version.
 */
export function versionDeTexto(texto: string): string {
  let a = 0x811c9dc5;
  let b = (0x01000193 ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < texto.length; i++) {
    const c = texto.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 0x1000) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The current version of each type's text. */
export const VERSIONES_CONSENTIMIENTO: Record<TipoConsentimiento, string> = Object.fromEntries(
  TIPOS_CONSENTIMIENTO.map((t) => [t, versionDeTexto(TEXTOS_CONSENTIMIENTO[t])]),
) as Record<TipoConsentimiento, string>;

/** The privacy notice accepted, as an enrolment sends it (the one decision an enrolment requires). */
export const privacidadAceptada = () =>
  ({ tipo: 'privacidad', version: VERSIONES_CONSENTIMIENTO.privacidad, decision: true }) as const;
