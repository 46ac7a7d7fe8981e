import { actividadesEndpoints } from '@escuela/shared/actividades/actividades.endpoints';
import { COLUMNAS_ACTIVIDAD, mensajesActividad } from '@escuela/shared/actividades/actividades.schemas';
import { DialogoImportar, ResultadoImportacion } from '@/components/importar/dialogo-importar';
import { descargar } from '@/lib/descargar';
import { useImportarActividades } from './actividades.queries';

export const descargarPlantilla = () =>
  descargar(actividadesEndpoints.plantilla, {
    nombre: 'plantilla_actividades.csv',
    error: 'No se pudo descargar la plantilla',
  });

/** The activities CSV import: file choice, upload progress, then the result and the refused rows. */
export function ImportarActividades({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
}) {
  const importar = useImportarActividades();
  return (
    <DialogoImportar
      open={open}
      onOpenChange={onOpenChange}
      titulo="Importar actividades"
      descripcion={`Un archivo .csv (separado por punto y coma o por comas) de hasta 5 MB. La primera fila lleva los nombres de las columnas: ${COLUMNAS_ACTIVIDAD.join(', ')}. Título y Nivel son obligatorias.`}
      idArchivo="actividades-archivo"
      accept=".csv,text/csv"
      plantilla={descargarPlantilla}
      importar={async (archivo, alSubir) => {
        const resultado = await importar.mutateAsync({ archivo, alSubir });
        if (resultado.errores?.length)
          console.warn('Errores de importación de actividades:', resultado.errores);
        return resultado;
      }}
      error={{ titulo: mensajesActividad.errorImportar, detalle: mensajesActividad.errorImportarDetalle }}
      resultado={(r) => (
        <ResultadoImportacion
          message={r.message}
          errores={r.errores ?? []}
          tituloRechazadas={`Filas rechazadas (${r.errores?.length ?? 0})`}
        />
      )}
    />
  );
}
