/** Title and description of every public page: used by the pages and by the build's pre-render. */
import type { Curso } from '@escuela/shared/cursos/cursos';
import type { MetaPagina } from '@/components/publico/meta';

const MARCA = 'RoboEscuela';

export const META_INICIO: MetaPagina = {
  title: `${MARCA} · Robótica, programación e impresión 3D para niños y jóvenes`,
  description:
    'Clases extraescolares de robótica, programación e impresión 3D en tu colegio para niños y jóvenes de 4 a 17 años. Siete cursos por edades y grupos reducidos.',
};

export const META_LEGAL = {
  '/terminos-condiciones': {
    title: `Términos y condiciones · ${MARCA}`,
    description:
      'Condiciones de inscripción, pago, cancelación y reembolso de las actividades extraescolares de RoboEscuela.',
  },
  '/politica-privacidad': {
    title: `Política de privacidad · ${MARCA}`,
    description:
      'Cómo trata RoboEscuela los datos personales de las familias y del alumnado, y cómo ejercer tus derechos.',
  },
  '/politica-cookies': {
    title: `Política de cookies · ${MARCA}`,
    description: 'Qué cookies usa la web de RoboEscuela, para qué sirven, cuánto duran y cómo gestionarlas.',
  },
} as const satisfies Record<string, MetaPagina>;

export function metaCurso(curso: Curso): MetaPagina {
  return {
    title: `${curso.titulo} (${curso.edades}) · Cursos de ${MARCA}`,
    description: `${curso.subtitulo}. ${curso.descripcion}`,
  };
}

export const META_404: MetaPagina = {
  title: `Página no encontrada · ${MARCA}`,
  description: 'La dirección que has abierto no existe o ha cambiado.',
};

/** The app's screens the build also renders (`RUTAS_APP_PRIMERA_PINTURA`); the title is the one the screen sets. */
export const META_APP = {
  '/padres': {
    title: `Portal de Padres · ${MARCA}`,
    description: 'Accede al portal de padres de RoboEscuela o crea tu cuenta.',
  },
  '/login-profesores': {
    title: `Acceso de profesores · ${MARCA}`,
    description: 'Acceso del equipo de RoboEscuela: profesores, coordinación y administración.',
  },
} as const satisfies Record<string, MetaPagina>;
