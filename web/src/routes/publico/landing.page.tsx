import { useMetaPagina } from '@/components/publico/meta';
import { PanelContacto } from '@/features/contacto/panel-contacto';
import { PanelCursos } from '@/features/cursos/panel-cursos';
import { PanelInicio } from '@/features/inicio/panel-inicio';
import { PanelNosotros } from '@/features/inicio/panel-nosotros';
import { TabsInicio } from '@/features/inicio/tabs-inicio';
import { LayoutPublico } from './layout-publico';
import { META_INICIO } from './meta';

const PANELES = {
  inicio: <PanelInicio />,
  cursos: <PanelCursos />,
  nosotros: <PanelNosotros />,
  contacto: <PanelContacto />,
};

export default function LandingPage() {
  useMetaPagina(META_INICIO);
  return (
    <LayoutPublico>
      <TabsInicio paneles={PANELES} />
    </LayoutPublico>
  );
}
