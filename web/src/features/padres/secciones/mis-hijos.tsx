import { cursoLabel, letraLabel } from '@escuela/shared/padres/inscripcion';
import { Badge } from '@/components/ui/badge';
import { CardContent } from '@/components/ui/card';
import { SegunConsulta } from '../estado-carga';
import { useAlumnos, useMisInscripciones } from '../padres.queries';
import { ParteSeccion, SeccionPortal } from '../seccion-portal';
import { TarjetasHijos } from '../tarjetas-hijos';

const ERROR = 'No se pudo cargar la información de los alumnos';

/** The family's requests the office has not accepted yet, or turned down with a message (decision 040). */
function MisSolicitudes() {
  const { data } = useMisInscripciones();
  if (!data?.length) return null;
  return (
    <ParteSeccion id="solicitudes" titulo="Solicitudes de inscripción">
      <TarjetasHijos hijos={data} titulo="h3">
        {(i) => (
          <CardContent className="space-y-2 text-sm">
            <Badge variant={i.estado === 'rechazada' ? 'destructive' : 'accent'}>
              {i.estado === 'rechazada' ? 'No aceptada' : 'Pendiente de revisión'}
            </Badge>
            <p className="text-muted-foreground">{i.grupoNombre ?? 'Grupo no disponible'}</p>
            {i.mensaje && <p className="break-words whitespace-pre-line">{i.mensaje}</p>}
          </CardContent>
        )}
      </TarjetasHijos>
    </ParteSeccion>
  );
}

export function MisHijos() {
  const alumnos = useAlumnos();
  return (
    <SeccionPortal id="alumnos" titulo="Mis hijos">
      <SegunConsulta consulta={alumnos} error={ERROR} vacio="No hay alumnos registrados">
        {(hijos) => (
          <TarjetasHijos hijos={hijos} titulo="h2">
            {(a) => (
              <CardContent>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">Curso</dt>
                  <dd>{cursoLabel(a.curso) || '—'}</dd>
                  <dt className="text-muted-foreground">Letra</dt>
                  <dd>{letraLabel(a.letra) || '—'}</dd>
                  <dt className="text-muted-foreground">Grupo</dt>
                  <dd>{a.grupoNombre ?? 'Sin grupo asignado'}</dd>
                </dl>
              </CardContent>
            )}
          </TarjetasHijos>
        )}
      </SegunConsulta>
      <MisSolicitudes />
    </SeccionPortal>
  );
}
