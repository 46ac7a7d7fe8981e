import { Cargando, ErrorCarga, Vacio, useToastSiFalla } from '../estado-carga';
import { useActividades } from '../padres.queries';
import { TarjetaActividad } from './tarjeta-actividad';

const ERROR = 'No se pudo cargar la información de actividades';

export function Actividades() {
  const actividades = useActividades();
  useToastSiFalla(actividades.isError, ERROR);
  const proximas = actividades.data?.filter((a) => a.proxima) ?? [];
  const pasadas = actividades.data?.filter((a) => !a.proxima) ?? [];
  return (
    <section aria-labelledby="titulo-actividades" className="space-y-6">
      <h1 id="titulo-actividades" className="text-2xl font-bold tracking-tight">
        Actividades
      </h1>
      {actividades.isPending ? (
        <Cargando />
      ) : actividades.isError ? (
        <ErrorCarga>{ERROR}</ErrorCarga>
      ) : actividades.data.length === 0 ? (
        <Vacio>No hay actividades registradas</Vacio>
      ) : (
        [
          { titulo: 'Próximas actividades', lista: proximas },
          { titulo: 'Actividades realizadas', lista: pasadas },
        ]
          .filter((g) => g.lista.length > 0)
          .map((g) => (
            <div key={g.titulo} className="space-y-3">
              <h2 className="text-lg font-semibold">{g.titulo}</h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {g.lista.map((a) => (
                  <li key={a.id}>
                    <TarjetaActividad actividad={a} />
                  </li>
                ))}
              </ul>
            </div>
          ))
      )}
    </section>
  );
}
