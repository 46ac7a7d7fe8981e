/**
 * The automatic messages' templates (issue 27, decision 038): what each one is for, the placeholders it
 * may use (`{alumno}`), its default Spanish text and the one rendering rule, shared by the server (which
 * sends them) and the admin's screen (which previews them with example values).
 */

export const CLAVES_PLANTILLA = [
  'cancelacion_familia',
  'cancelacion_profesor',
  'falta_sin_aviso',
  'aviso',
] as const;
export type ClavePlantilla = (typeof CLAVES_PLANTILLA)[number];

export interface VariablePlantilla {
  nombre: string;
  descripcion: string;
  /** What the preview shows in its place. */
  ejemplo: string;
}

export interface DefinicionPlantilla {
  clave: ClavePlantilla;
  nombre: string;
  /** When it is sent and to whom. */
  descripcion: string;
  variables: VariablePlantilla[];
  asunto: string;
  texto: string;
}

const v = (nombre: string, descripcion: string, ejemplo: string): VariablePlantilla => ({
  nombre,
  descripcion,
  ejemplo,
});

const FECHA = v('fecha', 'Día de la clase (dd/mm/aaaa)', '14/01/2027');
const HORA = v('hora', 'Hora de la clase', '16:00');
const GRUPO = v('grupo', 'Nombre del grupo', 'Kids I Lunes');
const COLEGIO = v('colegio', 'Nombre del colegio', 'CEIP Miguel de Cervantes');
const MOTIVO = v('motivo', 'Motivo (las observaciones de la sesión)', 'El aula no está disponible');
const ENLACE = v('enlace', 'Enlace al portal', 'https://roboescuela.es/padres/dashboard');

export const PLANTILLAS: Record<ClavePlantilla, DefinicionPlantilla> = {
  cancelacion_familia: {
    clave: 'cancelacion_familia',
    nombre: 'Clase cancelada (familias)',
    descripcion: 'Se envía a cada familia del grupo en cuanto una sesión pasa a «Cancelada».',
    variables: [
      v('alumno', 'Nombre de los hijos del grupo', 'Lucía'),
      FECHA,
      HORA,
      GRUPO,
      COLEGIO,
      MOTIVO,
      ENLACE,
    ],
    asunto: 'Clase cancelada: {grupo}, {fecha}',
    texto:
      'Hola:\n\nLa clase de {alumno} del grupo {grupo} ({colegio}) del {fecha} a las {hora} se ha cancelado.\n\n' +
      'Motivo: {motivo}\n\nPuedes consultar el calendario en el portal de padres: {enlace}\n\nUn saludo,\nRoboEscuela',
  },
  cancelacion_profesor: {
    clave: 'cancelacion_profesor',
    nombre: 'Clase cancelada (profesor)',
    descripcion: 'Se envía al profesor del grupo en cuanto una de sus sesiones pasa a «Cancelada».',
    variables: [v('profesor', 'Nombre del profesor', 'Marta'), FECHA, HORA, GRUPO, COLEGIO, MOTIVO, ENLACE],
    asunto: 'Clase cancelada: {grupo}, {fecha}',
    texto:
      'Hola, {profesor}:\n\nLa clase del grupo {grupo} ({colegio}) del {fecha} a las {hora} se ha cancelado.\n\n' +
      'Motivo: {motivo}\n\nTus sesiones: {enlace}\n\nUn saludo,\nRoboEscuela',
  },
  falta_sin_aviso: {
    clave: 'falta_sin_aviso',
    nombre: 'Falta sin aviso',
    descripcion:
      'Se envía por correo a la familia el mismo día cuando el profesor marca a un alumno ausente sin que la familia lo avisara (solo en los colegios que lo tienen activado).',
    variables: [v('alumno', 'Nombre del alumno', 'Lucía'), FECHA, HORA, GRUPO, COLEGIO, ENLACE],
    asunto: '{alumno} no ha venido hoy a clase',
    texto:
      'Hola:\n\n{alumno} no ha asistido hoy, {fecha}, a la clase de las {hora} del grupo {grupo} ({colegio}) y no nos constaba ningún aviso.\n\n' +
      'Si ya lo sabías, no tienes que hacer nada. Para avisar de una falta la próxima vez: {enlace}\n\nUn saludo,\nRoboEscuela',
  },
  aviso: {
    clave: 'aviso',
    nombre: 'Aviso de la escuela',
    descripcion: 'El correo (o la notificación) que lleva cada aviso escrito desde «Avisos».',
    variables: [
      v('titulo', 'Título del aviso', 'Jornada de puertas abiertas'),
      v('texto', 'Texto del aviso', 'El sábado 20 os esperamos de 10:00 a 13:00 en el colegio.'),
      v(
        'enlace',
        'Enlace a la web (a los avisos del portal, para las familias)',
        'https://roboescuela.es/padres/dashboard?section=avisos',
      ),
    ],
    asunto: '{titulo}',
    texto: '{texto}\n\nMás información: {enlace}\n\nUn saludo,\nRoboEscuela',
  },
};

const VARIABLE = /\{([A-Za-z_]+)\}/g;

/** The text with each known `{variable}` replaced by its value; anything else is left as written. */
export function renderizar(texto: string, valores: Readonly<Record<string, string>>): string {
  return texto.replace(VARIABLE, (todo, nombre: string) =>
    Object.hasOwn(valores, nombre) ? valores[nombre]! : todo,
  );
}

/** The `{names}` of a text that the template does not offer (each once, in order). */
export function variablesDesconocidas(texto: string, clave: ClavePlantilla): string[] {
  const permitidas = new Set(PLANTILLAS[clave].variables.map((x) => x.nombre));
  const vistas = [...texto.matchAll(VARIABLE)].map((m) => m[1]!);
  return [...new Set(vistas.filter((n) => !permitidas.has(n)))];
}

/** The example values of a template's variables (the admin's preview). */
export function valoresDeEjemplo(clave: ClavePlantilla): Record<string, string> {
  return Object.fromEntries(PLANTILLAS[clave].variables.map((x) => [x.nombre, x.ejemplo]));
}

/** Names joined the Spanish way: 'Ana', 'Ana y Luis', 'Ana, Luis y Eva'. */
export function unirNombres(nombres: readonly string[]): string {
  if (nombres.length <= 1) return nombres[0] ?? '';
  return `${nombres.slice(0, -1).join(', ')} y ${nombres.at(-1)}`;
}
