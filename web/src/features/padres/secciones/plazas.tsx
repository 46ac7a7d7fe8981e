/**
 * «Plazas y bajas» (issue 26, decision 047): the family's live offers of a freed place (accept or
 * decline within 72 hours; the offer e-mail links here with `&oferta=id`), where its children wait, and a
 * baja request that shows the effective date (the terms' 15-day rule) before the family confirms.
 */
import { formatoInstante } from '@/lib/formato-es';
import { fechaEfectivaBaja } from '@escuela/shared/plazas/reglas';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormField } from '@/components/form/form-field';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Cargando, ListaConsulta, Vacio } from '../estado-carga';
import { claveDia, fechaCorta } from '../fechas';
import { ClasePrueba } from './prueba';
import {
  useAceptarOferta,
  useAlumnos,
  useEsperas,
  useOfertas,
  useRechazarOferta,
  useSolicitarBaja,
} from '../padres.queries';
import { ParteSeccion, SeccionPortal } from '../seccion-portal';
import { CampoHijo } from '../campo-hijo';

function Ofertas() {
  const ofertas = useOfertas();
  const aceptar = useAceptarOferta();
  const rechazar = useRechazarOferta();
  const [params] = useSearchParams();
  const destacada = Number(params.get('oferta'));
  const [rechazando, setRechazando] = useState<number | null>(null);
  const ocupado = aceptar.isPending || rechazar.isPending;
  return (
    <>
      <ListaConsulta
        consulta={ofertas}
        error="No se pudieron cargar las ofertas de plaza"
        vacio="No tienes ofertas de plaza pendientes."
        filas={1}
      >
        {(o) => (
          <Card className={o.id === destacada ? 'border-primary ring-2 ring-primary' : undefined}>
            <CardContent className="space-y-3 p-4">
              <p>
                Hay una plaza libre para <strong>{o.alumno.nombre}</strong> en el grupo{' '}
                <strong>{o.grupo.nombre}</strong>. La reservamos hasta el {formatoInstante(o.caduca)}.
              </p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button disabled={ocupado} onClick={() => aceptar.mutate(o.id)}>
                  Aceptar plaza
                </Button>
                <Button variant="outline" disabled={ocupado} onClick={() => setRechazando(o.id)}>
                  Rechazar
                </Button>
              </div>
            </CardContent>
          </Card>
        )}
      </ListaConsulta>
      <ConfirmDialog
        open={rechazando !== null}
        onOpenChange={(a) => !a && setRechazando(null)}
        title="¿Rechazar la plaza?"
        description="La ofreceremos a la siguiente familia de la lista de espera."
        confirmLabel="Rechazar plaza"
        onConfirm={() => rechazar.mutateAsync(rechazando!).then(() => setRechazando(null))}
      />
    </>
  );
}

function Esperas() {
  const esperas = useEsperas();
  return (
    <ListaConsulta
      consulta={{ ...esperas, data: esperas.data?.filter((e) => e.estado === 'esperando') }}
      error="No se pudo cargar la lista de espera"
      vacio="Ninguno de tus hijos está en una lista de espera."
      filas={1}
      className="space-y-2"
    >
      {(e) => (
        <Card>
          <CardContent className="p-4">
            <p className="font-medium">
              {e.alumno.nombre} · {e.grupo.nombre}
            </p>
            <p className="text-muted-foreground">Lista de espera · posición {e.posicion}</p>
          </CardContent>
        </Card>
      )}
    </ListaConsulta>
  );
}

function Baja() {
  const alumnos = useAlumnos();
  const solicitar = useSolicitarBaja();
  const hijos = (alumnos.data ?? [])
    .filter((a) => a.grupoId !== null)
    .map((a) => ({ valor: String(a.id), etiqueta: `${a.nombre} · ${a.grupoNombre}` }));
  const [alumnoId, setAlumnoId] = useState('');
  const [fecha, setFecha] = useState('');
  const [confirmando, setConfirmando] = useState(false);
  const hoy = claveDia(new Date());
  const efectiva = fecha ? fechaEfectivaBaja(hoy, fecha) : null;
  if (alumnos.isPending) return <Cargando filas={1} />;
  if (hijos.length === 0) return <Vacio>No tienes hijos inscritos en ningún grupo.</Vacio>;
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:grid-cols-2">
        <CampoHijo id="baja-alumno" valor={alumnoId} onCambio={setAlumnoId} opciones={hijos} />
        <FormField label="Fecha de la baja" id="baja-fecha">
          <EntradaFecha id="baja-fecha" valor={fecha} onCambio={setFecha} min={hoy} />
        </FormField>
        <p className="sm:col-span-2" aria-live="polite">
          {efectiva
            ? `La baja será efectiva el ${fechaCorta(efectiva)}: las bajas se solicitan con al menos 15 días de antelación al siguiente mes de cobro.`
            : 'Elige la fecha para ver cuándo será efectiva la baja.'}
        </p>
        <div className="sm:col-span-2">
          <Button
            variant="destructive"
            className="w-full sm:w-auto"
            disabled={!alumnoId || !efectiva || solicitar.isPending}
            onClick={() => setConfirmando(true)}
          >
            Solicitar baja
          </Button>
        </div>
        <ConfirmDialog
          open={confirmando}
          onOpenChange={setConfirmando}
          title="¿Confirmar la baja?"
          description={
            efectiva
              ? `Será efectiva el ${fechaCorta(efectiva)}. Hasta entonces seguirá en su grupo.`
              : undefined
          }
          confirmLabel="Confirmar baja"
          onConfirm={() =>
            solicitar.mutateAsync({ alumnoId: Number(alumnoId), fecha }).then(() => {
              setConfirmando(false);
              setAlumnoId('');
              setFecha('');
            })
          }
        />
      </CardContent>
    </Card>
  );
}

const PARTES = [
  { id: 'ofertas', titulo: 'Ofertas de plaza', Contenido: Ofertas },
  { id: 'esperas', titulo: 'Lista de espera', Contenido: Esperas },
  { id: 'prueba', titulo: 'Clase de prueba', Contenido: ClasePrueba },
  { id: 'baja', titulo: 'Solicitar una baja', Contenido: Baja },
];

export function Plazas() {
  return (
    <SeccionPortal id="plazas" titulo="Plazas y bajas" className="space-y-6">
      {PARTES.map(({ id, titulo, Contenido }) => (
        <ParteSeccion key={id} id={id} titulo={titulo}>
          <Contenido />
        </ParteSeccion>
      ))}
    </SeccionPortal>
  );
}
