import { textosReporte } from '@escuela/shared/reportes/reportes.schemas';
import { useEffect } from 'react';
import { opcionesDe } from '@/components/form/selector';
import { toast } from '@/components/ui/use-toast';
import { useGrupos } from '@/features/grupos/grupos.queries';
import { ReporteAsistenciasPage } from '@/features/reportes/reporte-asistencias-page';
import { errorMessage } from '@/lib/api';

/** Composes the attendance report screen with the groups list (GET /api/grupos) for its Grupo select. */
export default function ReportesAsistenciasRoute() {
  const grupos = useGrupos({});
  useEffect(() => {
    if (grupos.isError) {
      toast({
        title: 'Error',
        description: errorMessage(grupos.error, textosReporte.errorGrupos),
        variant: 'destructive',
      });
    }
  }, [grupos.isError, grupos.error]);
  return <ReporteAsistenciasPage grupos={opcionesDe(grupos.data ?? [])} cargandoGrupos={grupos.isPending} />;
}
