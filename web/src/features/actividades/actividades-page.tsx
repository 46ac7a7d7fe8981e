import { mensajesActividad, type Actividad } from '@escuela/shared/actividades/actividades.schemas';
import { Download, Plus, Upload } from 'lucide-react';
import { useState } from 'react';
import { ConfirmarBorrado } from '@/components/crud/confirmar-borrado';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Button } from '@/components/ui/button';
import { ActividadDialog } from './actividad-dialog';
import { useActividades, useEliminarActividad } from './actividades.queries';
import { descargarPlantilla, ImportarActividades } from './importar-actividades';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

const cantidad = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });

const COLUMNAS: Columna<Actividad>[] = [
  { titulo: 'Título', celda: (a) => a.titulo, orden: (a) => a.titulo },
  { titulo: 'Nivel', celda: (a) => a.nivel.nombre, orden: (a) => a.nivel.orden },
  {
    titulo: 'Material 1',
    celda: (a) => a.material1?.descripcion ?? '—',
    orden: (a) => a.material1?.descripcion ?? '',
  },
  {
    titulo: 'Cantidad 1',
    celda: (a) => cantidad.format(a.cantidad_1),
    orden: (a) => a.cantidad_1,
    className: 'text-right',
  },
  {
    titulo: 'Material 2',
    celda: (a) => a.material2?.descripcion ?? '—',
    orden: (a) => a.material2?.descripcion ?? '',
  },
  {
    titulo: 'Cantidad 2',
    celda: (a) => cantidad.format(a.cantidad_2),
    orden: (a) => a.cantidad_2,
    className: 'text-right',
  },
  { titulo: 'Alumnos', celda: (a) => a.alumnos, orden: (a) => a.alumnos, className: 'text-right' },
  {
    titulo: 'Observaciones',
    celda: (a) => a.observaciones ?? '',
    orden: (a) => a.observaciones ?? '',
    celdaClassName: 'min-w-48 text-muted-foreground',
  },
];

/** /actividades (admin): robotics activities, CRUD and CSV import. */
export function ActividadesPage() {
  const { data, isPending, isError } = useActividades();
  const eliminar = useEliminarActividad();
  const crud = useCrudDialogos<Actividad>(eliminar.mutateAsync);
  const [importando, setImportando] = useState(false);

  useToastSiFalla(isError, mensajesActividad.errorCargar);

  return (
    <PaginaGestion
      title="Actividades de Robótica"
      actions={
        <>
          <Button variant="outline" onClick={() => void descargarPlantilla()}>
            <Download aria-hidden="true" />
            Descargar plantilla
          </Button>
          <Button variant="outline" onClick={() => setImportando(true)}>
            <Upload aria-hidden="true" />
            Importar CSV
          </Button>
          <Button onClick={() => crud.abrir(null)}>
            <Plus aria-hidden="true" />
            Nueva Actividad
          </Button>
        </>
      }
    >
      <DataTable
        etiqueta="Actividades"
        columnas={COLUMNAS}
        filas={data}
        clave={(a) => a.id}
        cargando={isPending}
        error={isError}
        ordenInicial="Nivel"
        textoVacio="No hay actividades registradas"
        textoError={mensajesActividad.errorCargar}
        acciones={(a) => (
          <AccionesFila
            nombre={a.titulo}
            onEditar={() => crud.abrir(a)}
            onEliminar={() => crud.setBorrando(a)}
          />
        )}
      />
      <ActividadDialog open={crud.dialogo} onOpenChange={crud.setDialogo} actividad={crud.editando} />
      <ImportarActividades open={importando} onOpenChange={setImportando} />
      <ConfirmarBorrado
        crud={crud}
        titulo="¿Está seguro de eliminar esta actividad?"
        descripcion={(r) => `Se eliminará «${r.titulo}».`}
        errorPorDefecto={mensajesActividad.errorGuardar}
      />
    </PaginaGestion>
  );
}
