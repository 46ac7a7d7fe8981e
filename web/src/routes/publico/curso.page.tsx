import { cursoPorSlug } from '@escuela/shared/cursos/cursos';
import { useMetaPagina } from '@/components/publico/meta';
import { CursoDetalle } from '@/features/cursos/curso-detalle';
import { useNavegacion } from '@/lib/navegacion';
import { NoEncontrada } from '@/components/publico/no-encontrada';
import { LayoutPublico } from './layout-publico';
import { META_404, metaCurso } from './meta';

/** `/courses/<slug>`: the slug is the last segment of the path (one route per course). */
export default function CursoPage() {
  const { pathname } = useNavegacion();
  const curso = cursoPorSlug(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
  useMetaPagina(curso ? metaCurso(curso) : META_404);
  return (
    <LayoutPublico>
      {curso ? <CursoDetalle key={curso.slug} curso={curso} /> : <NoEncontrada />}
    </LayoutPublico>
  );
}
