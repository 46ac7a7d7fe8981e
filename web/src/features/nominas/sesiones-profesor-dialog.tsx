/** The sessions a teacher's payroll row counted in the month (`GET /api/nominas/sesiones-profesor`). */
import {
  mensajesNomina,
  type NominasQuery,
  type SesionProfesorLinea,
} from '@escuela/shared/nominas/nominas.schemas';
import { estadoSesionLabels } from '@escuela/shared/sesiones/sesiones.schemas';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatoFecha } from '@/lib/formato-es';
import { etiquetaMes } from './meses';
import { useSesionesProfesor } from './nominas.queries';

const hora = (iso: string) => iso.slice(11, 16);

const asistencia = (a: boolean | null) =>
  a === null ? (
    <span className="text-muted-foreground">Sin registro</span>
  ) : a ? (
    <Badge variant="success">Asistió</Badge>
  ) : (
    <Badge variant="destructive">No asistió</Badge>
  );

const COLUMNAS: Columna<SesionProfesorLinea>[] = [
  {
    titulo: 'Fecha',
    celda: (s) => `${formatoFecha(s.fecha)} ${hora(s.fecha)}`,
    orden: (s) => s.fecha,
    celdaClassName: 'whitespace-nowrap',
  },
  { titulo: 'Grupo', celda: (s) => s.nombreGrupo },
  { titulo: 'Colegio', celda: (s) => s.nombreColegio },
  { titulo: 'Actividad', celda: (s) => s.nombreActividad ?? 'Sin actividad' },
  { titulo: 'Estado', celda: (s) => estadoSesionLabels[s.estado] },
  { titulo: 'Asistencia', celda: (s) => asistencia(s.asistencia) },
  { titulo: 'Observaciones', celda: (s) => s.observaciones },
];

export function SesionesProfesorDialog({
  profesor,
  filtros,
  onCerrar,
}: {
  profesor: { id: number; nombre: string } | null;
  filtros: NominasQuery;
  onCerrar: () => void;
}) {
  const { data, isPending, isError } = useSesionesProfesor(filtros, profesor?.id ?? null);
  return (
    <Dialog open={profesor !== null} onOpenChange={(o) => !o && onCerrar()}>
      <DialogContent className="sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Sesiones de {profesor?.nombre}</DialogTitle>
          <DialogDescription>{etiquetaMes(filtros.mes)}</DialogDescription>
        </DialogHeader>
        <DataTable
          etiqueta={`Sesiones de ${profesor?.nombre ?? ''}`}
          columnas={COLUMNAS}
          filas={data}
          clave={(s) => s.id}
          cargando={isPending}
          error={isError}
          textoVacio="No hay sesiones en este mes"
          textoError={mensajesNomina.errorSesiones}
          ordenInicial="Fecha"
        />
      </DialogContent>
    </Dialog>
  );
}
