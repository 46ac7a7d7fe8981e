import { useMetaPagina } from '@/components/publico/meta';
import { Terminos } from '@/features/legal/terminos';
import { LayoutPublico } from './layout-publico';
import { META_LEGAL } from './meta';

export default function TerminosPage() {
  useMetaPagina(META_LEGAL['/terminos-condiciones']);
  return (
    <LayoutPublico>
      <Terminos />
    </LayoutPublico>
  );
}
