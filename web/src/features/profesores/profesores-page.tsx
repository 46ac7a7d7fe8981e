import {
  desplazamientoLabels,
  ESTADOS_PROFESOR,
  horarioPreferidoLabels,
  listarProfesoresQuery,
  type Profesor,
} from '@escuela/shared/profesores/profesores.schemas';
import { Plus } from 'lucide-react';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { BarraFiltros } from '@/components/filtros/filtros';
import { opcionesDeEtiquetas } from '@/components/form/selector';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatoEuros } from '@/lib/formato-es';
import { ProfesorDialog } from './profesor-dialog';
import { useEliminarProfesor, useProfesores } from './profesores.queries';

const ESTADOS = opcionesDeEtiquetas(ESTADOS_PROFESOR, {
  todos: 'Todos',
  activos: 'Activos',
  inactivos: 'Inactivos',
});
/** The screen opens on active teachers; the endpoint's own default is all. */
const POR_DEFECTO = { estado: 'activos' };
const derecha = 'text-right whitespace-nowrap';

const COLUMNAS: Columna<Profesor>[] = [
  { titulo: 'Nombre', celda: (p) => p.nombre },
  { titulo: 'Apellidos', celda: (p) => p.apellidos },
  { titulo: 'Email', celda: (p) => p.email },
  { titulo: 'Teléfono', celda: (p) => p.telefono, celdaClassName: 'whitespace-nowrap' },
  { titulo: 'Horario', celda: (p) => horarioPreferidoLabels[p.horarioPreferido] },
  {
    titulo: 'Estado',
    celda: (p) =>
      p.activo ? <Badge variant="success">Activo</Badge> : <Badge variant="outline">Inactivo</Badge>,
  },
  { titulo: 'Salario', celda: (p) => `${formatoEuros(p.salario)}/h`, className: derecha },
  {
    titulo: 'Desplazamiento',
    celda: (p) => desplazamientoLabels[p.desplazamiento],
    celdaClassName: 'whitespace-nowrap',
  },
];

/** /profesores (admin): name search, Estado filter (default activos), table, create/edit dialog, delete. */
export function ProfesoresPage() {
  const { filtros, cambiar } = useFiltrosUrl(listarProfesoresQuery, { porDefecto: POR_DEFECTO });
  const { data, isPending, isError } = useProfesores(filtros);
  const eliminar = useEliminarProfesor();
  const crud = useCrudDialogos<Profesor>(eliminar.mutateAsync);
  const nombre = (p: Profesor) => `${p.nombre} ${p.apellidos}`;

  return (
    <PaginaGestion
      title="Profesores"
      actions={
        <Button onClick={() => crud.abrir(null)}>
          <Plus aria-hidden="true" />
          Nuevo Profesor
        </Button>
      }
    >
      <BarraFiltros
        filtros={filtros}
        cambiar={cambiar}
        buscar={{ id: 'profesores-buscar', etiqueta: 'Buscar por nombre' }}
        defs={[
          {
            tipo: 'select',
            clave: 'estado',
            id: 'profesores-estado',
            etiqueta: 'Estado',
            opciones: ESTADOS,
            className: 'sm:w-48',
          },
        ]}
      />
      <DataTable
        etiqueta="Profesores"
        columnas={COLUMNAS}
        filas={data}
        clave={(p) => p.id}
        cargando={isPending}
        error={isError}
        textoVacio="No se encontraron profesores con los criterios seleccionados"
        textoError="No se pudo cargar la información de profesores"
        fila={(p) => ({ className: p.activo ? undefined : 'bg-muted text-muted-foreground' })}
        acciones={(p) => (
          <AccionesFila
            nombre={nombre(p)}
            onEditar={() => crud.abrir(p)}
            onEliminar={() => crud.setBorrando(p)}
          />
        )}
      />
      <ProfesorDialog open={crud.dialogo} onOpenChange={crud.setDialogo} profesor={crud.editando} />
      <ConfirmDialog
        open={crud.borrando !== null}
        onOpenChange={(o) => !o && crud.setBorrando(null)}
        title="¿Está seguro de eliminar este profesor?"
        description={crud.borrando ? `Se eliminará a ${nombre(crud.borrando)}.` : undefined}
        onConfirm={crud.confirmarBorrado}
      />
    </PaginaGestion>
  );
}
