import { mensajesMaterial, type Material } from '@escuela/shared/materiales/materiales.schemas';
import { CalendarRange, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { ConfirmarBorrado } from '@/components/crud/confirmar-borrado';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Button, buttonVariants } from '@/components/ui/button';
import { MaterialDialog } from './material-dialog';
import { useEliminarMaterial, useMateriales } from './materiales.queries';

const cantidad = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const disponibles = (m: Material) => m.total - m.en_uso;

const COLUMNAS: Columna<Material>[] = [
  { titulo: 'Descripción', celda: (m) => m.descripcion, orden: (m) => m.descripcion },
  { titulo: 'Total', celda: (m) => cantidad.format(m.total), orden: (m) => m.total, className: 'text-right' },
  {
    titulo: 'En Uso',
    celda: (m) => cantidad.format(m.en_uso),
    orden: (m) => m.en_uso,
    className: 'text-right',
  },
  {
    titulo: 'Disponibles',
    celda: (m) => cantidad.format(disponibles(m)),
    orden: disponibles,
    className: 'text-right',
  },
];

/** /materiales (admin): the robotics materials, with create, edit and delete. */
export function MaterialesPage() {
  const { data, isPending, isError } = useMateriales();
  const eliminar = useEliminarMaterial();
  const crud = useCrudDialogos<Material>(eliminar.mutateAsync);

  return (
    <PaginaGestion
      title="Materiales de Robótica"
      actions={
        <>
          <Link to="/materiales-periodo" className={buttonVariants({ variant: 'outline' })}>
            <CalendarRange aria-hidden="true" />
            Ver Periodos
          </Link>
          <Button onClick={() => crud.abrir(null)}>
            <Plus aria-hidden="true" />
            Nuevo Material
          </Button>
        </>
      }
    >
      <DataTable
        etiqueta="Materiales"
        columnas={COLUMNAS}
        filas={data}
        clave={(m) => m.id}
        cargando={isPending}
        error={isError}
        ordenInicial="Descripción"
        textoVacio="No hay materiales registrados"
        textoError="No se pudieron cargar los materiales"
        acciones={(m) => (
          <AccionesFila
            nombre={m.descripcion}
            onEditar={() => crud.abrir(m)}
            onEliminar={() => crud.setBorrando(m)}
          />
        )}
      />
      <MaterialDialog open={crud.dialogo} onOpenChange={crud.setDialogo} material={crud.editando} />
      <ConfirmarBorrado
        crud={crud}
        titulo="¿Está seguro de eliminar este material?"
        descripcion={(r) => `Se eliminará «${r.descripcion}».`}
        errorPorDefecto={mensajesMaterial.errorGuardar}
      />
    </PaginaGestion>
  );
}
