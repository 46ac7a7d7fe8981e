import { SegunConsulta } from '../estado-carga';
import { useActividades } from '../padres.queries';
import { TarjetaActividad } from './tarjeta-actividad';
import { SeccionPortal } from '../seccion-portal';

const ERROR = 'No se pudo cargar la información de actividades';

export function Actividades() {
  const actividades = useActividades();
  const proximas = actividades.data?.filter((a) => a.proxima) ?? [];
  const pasadas = actividades.data?.filter((a) => !a.proxima) ?? [];
  return (
    <SeccionPortal id="actividades" titulo="Actividades" className="space-y-6">
      <SegunConsulta consulta={actividades} error={ERROR} vacio="No hay actividades registradas">
        {() =>
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
        }
      </SegunConsulta>
    </SeccionPortal>
  );
}
