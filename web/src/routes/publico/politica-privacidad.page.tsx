import { useMetaPagina } from '@/components/publico/meta';
import { Privacidad } from '@/features/legal/privacidad';
import { LayoutPublico } from './layout-publico';
import { META_LEGAL } from './meta';

export default function PrivacidadPage() {
  useMetaPagina(META_LEGAL['/politica-privacidad']);
  return (
    <LayoutPublico>
      <Privacidad />
    </LayoutPublico>
  );
}
