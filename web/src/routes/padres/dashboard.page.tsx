import { useSearchParams } from 'react-router';
import { PortalLayout } from '@/features/padres/portal-layout';
import { Actividades } from '@/features/padres/secciones/actividades';
import { Asistencias } from '@/features/padres/secciones/asistencias';
import { Avisos } from '@/features/padres/secciones/avisos';
import { CalendarioFamilia } from '@/features/padres/secciones/calendario';
import { Faltas } from '@/features/padres/secciones/faltas';
import { Inicio } from '@/features/padres/secciones/inicio';
import { Inscribir } from '@/features/padres/secciones/inscribir';
import { MisHijos } from '@/features/padres/secciones/mis-hijos';
import { Observaciones } from '@/features/padres/secciones/observaciones';
import { Plazas } from '@/features/padres/secciones/plazas';
import { Renovacion } from '@/features/padres/secciones/renovacion';
import { Recibos } from '@/features/padres/secciones/recibos';
import { Consentimientos } from '@/features/padres/secciones/consentimientos';
import { Salud } from '@/features/padres/secciones/salud';
import { seccionDe, type Seccion } from '@/features/padres/secciones';

const CONTENIDO: Record<Seccion, () => React.ReactNode> = {
  inicio: Inicio,
  alumnos: MisHijos,
  asistencias: Asistencias,
  observaciones: Observaciones,
  actividades: Actividades,
  recibos: Recibos,
  inscribir: Inscribir,
  avisos: Avisos,
  faltas: Faltas,
  calendario: CalendarioFamilia,
  consentimientos: Consentimientos,
  salud: Salud,
  ofertas: Plazas,
  renovacion: Renovacion,
};

export default function PadresDashboardPage() {
  const [params] = useSearchParams();
  const Seccion = CONTENIDO[seccionDe(params.get('section'))];
  return (
    <PortalLayout>
      <title>Portal de Padres · RoboEscuela</title>
      <Seccion />
    </PortalLayout>
  );
}
