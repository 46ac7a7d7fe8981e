import type { Colegio } from '@escuela/shared/colegios/colegios.schemas';
import { Plus } from 'lucide-react';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth';
import { ColegioDialog } from './colegio-dialog';
import { useColegios, useEliminarColegio } from './colegios.queries';

const COLUMNAS: Columna<Colegio>[] = [
  { titulo: 'Nombre', celda: (c) => c.nombre },
  { titulo: 'Alias', celda: (c) => c.alias },
  { titulo: 'Dirección', celda: (c) => c.direccion },
  { titulo: 'Teléfono', celda: (c) => c.telefono, celdaClassName: 'whitespace-nowrap' },
  { titulo: 'Contacto', celda: (c) => c.contactoResponsable },
];

/** /colegios: admin full CRUD; coordinador reads all; a teacher reads the schools of their groups. */
export function ColegiosPage() {
  const { user } = useAuth();
  const esAdmin = user?.rol === 'admin';
  const { data, isPending, isError } = useColegios();
  const eliminar = useEliminarColegio();
  const crud = useCrudDialogos<Colegio>(eliminar.mutateAsync);

  return (
    <PaginaGestion
      title="Colegios"
      description={user?.rol === 'profesor' ? 'Colegios donde tienes grupos asignados' : undefined}
      actions={
        esAdmin && (
          <Button onClick={() => crud.abrir(null)}>
            <Plus aria-hidden="true" />
            Nuevo Colegio
          </Button>
        )
      }
    >
      <DataTable
        etiqueta="Colegios"
        columnas={COLUMNAS}
        filas={data}
        clave={(c) => c.id}
        cargando={isPending}
        error={isError}
        textoVacio="No hay colegios registrados"
        textoError="No se pudo cargar la información de colegios"
        acciones={
          esAdmin
            ? (c) => (
                <AccionesFila
                  nombre={c.nombre}
                  onEditar={() => crud.abrir(c)}
                  onEliminar={() => crud.setBorrando(c)}
                />
              )
            : undefined
        }
      />
      {esAdmin && (
        <>
          <ColegioDialog open={crud.dialogo} onOpenChange={crud.setDialogo} colegio={crud.editando} />
          <ConfirmDialog
            open={crud.borrando !== null}
            onOpenChange={(o) => !o && crud.setBorrando(null)}
            title="¿Está seguro de eliminar este colegio?"
            description={crud.borrando ? `Se eliminará «${crud.borrando.nombre}».` : undefined}
            onConfirm={crud.confirmarBorrado}
          />
        </>
      )}
    </PaginaGestion>
  );
}
