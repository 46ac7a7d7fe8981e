import { HORARIO_ATENCION } from '@escuela/shared/cursos/horario';
import { CURSOS_RESUMEN, rutaCurso } from '@escuela/shared/cursos/curso-slugs';
import { ArrowRightIcon, ClockIcon, HammerIcon, SchoolIcon, SmartphoneIcon, UsersIcon } from 'lucide-react';
import { boton, contenedor } from '@/components/publico/estilos';
import { useNavegacion } from '@/lib/navegacion';
import { EnlaceTab } from './tabs-inicio';

const MOTIVOS = [
  {
    icono: HammerIcon,
    titulo: 'Aprender haciendo',
    texto:
      'Cada clase termina con algo que funciona: un robot, un juego, un circuito o una pieza impresa en 3D.',
    color: 'bg-orange-100 text-orange-800',
  },
  {
    icono: SchoolIcon,
    titulo: 'En su propio colegio',
    texto: 'Las clases se imparten al acabar la jornada en el centro, sin desplazamientos para las familias.',
    color: 'bg-indigo-100 text-indigo-800',
  },
  {
    icono: UsersIcon,
    titulo: 'Grupos reducidos',
    texto: 'Grupos por edades con un profesor especializado que conoce el ritmo de cada alumno.',
    color: 'bg-emerald-100 text-emerald-800',
  },
  {
    icono: SmartphoneIcon,
    titulo: 'Familias informadas',
    texto:
      'En el portal de padres consultáis la asistencia, las actividades y las observaciones del profesor.',
    color: 'bg-pink-100 text-pink-800',
  },
];

export function PanelInicio() {
  const { Enlace } = useNavegacion();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
        <div className={`${contenedor} grid items-center gap-10 py-12 md:grid-cols-2 md:py-20`}>
          <div>
            <p className="inline-flex rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-900">
              Extraescolares de 4 a 17 años
            </p>
            <h1 className="mt-4 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              Robótica, programación e impresión 3D <span className="text-primary">en tu colegio</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-slate-700">
              Clases en las que niños y jóvenes construyen, programan e inventan. Siete cursos por edades,
              desde los primeros robots de suelo hasta la inteligencia artificial, con proyectos que se llevan
              a casa.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <EnlaceTab tab="cursos" className={boton('default', 'lg')}>
                Ver cursos
                <ArrowRightIcon aria-hidden="true" />
              </EnlaceTab>
              <EnlaceTab tab="contacto" className={boton('outline', 'lg')}>
                Pide información
              </EnlaceTab>
            </div>
          </div>
          <img
            src="/img/hero.svg"
            alt="Niña y niño programando un robot con ruedas junto a una impresora 3D"
            width={560}
            height={440}
            fetchPriority="high"
            className="mx-auto w-full max-w-md md:max-w-none"
          />
        </div>
      </section>

      <section aria-labelledby="motivos" className={`${contenedor} py-14`}>
        <h2 id="motivos" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Por qué las familias nos eligen
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {MOTIVOS.map(({ icono: Icono, titulo, texto, color }) => (
            <li key={titulo} className="rounded-2xl border bg-white p-6 shadow-sm">
              <span className={`inline-flex size-12 items-center justify-center rounded-xl ${color}`}>
                <Icono aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{titulo}</h3>
              <p className="mt-2 text-slate-700">{texto}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="edades" className="bg-slate-50 py-14">
        <div className={contenedor}>
          <h2 id="edades" className="text-center text-3xl font-bold tracking-tight text-slate-900">
            Un curso para cada edad
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
            Tramos de dos años para que cada grupo aprenda a su ritmo y los alumnos avancen curso a curso.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {CURSOS_RESUMEN.map((c) => (
              <li key={c.slug}>
                <Enlace
                  to={rutaCurso(c.slug)}
                  className="inline-flex items-center gap-2 rounded-full border bg-white px-4 py-2 font-semibold text-slate-900 shadow-sm transition hover:border-primary hover:text-primary"
                >
                  {c.titulo}
                  <span className="text-sm font-normal text-slate-600">{c.edades}</span>
                </Enlace>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="horario" className={`${contenedor} pt-14`}>
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary p-8 text-primary-foreground sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <ClockIcon aria-hidden="true" className="size-10 shrink-0" />
            <div>
              <h2 id="horario" className="text-xl font-bold">
                Horario de atención
              </h2>
              <p className="mt-1 text-indigo-50">
                {HORARIO_ATENCION.dias} {HORARIO_ATENCION.horas}. {HORARIO_ATENCION.finDeSemana}.
              </p>
            </div>
          </div>
          <EnlaceTab tab="contacto" className={boton('secondary', 'lg')}>
            Escríbenos
          </EnlaceTab>
        </div>
      </section>
    </>
  );
}
