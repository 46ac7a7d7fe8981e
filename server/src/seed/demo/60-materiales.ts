/**
 * Robotics materials, activities for every level, a term of weekly material periods (from this week's
 * Monday, 14 weeks) and the activities of the planned sessions in that term assigned by the real rule.
 * Idempotent: materials by description, activities by title and level, periods by (material, Monday),
 * and assignment only touches planned sessions still without an activity.
 */
import { lunesDe, sumarDias } from '@escuela/shared';
import { actividades, materiales, niveles } from '../../db/schema/index';
import { asignar } from '../../modulos/asignacion/asignacion.service';
import { generarPeriodos } from '../../modulos/materiales/materiales.service';
import type { PasoDemo } from './index';

const SEMANAS_TRIMESTRE = 14;

const MATERIALES = [
  { descripcion: 'Bee-Bot', total: 12, enUso: 0 },
  { descripcion: 'Kit LEGO Education WeDo 2.0', total: 16, enUso: 1 },
  { descripcion: 'Kit LEGO Education Spike Prime', total: 14, enUso: 0.5 },
  { descripcion: 'Placa micro:bit', total: 24, enUso: 2 },
  { descripcion: 'Placa Arduino Uno', total: 20, enUso: 1 },
  { descripcion: 'Sensor de ultrasonidos', total: 30, enUso: 0 },
  { descripcion: 'Servomotor SG90', total: 40, enUso: 4 },
  { descripcion: 'Bobina de PLA (impresión 3D)', total: 10, enUso: 0.5 },
] as const;

type Material = (typeof MATERIALES)[number]['descripcion'];
interface ActividadDemo {
  titulo: string;
  nivel: string;
  m1?: Material;
  c1?: number;
  m2?: Material;
  c2?: number;
  alumnos: number;
  /** What the activity is about, as the families read it on their activity cards (spec 01 §2). */
  observaciones: string;
}

const ACTIVIDADES: ActividadDemo[] = [
  {
    titulo: 'El camino de la abeja',
    nivel: 'Preescholers I',
    m1: 'Bee-Bot',
    c1: 1,
    alumnos: 3,
    observaciones: 'Programamos a la abeja Bee-Bot para que recorra un camino de flores.',
  },
  {
    titulo: 'Bee-Bot en la granja',
    nivel: 'Preescholers I',
    m1: 'Bee-Bot',
    c1: 1,
    alumnos: 4,
    observaciones: 'Guiamos a Bee-Bot por la granja para llevar a cada animal a su casa.',
  },
  {
    titulo: 'Secuencias de colores',
    nivel: 'Preescholers II',
    m1: 'Bee-Bot',
    c1: 1,
    alumnos: 3,
    observaciones: 'Ordenamos colores y movimientos para crear nuestras primeras secuencias.',
  },
  {
    titulo: 'Mi primer algoritmo',
    nivel: 'Preescholers II',
    alumnos: 1,
    observaciones: 'Sin pantallas: inventamos instrucciones con tarjetas y las seguimos paso a paso.',
  },
  {
    titulo: 'Milo, el explorador',
    nivel: 'Kids I',
    m1: 'Kit LEGO Education WeDo 2.0',
    c1: 1,
    alumnos: 2,
    observaciones: 'Construimos con LEGO el vehículo explorador Milo y le damos movimiento.',
  },
  {
    titulo: 'La rana saltarina',
    nivel: 'Kids I',
    m1: 'Kit LEGO Education WeDo 2.0',
    c1: 1,
    alumnos: 2,
    observaciones: 'Montamos una rana robot que salta y aprendemos cómo funcionan los engranajes.',
  },
  {
    titulo: 'Ventilador inteligente',
    nivel: 'Kids II',
    m1: 'Kit LEGO Education WeDo 2.0',
    c1: 1,
    alumnos: 2,
    observaciones: 'Un ventilador que se enciende solo cuando hace calor: sensores y motores.',
  },
  {
    titulo: 'Brújula con micro:bit',
    nivel: 'Kids II',
    m1: 'Placa micro:bit',
    c1: 1,
    alumnos: 2,
    observaciones: 'Convertimos la micro:bit en una brújula digital y la usamos en el patio.',
  },
  {
    titulo: 'Piedra, papel o tijera',
    nivel: 'Kids III',
    m1: 'Placa micro:bit',
    c1: 1,
    alumnos: 2,
    observaciones: 'Programamos el juego en la micro:bit y retamos a los compañeros.',
  },
  {
    titulo: 'Robot clasificador',
    nivel: 'Kids III',
    m1: 'Kit LEGO Education Spike Prime',
    c1: 1,
    alumnos: 3,
    observaciones: 'Un robot que separa piezas por colores con un sensor de color.',
  },
  {
    titulo: 'Coche evita obstáculos',
    nivel: 'Junior I',
    m1: 'Kit LEGO Education Spike Prime',
    c1: 1,
    m2: 'Sensor de ultrasonidos',
    c2: 1,
    alumnos: 3,
    observaciones: 'Un coche con sensor de distancia que esquiva los obstáculos él solo.',
  },
  {
    titulo: 'Llavero impreso en 3D',
    nivel: 'Junior I',
    m1: 'Bobina de PLA (impresión 3D)',
    c1: 0.5,
    alumnos: 6,
    observaciones: 'Diseñamos nuestro llavero en el ordenador y lo imprimimos en 3D.',
  },
  {
    titulo: 'Semáforo con Arduino',
    nivel: 'Junior II',
    m1: 'Placa Arduino Uno',
    c1: 1,
    alumnos: 2,
    observaciones: 'Montamos un semáforo con LED y lo programamos con Arduino.',
  },
  {
    titulo: 'Radar de ultrasonidos',
    nivel: 'Junior II',
    m1: 'Placa Arduino Uno',
    c1: 1,
    m2: 'Sensor de ultrasonidos',
    c2: 1,
    alumnos: 2,
    observaciones: 'Un radar que mide distancias con ultrasonidos y las dibuja en pantalla.',
  },
  {
    titulo: 'Brazo robótico',
    nivel: 'Junior III',
    m1: 'Placa Arduino Uno',
    c1: 1,
    m2: 'Servomotor SG90',
    c2: 4,
    alumnos: 3,
    observaciones: 'Construimos y programamos un brazo robótico con servomotores.',
  },
  {
    titulo: 'Pieza articulada en 3D',
    nivel: 'Junior III',
    m1: 'Bobina de PLA (impresión 3D)',
    c1: 1,
    alumnos: 8,
    observaciones: 'Diseñamos una pieza con bisagra y la imprimimos en 3D de una vez.',
  },
];

export const paso: PasoDemo = {
  nombre: 'Materiales, actividades, periodos y asignación',
  async run(db, ctx) {
    const existentes = new Map((await db.select().from(materiales)).map((m) => [m.descripcion, m.id]));
    const nuevos = MATERIALES.filter((m) => !existentes.has(m.descripcion));
    if (nuevos.length) {
      for (const m of await db
        .insert(materiales)
        .values([...nuevos])
        .returning()) {
        existentes.set(m.descripcion, m.id);
      }
    }
    for (const [descripcion, id] of existentes) ctx.ids[`material:${descripcion}`] = id;

    const nivelIds = new Map((await db.select().from(niveles)).map((n) => [n.nombre, n.id]));
    const hechas = new Set(
      (await db.select({ titulo: actividades.titulo, nivelId: actividades.nivelId }).from(actividades)).map(
        (a) => `${a.titulo}|${a.nivelId}`,
      ),
    );
    const porCrear = ACTIVIDADES.filter((a) => !hechas.has(`${a.titulo}|${nivelIds.get(a.nivel)}`));
    if (porCrear.length) {
      await db.insert(actividades).values(
        porCrear.map((a) => ({
          titulo: a.titulo,
          nivelId: nivelIds.get(a.nivel)!,
          material1Id: a.m1 ? existentes.get(a.m1)! : null,
          cantidad1: a.c1 ?? 0,
          material2Id: a.m2 ? existentes.get(a.m2)! : null,
          cantidad2: a.c2 ?? 0,
          alumnos: a.alumnos,
          observaciones: a.observaciones,
        })),
      );
    }

    const hoy = new Date().toISOString().slice(0, 10);
    const lunes = lunesDe(hoy);
    const domingoFinal = sumarDias(lunes, SEMANAS_TRIMESTRE * 7 - 1);
    await generarPeriodos(db, { fechaInicio: lunes, fechaFin: domingoFinal });
    await asignar(db, { fechaInicio: hoy, fechaFin: domingoFinal });
  },
};
