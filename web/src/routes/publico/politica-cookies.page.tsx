import { useMetaPagina } from '@/components/publico/meta';
import { Cookies } from '@/features/legal/cookies';
import { LayoutPublico } from './layout-publico';
import { META_LEGAL } from './meta';

export default function CookiesPage() {
  useMetaPagina(META_LEGAL['/politica-cookies']);
  return (
    <LayoutPublico>
      <Cookies />
    </LayoutPublico>
  );
}
