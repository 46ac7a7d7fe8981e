import { textosReporte } from '@escuela/shared/reportes/reportes.schemas';
import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';
import { ReporteAsistenciasPage } from '@/features/reportes/reporte-asistencias-page';
import { errorMessage } from '@/lib/api';
import { useOpcionesGrupos } from '@/lib/grupos-opciones';

/** Composes the attendance report screen with the group options (GET /api/grupos/opciones) for its Grupo select. */
export default function ReportesAsistenciasRoute() {
  const grupos = useOpcionesGrupos();
  useEffect(() => {
    if (grupos.isError) {
      toast({
        title: 'Error',
        description: errorMessage(grupos.error, textosReporte.errorGrupos),
        variant: 'destructive',
      });
    }
  }, [grupos.isError, grupos.error]);
  return <ReporteAsistenciasPage grupos={grupos.data ?? []} cargandoGrupos={grupos.isPending} />;
}
