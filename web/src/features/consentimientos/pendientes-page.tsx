/**
 * "Consentimientos pendientes" (the office): students in alta whose family has something to decide (never
 * asked, a text changed, or the child turned 14). The family decides in the portal; the office sees who
 * to remind, and whether the student has a family account at all.
 */
import type { PendienteAlumno } from '@escuela/shared/consentimientos/consentimientos.schemas';
import { titulosConsentimiento } from '@escuela/shared/consentimientos/textos';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';
import { usePendientesConsentimiento } from './consentimientos.queries';

const ERROR = 'No se pudieron cargar los consentimientos pendientes';

const COLUMNAS: Columna<PendienteAlumno>[] = [
  { titulo: 'Alumno', celda: (p) => `${p.nombre} ${p.apellidos}` },
  { titulo: 'Grupo', celda: (p) => p.grupoNombre ?? 'Sin grupo' },
  {
    titulo: 'Pendiente',
    celda: (p) => (
      <span className="flex flex-wrap gap-1">
        {p.tipos.map((t) => (
          <Badge key={t} variant="accent">
            {titulosConsentimiento[t]}
          </Badge>
        ))}
      </span>
    ),
  },
  {
    titulo: 'Familia',
    celda: (p) => (p.tienePadre ? 'Con cuenta en el portal' : 'Sin cuenta: pedir que se registre'),
  },
];

export function PendientesPage() {
  const { data, isPending, isError } = usePendientesConsentimiento();
  useToastSiFalla(isError, ERROR);
  return (
    <PaginaGestion
      title="Consentimientos pendientes"
      description="Las familias deciden en su portal, donde ven un aviso mientras tengan algo pendiente."
    >
      <DataTable
        etiqueta="Consentimientos pendientes"
        columnas={COLUMNAS}
        filas={data}
        clave={(p) => p.alumnoId}
        cargando={isPending}
        error={isError}
        textoVacio="No hay consentimientos pendientes"
        textoError={ERROR}
      />
    </PaginaGestion>
  );
}
