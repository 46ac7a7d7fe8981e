import { mensajesDistancia, type Distancia } from '@escuela/shared/distancias/distancias.schemas';
import { Plus } from 'lucide-react';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatoDecimal } from '@/lib/formato-es';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';
import { DistanciaDialog } from './distancia-dialog';
import {
  useColegiosDistancia,
  useDistancias,
  useEliminarDistancia,
  useProfesoresDistancia,
} from './distancias.queries';

const profesor = (d: Distancia) => `${d.profesor.nombre} ${d.profesor.apellidos}`;
const nombre = (d: Distancia) => `${profesor(d)} - ${d.colegio.nombre}`;
const direccion = (d: string | null) => d || 'No disponible';

const COLUMNAS: Columna<Distancia>[] = [
  { titulo: 'Profesor', celda: profesor, orden: profesor },
  { titulo: 'Colegio', celda: (d) => d.colegio.nombre, orden: (d) => d.colegio.nombre },
  {
    titulo: 'Direcciones',
    celda: (d) => (
      <dl className="grid min-w-48 gap-1 text-xs">
        <div>
          <dt className="inline font-medium">Profesor: </dt>
          <dd className="inline">{direccion(d.profesor.direccion)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Colegio: </dt>
          <dd className="inline">{direccion(d.colegio.direccion)}</dd>
        </div>
      </dl>
    ),
  },
  {
    titulo: 'Kilómetros',
    celda: (d) => `${formatoDecimal(d.kilometros, 2)} km`,
    orden: (d) => d.kilometros,
    className: 'text-right whitespace-nowrap tabular-nums',
  },
];

/** /distancias (admin; the route shows other staff its denial): custom teacher–school distances. */
export function DistanciasPage() {
  const { data, isPending, isError } = useDistancias();
  const profesores = useProfesoresDistancia();
  const colegios = useColegiosDistancia();
  const eliminar = useEliminarDistancia();
  const crud = useCrudDialogos<Distancia>(eliminar.mutateAsync);
  useToastSiFalla(isError, mensajesDistancia.errorCargar);
  useToastSiFalla(profesores.isError, 'No se pudieron cargar los profesores');
  useToastSiFalla(colegios.isError, 'No se pudieron cargar los colegios');

  return (
    <PaginaGestion
      title="Distancias Personalizadas"
      actions={
        <Button onClick={() => crud.abrir(null)}>
          <Plus aria-hidden="true" />
          Nueva Distancia
        </Button>
      }
    >
      <DataTable
        etiqueta="Distancias personalizadas"
        columnas={COLUMNAS}
        filas={data}
        clave={(d) => d.id}
        cargando={isPending}
        error={isError}
        textoCargando="Cargando distancias..."
        textoVacio="No hay distancias personalizadas registradas"
        textoError={mensajesDistancia.errorCargar}
        ordenInicial="Profesor"
        acciones={(d) => (
          <AccionesFila
            nombre={nombre(d)}
            onEditar={() => crud.abrir(d)}
            onEliminar={() => crud.setBorrando(d)}
          />
        )}
      />
      <DistanciaDialog
        open={crud.dialogo}
        onOpenChange={crud.setDialogo}
        distancia={crud.editando}
        profesores={profesores.data ?? []}
        colegios={colegios.data ?? []}
      />
      <ConfirmDialog
        open={crud.borrando !== null}
        onOpenChange={(o) => !o && crud.setBorrando(null)}
        title="Confirmar eliminación"
        description={
          crud.borrando
            ? `¿Está seguro de eliminar la distancia entre ${profesor(crud.borrando)} y ${crud.borrando.colegio.nombre}?`
            : undefined
        }
        onConfirm={crud.confirmarBorrado}
      />
    </PaginaGestion>
  );
}
