import {
  CompassIcon,
  HeartHandshakeIcon,
  LightbulbIcon,
  PresentationIcon,
  ShieldCheckIcon,
  WrenchIcon,
} from 'lucide-react';
import { contenedor } from '@/components/publico/estilos';

const PASOS = [
  {
    icono: CompassIcon,
    titulo: 'Explorar',
    texto: 'Cada sesión arranca con una pregunta o un reto cercano: ¿cómo sabe un robot dónde está la pared?',
  },
  {
    icono: WrenchIcon,
    titulo: 'Construir',
    texto:
      'Por parejas o en pequeños equipos montan, programan y prueban. Equivocarse forma parte del método.',
  },
  {
    icono: PresentationIcon,
    titulo: 'Compartir',
    texto: 'Al final explican qué han hecho y por qué. Aprenden a comunicar y a escuchar las ideas de otros.',
  },
];

const COMPROMISOS = [
  {
    icono: LightbulbIcon,
    titulo: 'Profesorado especializado',
    texto: 'Ingenieros, informáticos y docentes formados en robótica educativa y en el trato con cada edad.',
  },
  {
    icono: ShieldCheckIcon,
    titulo: 'Material profesional y seguro',
    texto: 'Trabajamos con kits educativos homologados y adaptamos cada herramienta a la edad del grupo.',
  },
  {
    icono: HeartHandshakeIcon,
    titulo: 'Cerca de colegios y AMPAs',
    texto:
      'Coordinamos horarios, grupos y espacios con cada centro para que la actividad encaje en su día a día.',
  },
];

export function PanelNosotros() {
  return (
    <div className={`${contenedor} py-12 md:py-16`}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Sobre nosotros</h1>
          <p className="mt-5 text-lg text-slate-700">
            RoboEscuela nació de una idea sencilla: la tecnología se aprende mejor con las manos. Llevamos la
            robótica, la programación y la impresión 3D a los colegios como actividad extraescolar, para que
            niños y jóvenes pasen de usar la tecnología a crearla.
          </p>
          <p className="mt-4 text-slate-700">
            Organizamos los cursos por edades, de los 4 a los 17 años, con un itinerario que crece con el
            alumno: de ordenar los pasos de un robot de suelo a programar en Python o entrenar un modelo de
            inteligencia artificial. Por el camino trabajan la creatividad, la paciencia, el trabajo en equipo
            y la confianza para resolver problemas.
          </p>
        </div>
        <img
          src="/img/nosotros.svg"
          alt="Un grupo de alumnos alrededor de una mesa construyendo un robot con su profesora"
          width={520}
          height={400}
          loading="lazy"
          className="mx-auto w-full max-w-md"
        />
      </div>

      <section aria-labelledby="como-trabajamos" className="mt-16">
        <h2 id="como-trabajamos" className="text-3xl font-bold tracking-tight text-slate-900">
          Cómo trabajamos
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {PASOS.map(({ icono: Icono, titulo, texto }, i) => (
            <li key={titulo} className="rounded-2xl border bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground">
                  {i + 1}
                </span>
                <Icono aria-hidden="true" className="size-6 text-primary" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{titulo}</h3>
              <p className="mt-2 text-slate-700">{texto}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="compromisos" className="mt-16 rounded-3xl bg-indigo-50 p-8 md:p-12">
        <h2 id="compromisos" className="text-3xl font-bold tracking-tight text-slate-900">
          Nuestro compromiso
        </h2>
        <ul className="mt-8 grid gap-8 md:grid-cols-3">
          {COMPROMISOS.map(({ icono: Icono, titulo, texto }) => (
            <li key={titulo}>
              <Icono aria-hidden="true" className="size-8 text-primary" />
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{titulo}</h3>
              <p className="mt-2 text-slate-700">{texto}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
