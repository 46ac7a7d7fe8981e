import {
  estadoSesionLabels,
  type EstadoSesion,
  type OrdenSesion,
  type SesionFila,
} from '@escuela/shared/sesiones/sesiones.schemas';
import type { AusenciaStaff } from '@escuela/shared/ausencias/ausencias.schemas';
import { Link } from 'react-router';
import type { Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { formatoSesionCorta } from '@/lib/formato-es';

/** The attendance page of a session (spec §2: /asistencias/{sesionId}/{yyyy-MM-dd}). */
export const rutaAsistencia = (s: SesionFila) => `/asistencias/${s.id}/${s.fecha.slice(0, 10)}`;

const VARIANTE: Record<EstadoSesion, 'default' | 'success' | 'destructive' | 'secondary'> = {
  planificada: 'default',
  completada: 'success',
  cancelada: 'destructive',
  no_asignable: 'secondary',
};

/** Column title → the server's `sort` key: the list is paged, so the server sorts. */
export const ORDEN_DE_COLUMNA: Record<string, OrdenSesion> = {
  Fecha: 'fecha',
  Grupo: 'grupo',
  Nivel: 'nivel',
  Actividad: 'actividad',
  Estado: 'estado',
};
const sinOrdenLocal = () => 0;

function Materiales({ sesion, enlace }: { sesion: SesionFila; enlace: boolean }) {
  return (
    <div className="min-w-36 text-sm">
      <p>
        {sesion.numAlumnos} {sesion.numAlumnos === 1 ? 'alumno' : 'alumnos'}
      </p>
      {sesion.materiales.length > 0 && (
        <ul className="text-muted-foreground">
          {sesion.materiales.map((m) => (
            <li key={m.materialId}>
              {m.descripcion}: {m.cantidad}
            </li>
          ))}
        </ul>
      )}
      {enlace && (
        <Link
          to="/materiales-periodo"
          className="text-xs text-primary underline-offset-2 hover:underline"
          onClick={(e) => e.stopPropagation()}
        >
          Materiales por periodo
        </Link>
      )}
    </div>
  );
}

/** The families' absence notices of a session (issue 27): who and why. */
function FaltasAvisadas({ faltas }: { faltas: AusenciaStaff[] | undefined }) {
  if (!faltas?.length) return null;
  return (
    <ul className="min-w-32 text-xs text-muted-foreground">
      {faltas.map((f) => (
        <li key={f.alumnoId}>
          Falta avisada: {f.alumno} ({f.motivo})
        </li>
      ))}
    </ul>
  );
}

/** The /sesiones table; the date links to the attendance page (the whole row is clickable too). */
export function columnasSesiones(
  esAdmin: boolean,
  ausencias: ReadonlyMap<number, AusenciaStaff[]> = new Map(),
): Columna<SesionFila>[] {
  return [
    {
      titulo: 'Fecha',
      orden: sinOrdenLocal,
      celdaClassName: 'whitespace-nowrap',
      celda: (s) => (
        <Link
          to={rutaAsistencia(s)}
          className="hover:underline"
          aria-label={`${formatoSesionCorta(s.fecha)} · asistencia de ${s.grupo.nombre}`}
          onClick={(e) => e.stopPropagation()}
        >
          {formatoSesionCorta(s.fecha)}
        </Link>
      ),
    },
    {
      titulo: 'Grupo',
      orden: sinOrdenLocal,
      celda: (s) => (
        <>
          {s.grupo.nombre}
          {s.profesorSustituto && (
            <p className="text-xs text-muted-foreground">
              Sustituye: {s.profesorSustituto.nombre} {s.profesorSustituto.apellidos}
            </p>
          )}
        </>
      ),
    },
    {
      titulo: 'Nivel',
      orden: sinOrdenLocal,
      celda: (s) => s.nivel.nombre,
      className: 'hidden sm:table-cell',
    },
    {
      titulo: 'Actividad',
      orden: sinOrdenLocal,
      celda: (s) => s.actividad?.titulo ?? <span className="text-muted-foreground">Sin actividad</span>,
    },
    { titulo: 'Materiales', celda: (s) => <Materiales sesion={s} enlace={esAdmin} /> },
    {
      titulo: 'Estado',
      orden: sinOrdenLocal,
      celda: (s) => (
        <div className="space-y-1">
          <Badge variant={VARIANTE[s.estado]}>{estadoSesionLabels[s.estado]}</Badge>
          <FaltasAvisadas faltas={ausencias.get(s.id)} />
        </div>
      ),
    },
    {
      titulo: 'Obs.',
      className: 'hidden max-w-xs md:table-cell',
      celda: (s) => <span className="line-clamp-2 text-sm">{s.observaciones}</span>,
    },
  ];
}
