/**
 * The seven courses (spec §1–§2), written once: the landing's carousel, the course pages and the
 * server's HTML catalogue all read this list. Plain data, no zod.
 */
import { CURSOS_RESUMEN, rutaCurso, type CursoSlug } from './curso-slugs';

export type IconoCurso = 'blocks' | 'puzzle' | 'cog' | 'cpu' | 'printer' | 'code' | 'brain';

export interface AreaAprendizaje {
  titulo: string;
  descripcion: string;
}

export interface Curso {
  id: number;
  slug: CursoSlug;
  /** 'Kids I' */
  titulo: string;
  /** '6-7 años' */
  edades: string;
  /** One line under the title of the course page. */
  subtitulo: string;
  /** The card's text (two sentences at most). */
  descripcion: string;
  /** The course page's introduction. */
  descripcionLarga: string;
  icono: IconoCurso;
  imagen: string;
  imagenAlt: string;
  /** The card's short list. */
  caracteristicas: string[];
  /** '¿Qué aprenderán?' */
  aprendizajes: string[];
  /** 'Materiales y tecnologías' */
  materiales: string[];
  /** Three learning areas per course. */
  areas: [AreaAprendizaje, AreaAprendizaje, AreaAprendizaje];
  url: string;
}

const curso = (c: Omit<Curso, 'url' | 'imagen' | 'titulo' | 'edades'>): Curso => {
  const { titulo, edades } = CURSOS_RESUMEN.find((r) => r.slug === c.slug)!;
  return { ...c, titulo, edades, imagen: `/img/cursos/${c.slug}.svg`, url: rutaCurso(c.slug) };
};

export const CURSOS: readonly Curso[] = [
  curso({
    id: 1,
    slug: 'preschoolers',
    subtitulo: 'Primeros pasos en el pensamiento computacional jugando',
    descripcion:
      'Construyen, cuentan y dan órdenes a pequeños robots de suelo. Aprenden secuencias y causa-efecto sin pantallas.',
    descripcionLarga:
      'En Preschoolers los más pequeños descubren que las máquinas siguen instrucciones. Con bloques grandes, robots de suelo con forma de abeja y cuentos que se resuelven paso a paso, practican el orden, la lateralidad y la paciencia de probar y volver a intentar. Cada sesión combina una historia, un reto de construcción y un juego de programación sin pantallas, en grupos pequeños y con mucho movimiento.',
    icono: 'blocks',
    imagenAlt: 'Ilustración de un robot abeja sobre un tablero de casillas junto a bloques de colores',
    caracteristicas: [
      'Programación sin pantallas',
      'Robots de suelo Bee-Bot',
      'Construcción con bloques grandes',
    ],
    aprendizajes: [
      'Ordenar los pasos de una rutina o de un cuento (primero, después, al final)',
      'Dar instrucciones de avance y giro a un robot y predecir dónde llegará',
      'Distinguir derecha e izquierda, delante y detrás, sobre un tablero de casillas',
      'Reconocer formas, colores y patrones que se repiten',
      'Construir estructuras estables y explicar qué han hecho',
      'Esperar turnos y resolver retos en pareja',
    ],
    materiales: [
      'Robots de suelo Bee-Bot y tableros temáticos',
      'LEGO Education DUPLO: Tren de programación (Coding Express)',
      'Tarjetas de flechas para programar sin pantallas',
      'Bloques de construcción de gran tamaño',
      'Cuentos y láminas para secuenciar',
    ],
    areas: [
      {
        titulo: 'Pensamiento secuencial',
        descripcion:
          'Ordenan imágenes, rutinas y movimientos para entender que una instrucción va detrás de otra y que el orden cambia el resultado.',
      },
      {
        titulo: 'Orientación espacial',
        descripcion:
          'Guían a la Bee-Bot por tableros con caminos y obstáculos, contando casillas y decidiendo cuándo girar.',
      },
      {
        titulo: 'Construcción creativa',
        descripcion:
          'Levantan puentes, torres y vagones con DUPLO y comprueban qué aguanta y qué se cae, desarrollando la motricidad fina.',
      },
    ],
  }),
  curso({
    id: 2,
    slug: 'kids-i',
    subtitulo: 'Sus primeros robots con motor y sus primeras animaciones',
    descripcion:
      'Montan modelos LEGO con motor y sensores y los programan con bloques. Cuentan historias animadas en ScratchJr.',
    descripcionLarga:
      'En Kids I los niños pasan de dar órdenes a un robot a construir el suyo. Montan modelos LEGO con motor, sensor de color y de movimiento, y los programan arrastrando bloques en una tableta. También crean sus primeras historias interactivas en ScratchJr, donde sus personajes se mueven, hablan y reaccionan. Aprenden a leer un plano de montaje, a probar y a corregir errores sin miedo.',
    icono: 'puzzle',
    imagenAlt: 'Ilustración de un coche de bloques con motor y una tableta con bloques de programación',
    caracteristicas: [
      'LEGO Education SPIKE Essential',
      'Historias animadas en ScratchJr',
      'Motores y sensores',
    ],
    aprendizajes: [
      'Seguir instrucciones de montaje por pasos y reconocer piezas',
      'Programar con bloques: inicio, repetir, esperar y mover',
      'Usar un sensor para que el robot reaccione (parar, girar, cambiar de luz)',
      'Entender engranajes y ruedas: más rápido, más lento, más fuerza',
      'Crear una historia animada con personajes, escenarios y diálogos',
      'Explicar a los compañeros cómo funciona su modelo',
    ],
    materiales: [
      'LEGO Education SPIKE Essential',
      'ScratchJr en tabletas',
      'Blue-Bot con control por bluetooth',
      'Kits de engranajes y poleas',
    ],
    areas: [
      {
        titulo: 'Mecánica básica',
        descripcion:
          'Descubren ruedas, ejes, engranajes y poleas construyendo vehículos, tiovivos y grúas que después ponen en marcha.',
      },
      {
        titulo: 'Programación por bloques',
        descripcion:
          'Encadenan bloques de movimiento, sonido y luz y usan bucles sencillos para que el modelo haga lo que han pensado.',
      },
      {
        titulo: 'Narrativa digital',
        descripcion:
          'En ScratchJr dibujan personajes, los animan y construyen pequeñas historias con principio, nudo y final.',
      },
    ],
  }),
  curso({
    id: 3,
    slug: 'kids-ii',
    subtitulo: 'Inventos que reaccionan y sus primeros videojuegos',
    descripcion:
      'Programan videojuegos en Scratch y construyen inventos con sensores. Descubren la electricidad con circuitos de papel.',
    descripcionLarga:
      'Kids II es el curso en el que la programación se vuelve propia: los alumnos diseñan sus primeros videojuegos en Scratch, con puntuación, niveles y personajes que reaccionan al teclado. En paralelo construyen inventos LEGO que miden distancias, detectan colores y cuentan, y montan circuitos de papel con LED y pilas de botón para entender cómo circula la corriente. Cada trimestre termina con un pequeño proyecto que presentan al grupo.',
    icono: 'cog',
    imagenAlt:
      'Ilustración de un videojuego en pantalla con un gato, junto a un circuito de papel con una bombilla LED',
    caracteristicas: ['Videojuegos en Scratch 3', 'Inventos con sensores', 'Circuitos de papel con LED'],
    aprendizajes: [
      'Usar variables para llevar la puntuación, las vidas y el tiempo',
      'Tomar decisiones en el código con condiciones (si… entonces… si no)',
      'Programar eventos: teclas, clics y choques entre personajes',
      'Montar un circuito cerrado con LED, pila e interruptor',
      'Construir y programar mecanismos con sensor de distancia y de color',
      'Planificar un proyecto en pasos y presentarlo en público',
    ],
    materiales: [
      'Scratch 3 en ordenador',
      'LEGO Education SPIKE Essential con sensores',
      'Makey Makey',
      'Cinta de cobre, LED y pilas de botón para circuitos de papel',
    ],
    areas: [
      {
        titulo: 'Diseño de videojuegos',
        descripcion:
          'Crean juegos de laberinto, de plataformas y de preguntas con Scratch, pensando primero las reglas y después el código.',
      },
      {
        titulo: 'Electricidad y circuitos',
        descripcion:
          'Entienden qué es un circuito, por qué se enciende un LED y cómo funciona un interruptor, construyéndolo con sus manos.',
      },
      {
        titulo: 'Inventos con sensores',
        descripcion:
          'Programan alarmas, barreras y clasificadores de colores que leen el entorno y reaccionan de forma automática.',
      },
    ],
  }),
  curso({
    id: 4,
    slug: 'junior-i',
    subtitulo: 'Robótica de competición, micro:bit y su primer diseño en 3D',
    descripcion:
      'Construyen robots con LEGO SPIKE Prime, programan la placa micro:bit y diseñan e imprimen en 3D su primera pieza.',
    descripcionLarga:
      'En Junior I los alumnos trabajan como un pequeño equipo de ingeniería. Construyen robots con LEGO Education SPIKE Prime que resuelven misiones sobre un tapete, al estilo de las competiciones escolares de robótica. Programan la placa micro:bit para crear podómetros, termómetros y juegos con su pantalla de luces, y dan el salto al diseño 3D con Tinkercad: modelan un llavero o una pieza para su robot y la ven salir de la impresora.',
    icono: 'cpu',
    imagenAlt:
      'Ilustración de una placa micro:bit con una cara sonriente en sus luces junto a un robot de competición',
    caracteristicas: [
      'LEGO Education SPIKE Prime',
      'Placa micro:bit con MakeCode',
      'Diseño 3D con Tinkercad',
    ],
    aprendizajes: [
      'Programar giros y recorridos precisos usando grados, rotaciones y el giroscopio',
      'Usar funciones para no repetir código y ordenar programas largos',
      'Leer sensores de la micro:bit (luz, temperatura, acelerómetro) y mostrar datos',
      'Diseñar una pieza en 3D con medidas reales y prepararla para imprimir',
      'Organizarse en equipo con roles: constructor, programador, capitán',
      'Documentar el proyecto con fotos y un diario de ingeniería',
    ],
    materiales: [
      'LEGO Education SPIKE Prime',
      'BBC micro:bit con Microsoft MakeCode',
      'Tinkercad',
      'Impresoras 3D de filamento PLA',
      'Tapetes de misiones de robótica',
    ],
    areas: [
      {
        titulo: 'Robótica de misiones',
        descripcion:
          'Diseñan robots que siguen líneas, empujan, recogen y entregan objetos en un tapete de misiones, mejorando su precisión ronda a ronda.',
      },
      {
        titulo: 'Computación física',
        descripcion:
          'Con la micro:bit crean dispositivos que miden el mundo real: contadores de pasos, brújulas, termómetros y juegos de reflejos.',
      },
      {
        titulo: 'Diseño e impresión 3D',
        descripcion:
          'Aprenden a pasar de una idea a un objeto: boceto, modelo en Tinkercad, laminado e impresión de su propia pieza.',
      },
    ],
  }),
  curso({
    id: 5,
    slug: 'junior-ii',
    subtitulo: 'Electrónica real con Arduino y robots autónomos',
    descripcion:
      'Montan circuitos con Arduino en placa de prototipos y construyen un robot autónomo. Diseñan en 3D las piezas de su proyecto.',
    descripcionLarga:
      'Junior II lleva a los alumnos de los bloques a la electrónica real. Trabajan con Arduino en placa de prototipos: leen sensores de ultrasonidos e infrarrojos, controlan servomotores y motores con su driver, y empiezan a leer y modificar código en C++ partiendo de bloques en mBlock. El gran proyecto del curso es un robot autónomo sigue-líneas o evita-obstáculos cuyo chasis y soportes diseñan en Tinkercad e imprimen en 3D.',
    icono: 'printer',
    imagenAlt: 'Ilustración de un robot con ruedas y sensor de ultrasonidos conectado a una placa Arduino',
    caracteristicas: ['Arduino y placa de prototipos', 'Robot autónomo', 'Piezas impresas en 3D'],
    aprendizajes: [
      'Montar circuitos con resistencias, LED, pulsadores y potenciómetros en placa de prototipos',
      'Medir con sensores de ultrasonidos e infrarrojos y actuar según la lectura',
      'Controlar motores de corriente continua y servomotores',
      'Pasar de bloques en mBlock a código Arduino (C++): variables, bucles y funciones',
      'Diseñar en 3D piezas que encajan con tolerancias reales',
      'Depurar un robot: aislar el fallo, medir y probar de nuevo',
    ],
    materiales: [
      'Arduino Uno y placa de prototipos',
      'mBlock y Arduino IDE',
      'Sensores de ultrasonidos, infrarrojos y de luz',
      'Servomotores, motores con reductora y driver de motores',
      'Tinkercad e impresoras 3D',
    ],
    areas: [
      {
        titulo: 'Electrónica',
        descripcion:
          'Entienden voltaje, corriente y resistencia con montajes reales y aprenden a leer un esquema y a no quemar un LED.',
      },
      {
        titulo: 'Robótica autónoma',
        descripcion:
          'Programan un robot que toma decisiones solo: seguir una línea, esquivar obstáculos o salir de un laberinto.',
      },
      {
        titulo: 'Fabricación digital',
        descripcion:
          'Diseñan el chasis y los soportes de sensores de su robot, los imprimen en 3D y los mejoran tras probarlos.',
      },
    ],
  }),
  curso({
    id: 6,
    slug: 'teens-i',
    subtitulo: 'Programación en Python e Internet de las cosas',
    descripcion:
      'Programan en Python de verdad y crean dispositivos conectados con ESP32. Modelan piezas técnicas en 3D.',
    descripcionLarga:
      'Teens I es el paso a la programación escrita. Los alumnos aprenden Python creando juegos y pequeñas aplicaciones, y lo llevan al hardware con MicroPython en la placa ESP32: estaciones meteorológicas que publican sus datos en la red, luces controladas desde el móvil o un sistema de riego inteligente. Completan el curso con modelado 3D técnico, diseñando cajas y soportes para sus dispositivos.',
    icono: 'code',
    imagenAlt: 'Ilustración de un portátil con código Python y una placa ESP32 enviando datos a una nube',
    caracteristicas: ['Python desde cero', 'Internet de las cosas con ESP32', 'Modelado 3D técnico'],
    aprendizajes: [
      'Escribir programas en Python con variables, listas, bucles, funciones y diccionarios',
      'Crear juegos y animaciones con la librería Pygame',
      'Programar la ESP32 con MicroPython y leer sensores de temperatura, humedad y luz',
      'Enviar datos a un panel web y controlar un dispositivo desde el móvil',
      'Modelar cajas y soportes a medida con herramientas de diseño paramétrico',
      'Trabajar con buenas prácticas: nombres claros, comentarios y pruebas',
    ],
    materiales: [
      'Python 3 y Thonny',
      'Pygame',
      'ESP32 con MicroPython',
      'Sensores DHT22, LDR y relés',
      'Tinkercad y Fusion 360 (licencia educativa)',
      'Impresoras 3D',
    ],
    areas: [
      {
        titulo: 'Programación en Python',
        descripcion:
          'Aprenden un lenguaje profesional escribiendo código real, desde su primer programa hasta un videojuego completo.',
      },
      {
        titulo: 'Internet de las cosas',
        descripcion:
          'Conectan sensores y actuadores a la red para medir, avisar y automatizar, entendiendo cómo viajan los datos.',
      },
      {
        titulo: 'Diseño técnico',
        descripcion:
          'Pasan del diseño libre al paramétrico: medidas, restricciones y ensamblajes para carcasas que encajan a la primera.',
      },
    ],
  }),
  curso({
    id: 7,
    slug: 'teens-ii',
    subtitulo: 'Inteligencia artificial, visión por computador y proyecto final',
    descripcion:
      'Entrenan modelos de inteligencia artificial, programan visión por computador en Raspberry Pi y desarrollan un proyecto final.',
    descripcionLarga:
      'Teens II prepara a los alumnos para el bachillerato tecnológico y la universidad. Trabajan con Raspberry Pi y Python avanzado, entrenan sus propios modelos de aprendizaje automático y programan visión por computador con OpenCV para que un robot reconozca objetos, caras o señales. Usan Git y GitHub como un equipo profesional y dedican el último trimestre a un proyecto final propio, que presentan ante familias y compañeros.',
    icono: 'brain',
    imagenAlt:
      'Ilustración de una Raspberry Pi con cámara reconociendo formas, con una red neuronal de fondo',
    caracteristicas: [
      'Inteligencia artificial',
      'Visión por computador con OpenCV',
      'Proyecto final con Git',
    ],
    aprendizajes: [
      'Programar en Python con clases, módulos y librerías externas',
      'Entrenar y evaluar modelos de aprendizaje automático con scikit-learn y Teachable Machine',
      'Procesar imágenes y vídeo con OpenCV: colores, contornos y detección de objetos',
      'Montar un robot con Raspberry Pi y cámara que reacciona a lo que ve',
      'Trabajar en equipo con Git y GitHub: ramas, revisiones y documentación',
      'Reflexionar sobre el uso ético de la inteligencia artificial y los datos',
    ],
    materiales: [
      'Raspberry Pi con módulo de cámara',
      'Python 3, OpenCV y scikit-learn',
      'Teachable Machine',
      'Git y GitHub',
      'Impresoras 3D y electrónica para el proyecto final',
    ],
    areas: [
      {
        titulo: 'Inteligencia artificial',
        descripcion:
          'Entienden cómo aprende una máquina a partir de datos, entrenan clasificadores y miden cuándo aciertan y cuándo no.',
      },
      {
        titulo: 'Visión por computador',
        descripcion:
          'Programan una cámara para que detecte colores, formas y objetos, y usan esa información para guiar un robot.',
      },
      {
        titulo: 'Proyecto de ingeniería',
        descripcion:
          'Plantean un problema real, lo resuelven con hardware y software, lo documentan y lo defienden en una presentación final.',
      },
    ],
  }),
];

export function cursoPorSlug(slug: string): Curso | undefined {
  return CURSOS.find((c) => c.slug === slug);
}

export { HORARIO_ATENCION } from './horario';
