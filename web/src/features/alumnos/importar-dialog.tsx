import { alumnosEndpoints } from '@escuela/shared/alumnos/alumnos.endpoints';
import { COLUMNAS_ALUMNO, mensajesAlumno } from '@escuela/shared/alumnos/alumnos.schemas';
import { DialogoImportar, ResultadoImportacion } from '@/components/importar/dialogo-importar';
import { descargar } from '@/lib/descargar';
import { useImportarAlumnos } from './alumnos.queries';

const plantilla = () =>
  descargar(alumnosEndpoints.plantilla, {
    nombre: 'plantilla_alumnos.xlsx',
    error: mensajesAlumno.errorExportar,
  });

/** Import dialog: template download, file choice, upload progress, then the result. */
export function ImportarDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
}) {
  const importar = useImportarAlumnos();
  return (
    <DialogoImportar
      open={open}
      onOpenChange={onOpenChange}
      titulo="Importar alumnos"
      descripcion={`Archivos .xlsx, .xls, .ods o .csv de hasta 5 MB. La primera fila debe tener los nombres de las columnas: ${Object.values(COLUMNAS_ALUMNO).join(', ')} y, para vincular la cuenta de la familia, Email del tutor. Solo son obligatorias Nombre y Apellidos; las celdas vacías no modifican los datos existentes.`}
      idArchivo="alumnos-archivo"
      accept=".xlsx,.xls,.ods,.csv"
      plantilla={plantilla}
      importar={(archivo, alSubir) => importar.mutateAsync({ archivo, alSubir })}
      error={{ titulo: mensajesAlumno.errorImportar, detalle: mensajesAlumno.errorImportarDetalle }}
      resultado={(r) => (
        <ResultadoImportacion message={r.message} errores={r.errores}>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {[
              ['Creados', r.creados],
              ['Actualizados', r.actualizados],
              ['Sin cambios', r.sinCambios],
              ['Filas rechazadas', r.errores.length],
            ].map(([t, n]) => (
              <div key={t} className="rounded-md border p-2 text-center">
                <dt className="text-muted-foreground">{t}</dt>
                <dd className="text-lg font-semibold">{n}</dd>
              </div>
            ))}
          </dl>
        </ResultadoImportacion>
      )}
    />
  );
}
