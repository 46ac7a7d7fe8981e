import { cursoLabel, letraLabel } from '@escuela/shared/padres/inscripcion';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CardContent, CardFooter } from '@/components/ui/card';
import { Cargando, ErrorCarga, Vacio, useToastSiFalla } from '../estado-carga';
import { useActividades, useAlumnos } from '../padres.queries';
import { rutaSeccion } from '../secciones';
import { AvisoRenovacion } from './renovacion';
import { TarjetaActividad } from './tarjeta-actividad';
import { SeccionPortal } from '../seccion-portal';
import { TarjetasHijos } from '../tarjetas-hijos';

const ERROR_ALUMNOS = 'No se pudo cargar la información de los alumnos';
const ERROR_ACTIVIDADES = 'No se pudo cargar la información de actividades';
const PROXIMAS = 3;

export function Inicio() {
  const alumnos = useAlumnos();
  const actividades = useActividades();
  useToastSiFalla(alumnos.isError, ERROR_ALUMNOS);
  useToastSiFalla(actividades.isError, ERROR_ACTIVIDADES);
  const proximas = actividades.data?.filter((a) => a.proxima) ?? [];

  return (
    <div className="space-y-8">
      <SeccionPortal id="inicio" titulo="Inicio">
        <AvisoRenovacion />
        {alumnos.isPending ? (
          <Cargando filas={2} />
        ) : alumnos.isError ? (
          <ErrorCarga>{ERROR_ALUMNOS}</ErrorCarga>
        ) : alumnos.data.length === 0 ? (
          <div className="space-y-3 text-center">
            <Vacio>No hay alumnos registrados</Vacio>
            <Button asChild>
              <Link to={rutaSeccion('inscribir')}>Inscribir alumno</Link>
            </Button>
          </div>
        ) : (
          <TarjetasHijos
            hijos={alumnos.data}
            titulo="h2"
            className="flex flex-col"
            cabecera={(a) => (
              <>
                <p className="text-sm text-muted-foreground">
                  {[cursoLabel(a.curso), letraLabel(a.letra)].filter(Boolean).join(' · ') ||
                    'Curso sin indicar'}
                </p>
                <p className="text-sm">{a.grupoNombre ?? 'Sin grupo asignado'}</p>
              </>
            )}
          >
            {(a) => (
              <>
                <CardContent className="flex-1">
                  <dl className="grid grid-cols-2 gap-3 text-center">
                    <div className="rounded-md bg-green-50 p-3">
                      <dt className="text-sm text-green-900">Asistencias</dt>
                      <dd className="text-2xl font-bold text-green-900">{a.asistencias}</dd>
                    </div>
                    <div className="rounded-md bg-red-50 p-3">
                      <dt className="text-sm text-red-900">Faltas</dt>
                      <dd className="text-2xl font-bold text-red-900">{a.faltas}</dd>
                    </div>
                  </dl>
                </CardContent>
                <CardFooter>
                  <Button variant="outline" className="w-full" asChild>
                    <Link to={rutaSeccion('asistencias')} aria-label={`Ver asistencias de ${a.nombre}`}>
                      Ver asistencias
                    </Link>
                  </Button>
                </CardFooter>
              </>
            )}
          </TarjetasHijos>
        )}
      </SeccionPortal>

      <section aria-labelledby="titulo-proximas" className="space-y-4">
        <h2 id="titulo-proximas" className="text-xl font-semibold">
          Próximas actividades
        </h2>
        {actividades.isPending ? (
          <Cargando filas={1} />
        ) : actividades.isError ? (
          <ErrorCarga>{ERROR_ACTIVIDADES}</ErrorCarga>
        ) : proximas.length === 0 ? (
          <Vacio>No hay actividades programadas</Vacio>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {proximas.slice(0, PROXIMAS).map((a) => (
                <li key={a.id}>
                  <TarjetaActividad actividad={a} conMaterial={false} />
                </li>
              ))}
            </ul>
            {proximas.length > PROXIMAS && (
              <Button variant="outline" asChild>
                <Link to={rutaSeccion('actividades')}>Ver todas las actividades</Link>
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
