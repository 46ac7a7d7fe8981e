/**
 * The family decides, per child and type, on the current text of each consent (DESIGN.md §10): the
 * pending ones first, marked; every decision is a new record (who and when), so changing one is just
 * deciding again.
 */
import {
  titulosConsentimiento,
  VERSIONES_CONSENTIMIENTO,
  type TipoConsentimiento,
} from '@escuela/shared/consentimientos/textos';
import type {
  DecisionImagen,
  EstadoConsentimiento,
} from '@escuela/shared/consentimientos/consentimientos.schemas';
import type { AlumnoPadre } from '@escuela/shared/padres/padres.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useConsentimientosPadre, useGuardarConsentimiento } from '../consentimientos.queries';
import {
  Casilla,
  CasillasImagen,
  describirDecision,
  TextoConsentimiento,
} from '@/components/consentimientos/piezas';
import { formatoInstante } from '@/lib/formato-es';
import { Cargando, ErrorCarga, Vacio, useToastSiFalla } from '../estado-carga';
import { useAlumnos } from '../padres.queries';
import { SeccionPortal } from '../seccion-portal';

const ERROR = 'No se pudieron cargar los consentimientos';

function Decision({ hijo, estado }: { hijo: AlumnoPadre; estado: EstadoConsentimiento }) {
  const guardar = useGuardarConsentimiento();
  const tipo: TipoConsentimiento = estado.tipo;
  const idBase = `consentimiento-${hijo.id}-${tipo}`;
  const inicialImagen: DecisionImagen =
    estado.decision !== null && typeof estado.decision === 'object'
      ? estado.decision
      : { interno: false, familias: false, web: false };
  const [imagen, setImagen] = useState(inicialImagen);
  const [si, setSi] = useState(estado.decision === true);
  const enviar = () =>
    guardar.mutate({
      alumnoId: hijo.id,
      tipo,
      version: VERSIONES_CONSENTIMIENTO[tipo],
      decision: tipo === 'imagen' ? imagen : si,
    });
  const nombre = `${hijo.nombre} ${hijo.apellidos}`;
  return (
    <li className="space-y-3 border-t border-border pt-4 first:border-t-0 first:pt-0">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{titulosConsentimiento[tipo]}</h3>
        {estado.pendiente && <Badge variant="accent">Pendiente</Badge>}
      </div>
      <TextoConsentimiento tipo={tipo} id={`${idBase}-texto`} />
      <p className="text-sm text-muted-foreground">
        {estado.fecha
          ? `Última decisión (${formatoInstante(estado.fecha)}): ${describirDecision(estado.decision)}`
          : 'Aún no has decidido.'}
      </p>
      {tipo === 'imagen' ? (
        <CasillasImagen idBase={idBase} valor={imagen} cambiar={setImagen} describedBy={`${idBase}-texto`} />
      ) : (
        <Casilla
          id={`${idBase}-si`}
          etiqueta={tipo === 'privacidad' ? 'He leído y acepto el aviso de privacidad' : 'Lo autorizo'}
          marcada={si}
          cambiar={setSi}
          describedBy={`${idBase}-texto`}
        />
      )}
      <Button
        type="button"
        className="w-full sm:w-auto"
        disabled={guardar.isPending}
        aria-label={`Guardar decisión: ${titulosConsentimiento[tipo]} de ${nombre}`}
        onClick={enviar}
      >
        {guardar.isPending ? 'Guardando...' : 'Guardar decisión'}
      </Button>
    </li>
  );
}

export function Consentimientos() {
  const alumnos = useAlumnos();
  const estados = useConsentimientosPadre();
  useToastSiFalla(alumnos.isError || estados.isError, ERROR);
  return (
    <SeccionPortal
      id="consentimientos"
      titulo="Consentimientos"
      descripcion="Lee cada texto y decide por cada hijo o hija. Puedes cambiar tu decisión cuando quieras."
    >
      {alumnos.isPending || estados.isPending ? (
        <Cargando />
      ) : alumnos.isError || estados.isError ? (
        <ErrorCarga>{ERROR}</ErrorCarga>
      ) : !alumnos.data.length ? (
        <Vacio>No tienes alumnos registrados</Vacio>
      ) : (
        alumnos.data.map((hijo) => {
          const suyos = estados.data
            .filter((e) => e.alumnoId === hijo.id)
            .sort((a, b) => Number(b.pendiente) - Number(a.pendiente));
          return (
            <Card key={hijo.id} role="region" aria-labelledby={`consentimientos-titulo-${hijo.id}`}>
              <CardHeader className="pb-2">
                <CardTitle as="h2" id={`consentimientos-titulo-${hijo.id}`}>
                  {hijo.nombre} {hijo.apellidos}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="space-y-4">
                  {suyos.map((e) => (
                    <Decision key={`${e.tipo}-${e.fecha ?? ''}`} hijo={hijo} estado={e} />
                  ))}
                </ul>
              </CardContent>
            </Card>
          );
        })
      )}
    </SeccionPortal>
  );
}

/** The portal's banner: shown while any child has a consent to decide. */
export function AvisoConsentimientos({ ir }: { ir: string }) {
  const estados = useConsentimientosPadre();
  const pendientes = (estados.data ?? []).filter((e) => e.pendiente).length;
  if (!pendientes) return null;
  return (
    <div
      role="status"
      className="mb-4 flex flex-col gap-2 rounded-lg border border-amber-600/50 bg-amber-50 p-3 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {pendientes === 1
          ? 'Tienes 1 consentimiento pendiente de decidir.'
          : `Tienes ${pendientes} consentimientos pendientes de decidir.`}
      </p>
      <Button asChild size="sm" variant="outline" className="bg-background">
        <Link to={ir}>Revisar consentimientos</Link>
      </Button>
    </div>
  );
}
