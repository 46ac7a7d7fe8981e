import { PlazasCurso } from './plazas-curso';
import { CURSOS, type Curso } from '@escuela/shared/cursos/cursos';
import {
  ArrowLeftIcon,
  ArrowRightIcon,
  CheckIcon,
  MailIcon,
  WrenchIcon,
  type LucideIcon,
} from 'lucide-react';
import { boton, contenedor } from '@/components/publico/estilos';
import { useNavegacion } from '@/lib/navegacion';
import { COLORES_CURSO, ICONOS_CURSO } from './iconos-curso';
import { ImagenCurso } from './imagen-curso';

/** The course page of spec §2. */
export function CursoDetalle({ curso }: { curso: Curso }) {
  const { Enlace } = useNavegacion();
  const Icono = ICONOS_CURSO[curso.icono];
  const color = COLORES_CURSO[curso.slug]!;
  const i = CURSOS.indexOf(curso);
  const anterior = CURSOS[i - 1];
  const siguiente = CURSOS[i + 1];

  return (
    <>
      <section className={`bg-gradient-to-b ${color.suave} to-white`}>
        <div className={`${contenedor} pt-6 pb-12`}>
          <Enlace to="/" className={boton('ghost', 'default', '-ml-3')}>
            <ArrowLeftIcon aria-hidden="true" />
            Volver a cursos
          </Enlace>
          <div className="mt-6 grid items-center gap-10 md:grid-cols-2">
            <div>
              <p className="flex flex-wrap items-center gap-3">
                <span
                  className={`inline-flex size-11 items-center justify-center rounded-xl ${color.fondo} ${color.texto}`}
                >
                  <Icono aria-hidden="true" className="size-6" />
                </span>
                <span
                  className={`rounded-full px-3 py-1 text-sm font-semibold ${color.fondo} ${color.texto}`}
                >
                  {curso.edades}
                </span>
              </p>
              <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                {curso.titulo}
              </h1>
              <p className="mt-3 text-xl text-slate-700">{curso.subtitulo}</p>
              <p className="mt-5 text-slate-700">{curso.descripcionLarga}</p>
              <Enlace to="/?tab=contacto" className={boton('default', 'lg', 'mt-8')}>
                <MailIcon aria-hidden="true" />
                Contactar
              </Enlace>
            </div>
            <ImagenCurso
              curso={curso}
              ancho={480}
              principal
              className="mx-auto w-full max-w-md rounded-3xl bg-white/60 p-4 shadow-sm"
            />
          </div>
        </div>
      </section>

      <div className={`${contenedor} grid gap-6 py-12 md:grid-cols-2`}>
        <Apartado
          id="aprenderan"
          titulo="¿Qué aprenderán?"
          lineas={curso.aprendizajes}
          Icono={CheckIcon}
          color="text-emerald-700"
        />
        <Apartado
          id="materiales"
          titulo="Materiales y tecnologías"
          lineas={curso.materiales}
          Icono={WrenchIcon}
          color="text-primary"
        />
      </div>

      <section aria-labelledby="areas" className={`${contenedor}`}>
        <h2 id="areas" className="text-3xl font-bold tracking-tight text-slate-900">
          Áreas de aprendizaje
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {curso.areas.map((area, n) => (
            <article key={area.titulo} className="rounded-2xl bg-slate-50 p-6">
              <span
                className={`inline-flex size-9 items-center justify-center rounded-full font-bold ${color.fondo} ${color.texto}`}
              >
                {n + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{area.titulo}</h3>
              <p className="mt-2 text-slate-700">{area.descripcion}</p>
            </article>
          ))}
        </div>
      </section>

      <PlazasCurso slug={curso.slug} contenedor={contenedor} />

      <section aria-labelledby="cta-curso" className={`${contenedor} mt-14`}>
        <div className="flex flex-col items-start gap-5 rounded-3xl bg-primary p-8 text-primary-foreground md:flex-row md:items-center md:justify-between md:p-10">
          <div>
            <h2 id="cta-curso" className="text-2xl font-bold">
              ¿Te interesa {curso.titulo}?
            </h2>
            <p className="mt-2 text-indigo-50">
              Cuéntanos en qué colegio estudia tu hijo o hija y te informamos de grupos, horarios y plazas.
            </p>
          </div>
          <Enlace to="/?tab=contacto" className={boton('secondary', 'lg')}>
            Contactar
          </Enlace>
        </div>
      </section>

      <nav aria-label="Otros cursos" className={`${contenedor} mt-12 flex flex-wrap justify-between gap-4`}>
        {anterior ? (
          <Enlace to={anterior.url} className={boton('outline')}>
            <ArrowLeftIcon aria-hidden="true" />
            {anterior.titulo} ({anterior.edades})
          </Enlace>
        ) : (
          <span />
        )}
        {siguiente && (
          <Enlace to={siguiente.url} className={boton('outline')}>
            {siguiente.titulo} ({siguiente.edades})
            <ArrowRightIcon aria-hidden="true" />
          </Enlace>
        )}
      </nav>
    </>
  );
}

/** A card of the course page: a heading and its list, each line behind an icon. */
function Apartado({
  id,
  titulo,
  lineas,
  Icono,
  color,
}: {
  id: string;
  titulo: string;
  lineas: readonly string[];
  Icono: LucideIcon;
  color: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {titulo}
      </h2>
      <ul className="mt-5 space-y-3">
        {lineas.map((l) => (
          <li key={l} className="flex gap-3 text-slate-800">
            <Icono aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${color}`} />
            {l}
          </li>
        ))}
      </ul>
    </section>
  );
}
