/** Safeguarding data per child in the portal (DESIGN.md §10): the family keeps it up to date. */
import type { AlumnoPadre } from '@escuela/shared/padres/padres.schemas';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useGuardarSalvaguardaHijo, useSalvaguardaHijo } from '../consentimientos.queries';
import { SalvaguardaForm } from '@/components/consentimientos/salvaguarda-form';
import { Cargando, ErrorCarga, Vacio, useToastSiFalla } from '../estado-carga';
import { useAlumnos } from '../padres.queries';
import { SeccionPortal } from '../seccion-portal';

const ERROR = 'No se pudieron cargar los datos de salud y recogida';

function DeHijo({ hijo }: { hijo: AlumnoPadre }) {
  const datos = useSalvaguardaHijo(hijo.id);
  const guardar = useGuardarSalvaguardaHijo(hijo.id);
  useToastSiFalla(datos.isError, ERROR);
  const nombre = `${hijo.nombre} ${hijo.apellidos}`;
  return (
    <Card role="region" aria-labelledby={`salud-titulo-${hijo.id}`}>
      <CardHeader className="pb-2">
        <CardTitle as="h2" id={`salud-titulo-${hijo.id}`}>
          {nombre}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {datos.isPending ? (
          <Cargando filas={1} />
        ) : datos.isError ? (
          <ErrorCarga>{ERROR}</ErrorCarga>
        ) : (
          <SalvaguardaForm
            key={datos.data.actualizadoAt ?? 'nuevo'}
            idBase={`salud-${hijo.id}`}
            nombre={nombre}
            inicial={datos.data}
            guardar={(d) => guardar.mutateAsync(d)}
          />
        )}
      </CardContent>
    </Card>
  );
}

export function Salud() {
  const alumnos = useAlumnos();
  useToastSiFalla(alumnos.isError, 'No se pudo cargar la información de los alumnos');
  return (
    <SeccionPortal
      id="salud"
      titulo="Salud y recogida"
      descripcion="Alergias, qué hacer si ocurre algo y quién puede recoger a tu hijo o hija. Lo ve su profesor en la lista de clase."
    >
      {alumnos.isPending ? (
        <Cargando />
      ) : alumnos.isError ? (
        <ErrorCarga>No se pudo cargar la información de los alumnos</ErrorCarga>
      ) : !alumnos.data.length ? (
        <Vacio>No tienes alumnos registrados</Vacio>
      ) : (
        alumnos.data.map((hijo) => <DeHijo key={hijo.id} hijo={hijo} />)
      )}
    </SeccionPortal>
  );
}
