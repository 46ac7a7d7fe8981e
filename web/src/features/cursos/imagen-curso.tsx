import type { Curso } from '@escuela/shared/cursos/cursos';

/**
 * A course's picture, drawn 4:3: `ancho` is its intrinsic width and the height follows. Lazy on a card;
 * the course page's own picture (`principal`) is fetched first, being its largest paint.
 */
export function ImagenCurso({
  curso,
  ancho,
  principal = false,
  className,
}: {
  curso: Curso;
  ancho: number;
  principal?: boolean;
  className: string;
}) {
  return (
    <img
      src={curso.imagen}
      alt={curso.imagenAlt}
      width={ancho}
      height={(ancho * 3) / 4}
      loading={principal ? undefined : 'lazy'}
      fetchPriority={principal ? 'high' : undefined}
      className={className}
    />
  );
}
