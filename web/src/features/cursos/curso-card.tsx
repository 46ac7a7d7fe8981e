import type { Curso } from '@escuela/shared/cursos/cursos';
import { CheckIcon } from 'lucide-react';
import { boton } from '@/components/publico/estilos';
import { useNavegacion } from '@/lib/navegacion';
import { COLORES_CURSO, ICONOS_CURSO } from './iconos-curso';
import { ImagenCurso } from './imagen-curso';

/** A course card of the carousel (spec §2: title, description, icon, image, features, 'Más información'). */
export function CursoCard({ curso }: { curso: Curso }) {
  const { Enlace } = useNavegacion();
  const Icono = ICONOS_CURSO[curso.icono];
  const color = COLORES_CURSO[curso.slug]!;
  const tituloId = `curso-${curso.slug}-titulo`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm">
      <div className={`relative bg-gradient-to-b ${color.suave} to-white px-6 pt-6`}>
        <ImagenCurso curso={curso} ancho={320} className="mx-auto aspect-[4/3] w-full max-w-[280px]" />
        <span
          className={`absolute top-4 left-4 inline-flex size-11 items-center justify-center rounded-xl ${color.fondo} ${color.texto}`}
        >
          <Icono aria-hidden="true" className="size-6" />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={tituloId} className="text-xl font-bold text-slate-900">
            {curso.titulo}
          </h2>
          <span className={`rounded-full px-3 py-0.5 text-sm font-semibold ${color.fondo} ${color.texto}`}>
            {curso.edades}
          </span>
        </div>
        <p className="mt-3 text-slate-700">{curso.descripcion}</p>
        <ul className="mt-4 space-y-2 text-sm text-slate-800">
          {curso.caracteristicas.map((c) => (
            <li key={c} className="flex gap-2">
              <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {c}
            </li>
          ))}
        </ul>
        <Enlace
          to={curso.url}
          aria-describedby={tituloId}
          className={boton('default', 'default', 'mt-6 w-full')}
        >
          Más información
        </Enlace>
      </div>
    </article>
  );
}
