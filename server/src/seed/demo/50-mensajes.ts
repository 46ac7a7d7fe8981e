/**
 * A few messages from the public contact form, some already read, so the inbox and the menu's unread
 * count have something to show. Idempotent: only when the inbox is empty (the demo never adds a second
 * batch on top of real or earlier messages).
 */
import { count } from 'drizzle-orm';
import { mensajesContacto } from '../../db/schema/index';
import type { PasoDemo } from './index';

const MENSAJES = [
  {
    nombre: 'Lucía Martín',
    email: 'lucia.martin@example.com',
    asunto: 'Plazas en Kids II',
    mensaje:
      'Hola, ¿quedan plazas en Kids II para mi hijo de 8 años? Nos vendría bien los martes o los jueves por la tarde. Gracias.',
    leido: false,
    horas: 3,
  },
  {
    nombre: 'Javier Ortega',
    email: 'javier.ortega@example.com',
    asunto: 'Actividad extraescolar para nuestro colegio',
    mensaje:
      'Buenos días. Soy el director del CEIP Río Duero y nos gustaría ofrecer robótica como actividad extraescolar el próximo curso. ¿Podríamos concertar una reunión para conocer vuestra propuesta, horarios y precios? Tenemos unos 40 alumnos interesados entre 3º y 6º de Primaria.',
    leido: false,
    horas: 26,
  },
  {
    nombre: 'Marta Gil',
    email: 'marta.gil@example.com',
    asunto: 'Cambio de grupo',
    mensaje: 'Mi hija está en el grupo de los lunes y este trimestre le vendría mejor el de los miércoles.',
    leido: true,
    horas: 50,
  },
  {
    nombre: 'Andrés Pardo',
    email: 'andres.pardo@example.com',
    asunto: 'Impresión 3D para adolescentes',
    mensaje: '¿Tenéis cursos de impresión 3D para alumnos de 1º y 2º de ESO?',
    leido: false,
    horas: 75,
  },
  {
    nombre: 'Rosa Vidal',
    email: 'rosa.vidal@example.com',
    asunto: 'Factura del trimestre',
    mensaje: 'Necesitaría una factura a nombre de la AMPA por las clases del primer trimestre.',
    leido: true,
    horas: 120,
  },
  {
    nombre: 'Carlos Núñez',
    email: 'carlos.nunez@example.com',
    asunto: 'Gracias',
    mensaje: 'Solo queríamos daros las gracias: a Pablo le encanta la clase de programación.',
    leido: true,
    horas: 200,
  },
];

export const paso: PasoDemo = {
  nombre: 'Mensajes de contacto',
  async run(db) {
    const [fila] = await db.select({ total: count() }).from(mensajesContacto);
    if ((fila?.total ?? 0) > 0) return;
    const ahora = Date.now();
    await db
      .insert(mensajesContacto)
      .values(MENSAJES.map(({ horas, ...m }) => ({ ...m, createdAt: new Date(ahora - horas * 3_600_000) })));
  },
};
