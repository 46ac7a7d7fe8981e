import {
  filtroPadresAdminSchema,
  mensajesAdminPadres as m,
  type PadreAdmin,
} from '@escuela/shared/admin-padres/admin-padres.schemas';
import { Eraser, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { BarraFiltros } from '@/components/filtros/filtros';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { opcionesDe } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable } from '@/components/tabla/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { MenuFila, columnasPadres, nombreCompleto } from './admin-padres-columnas';
import {
  useColegiosOpciones,
  useEliminarPadre,
  useEliminarPadres,
  usePadresAdmin,
} from './admin-padres.queries';
import { PadreDialog } from './padre-dialog';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

const CONSERVA = 'Sus alumnos se conservan, sin padre asignado.';

/** /admin-padres (admin): search, school filter, selection and bulk delete, row menu, create/edit dialog. */
export function AdminPadresPage() {
  const { filtros, cambiar } = useFiltrosUrl(filtroPadresAdminSchema);
  const { data, isPending, isError, error, isFetching } = usePadresAdmin(filtros);
  const colegios = opcionesDe(useColegiosOpciones().data ?? []);
  const eliminar = useEliminarPadre();
  const eliminarVarios = useEliminarPadres();
  const crud = useCrudDialogos<PadreAdmin>(eliminar.mutateAsync);
  const [marcados, setMarcados] = useState<ReadonlySet<number>>(new Set());
  const [confirmarVarios, setConfirmarVarios] = useState(false);

  useToastSiFalla(isError, errorMessage(error, m.errorObtener));

  // Only the rows on screen count as selected: a filter change hides the others from the bulk delete.
  const visibles = useMemo(() => (data ?? []).map((p) => p.id), [data]);
  const seleccion = visibles.filter((id) => marcados.has(id));
  const columnas = columnasPadres({
    todos: seleccion.length === 0 ? false : seleccion.length === visibles.length ? true : 'indeterminate',
    cambiarTodos: (marcar) => setMarcados(new Set(marcar ? visibles : [])),
    marcado: (id) => marcados.has(id),
    cambiar: (id, marcar) =>
      setMarcados((s) => {
        const n = new Set(s);
        if (marcar) n.add(id);
        else n.delete(id);
        return n;
      }),
  });

  const pedirBorrado = () => {
    if (seleccion.length === 0)
      toast({ title: 'Error', description: m.ningunoSeleccionado, variant: 'destructive' });
    else setConfirmarVarios(true);
  };
  const borrarSeleccion = async () => {
    await eliminarVarios.mutateAsync(seleccion);
    setMarcados(new Set());
  };

  return (
    <PaginaGestion
      title="Gestión de Padres/Tutores"
      actions={
        <>
          <Button variant="outline" onClick={pedirBorrado}>
            <Trash2 aria-hidden="true" />
            Eliminar seleccionados ({seleccion.length})
          </Button>
          <Button onClick={() => crud.abrir(null)}>
            <Plus aria-hidden="true" />
            Nuevo Padre/Tutor
          </Button>
        </>
      }
    >
      <BarraFiltros
        filtros={filtros}
        cambiar={cambiar}
        buscar={{ id: 'padres-buscar', etiqueta: 'Buscar', placeholder: 'Nombre, email o colegio' }}
        defs={[
          {
            tipo: 'select',
            clave: 'colegio',
            id: 'padres-colegio',
            etiqueta: 'Colegio',
            opciones: colegios,
            vacio: 'Todos los colegios',
            className: 'sm:w-64',
          },
        ]}
      >
        <Button variant="outline" onClick={() => cambiar({ search: null, colegio: null })}>
          <Eraser aria-hidden="true" />
          Limpiar filtros
        </Button>
      </BarraFiltros>
      <DataTable
        etiqueta="Padres/Tutores"
        columnas={columnas}
        filas={data}
        clave={(p) => p.id}
        cargando={isPending}
        error={isError}
        ocupado={isFetching}
        ordenInicial="Nombre"
        textoVacio="No se encontraron padres con los criterios seleccionados"
        textoError={m.errorObtener}
        acciones={(p) => (
          <MenuFila padre={p} onEditar={() => crud.abrir(p)} onEliminar={() => crud.setBorrando(p)} />
        )}
      />
      <PadreDialog
        open={crud.dialogo}
        onOpenChange={crud.setDialogo}
        padre={crud.editando}
        colegios={colegios}
      />
      <ConfirmDialog
        open={crud.borrando !== null}
        onOpenChange={(o) => !o && crud.setBorrando(null)}
        title="¿Está seguro de eliminar este padre?"
        description={
          crud.borrando
            ? `Se eliminará la cuenta de ${nombreCompleto(crud.borrando)} (${crud.borrando.email}). ${CONSERVA}`
            : undefined
        }
        onConfirm={crud.confirmarBorrado}
      />
      <ConfirmDialog
        open={confirmarVarios}
        onOpenChange={setConfirmarVarios}
        title="¿Está seguro de eliminar los padres seleccionados?"
        description={`Se eliminarán ${seleccion.length === 1 ? '1 padre' : `${seleccion.length} padres`} y sus cuentas. ${CONSERVA}`}
        onConfirm={borrarSeleccion}
      />
    </PaginaGestion>
  );
}
