import {
  ESTADOS_INSCRIPCION,
  estadoInscripcionLabels,
  listarInscripcionesQuery,
  mensajesInscripcion as textos,
  type CandidatoInscripcion,
  type InscripcionFila,
} from '@escuela/shared/inscripciones/inscripciones.schemas';
import { useEffect, useId, useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { camposDeFiltro, FiltroSelect } from '@/components/filtros/filtros';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { opcionesDeEtiquetas } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { Paginacion } from '@/components/tabla/paginacion';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api';
import {
  useAprobarInscripcion,
  useFusionarInscripcion,
  useInscripciones,
  useRechazarInscripcion,
} from './inscripciones.queries';
import { TarjetaInscripcion } from './tarjeta-inscripcion';

const FILTRO_ESTADO = opcionesDeEtiquetas(ESTADOS_INSCRIPCION, estadoInscripcionLabels);

function RechazarDialog({
  inscripcion,
  onCerrar,
}: {
  inscripcion: InscripcionFila | null;
  onCerrar: () => void;
}) {
  const rechazar = useRechazarInscripcion();
  const [mensaje, setMensaje] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    if (!inscripcion) return;
    if (!mensaje.trim()) return setError(textos.mensajeRechazo);
    rechazar.mutate(
      { id: inscripcion.id, mensaje },
      { onSuccess: onCerrar, onError: (err) => setError(errorMessage(err, textos.errorGuardar)) },
    );
  };
  return (
    <Dialogo
      open={inscripcion !== null}
      onOpenChange={(o) => !o && onCerrar()}
      titulo="Rechazar la inscripción"
      descripcion={
        inscripcion
          ? `La familia recibirá este mensaje por correo: por qué no se inscribe a ${inscripcion.solicitud.nombre} ${inscripcion.solicitud.apellidos}.`
          : ''
      }
    >
      <form onSubmit={enviar} noValidate className="space-y-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-mensaje`}>Mensaje para la familia</Label>
          <Textarea
            id={`${id}-mensaje`}
            value={mensaje}
            maxLength={1000}
            onChange={(e) => setMensaje(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onCerrar}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" disabled={rechazar.isPending}>
            {rechazar.isPending ? 'Enviando...' : 'Rechazar y enviar'}
          </Button>
        </div>
      </form>
    </Dialogo>
  );
}

/**
 * /inscripciones (admin decides, coordinador reads): parents' enrolments the matching could not settle,
 * with the students each resembles (decision 040).
 */
export function InscripcionesPage({ puedeDecidir }: { puedeDecidir: boolean }) {
  const { filtros, cambiar } = useFiltrosUrl(listarInscripcionesQuery);
  const campo = camposDeFiltro(filtros, cambiar);
  const { data, isPending, isError, error, isFetching } = useInscripciones(filtros);
  const aprobar = useAprobarInscripcion();
  const fusionar = useFusionarInscripcion();
  const [aprobando, setAprobando] = useState<InscripcionFila | null>(null);
  const [uniendo, setUniendo] = useState<{ i: InscripcionFila; c: CandidatoInscripcion } | null>(null);
  const [cambiarGrupo, setCambiarGrupo] = useState(true);
  const [rechazando, setRechazando] = useState<InscripcionFila | null>(null);
  const idCambiar = useId();

  const lista = data?.inscripciones;
  const paginacion = data?.paginacion;
  useEffect(() => {
    if (paginacion && paginacion.totalPaginas > 0 && paginacion.paginaActual > paginacion.totalPaginas) {
      cambiar({ page: paginacion.totalPaginas });
    }
  }, [paginacion, cambiar]);
  const otroGrupo =
    uniendo !== null &&
    uniendo.i.solicitud.grupo !== null &&
    uniendo.c.grupo?.id !== uniendo.i.solicitud.grupo.id;

  return (
    <PaginaGestion
      title="Inscripciones nuevas"
      description="Inscripciones de las familias que se parecen a un alumno que ya tenemos: apruébalas, únelas al alumno o recházalas"
    >
      <FiltroSelect
        id="filtro-estado-inscripcion"
        etiqueta="Estado"
        className="mb-4 sm:max-w-xs"
        {...campo('estado')}
        opciones={FILTRO_ESTADO}
      />
      {isError ? (
        <Alert variant="destructive">
          <AlertTitle>{textos.errorCargar}</AlertTitle>
          <AlertDescription>{errorMessage(error, textos.errorCargar)}</AlertDescription>
        </Alert>
      ) : isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Cargando inscripciones">
          {[0, 1].map((n) => (
            <Skeleton key={n} className="h-48 w-full" />
          ))}
        </div>
      ) : lista?.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          {filtros.estado === 'pendiente' ? 'No hay inscripciones pendientes' : 'No hay inscripciones'}
        </p>
      ) : (
        <div className="space-y-3" aria-busy={isFetching || undefined}>
          {lista?.map((i) => (
            <TarjetaInscripcion
              key={i.id}
              inscripcion={i}
              puedeDecidir={puedeDecidir}
              onAprobar={() => setAprobando(i)}
              onUnir={(c) => {
                setCambiarGrupo(true);
                setUniendo({ i, c });
              }}
              onRechazar={() => setRechazando(i)}
            />
          ))}
        </div>
      )}
      <Paginacion
        paginacion={paginacion}
        unidad={['inscripción', 'inscripciones']}
        onPagina={(page) => cambiar({ page })}
      />
      <ConfirmDialog
        open={aprobando !== null}
        onOpenChange={(o) => !o && setAprobando(null)}
        title="¿Aprobar como alumno nuevo?"
        description={
          aprobando
            ? `Se creará a ${aprobando.solicitud.nombre} ${aprobando.solicitud.apellidos} como alumno nuevo en ${aprobando.solicitud.grupo?.nombre ?? 'el grupo solicitado'}, vinculado a la familia.`
            : undefined
        }
        confirmLabel="Aprobar"
        busyLabel="Aprobando..."
        destructive={false}
        onConfirm={() => (aprobando ? aprobar.mutateAsync(aprobando.id) : undefined)}
      />
      <ConfirmDialog
        open={uniendo !== null}
        onOpenChange={(o) => !o && setUniendo(null)}
        title="¿Unir la inscripción a este alumno?"
        description={
          uniendo
            ? `${uniendo.c.nombre} ${uniendo.c.apellidos} quedará vinculado a la familia de ${uniendo.i.familia.nombre}; no se creará un alumno nuevo.`
            : undefined
        }
        confirmLabel="Unir"
        busyLabel="Uniendo..."
        destructive={false}
        onConfirm={() =>
          uniendo
            ? fusionar.mutateAsync({
                id: uniendo.i.id,
                alumnoId: uniendo.c.id,
                cambiarGrupo: otroGrupo && cambiarGrupo,
              })
            : undefined
        }
      >
        {otroGrupo && (
          <div className="flex items-center gap-2">
            <Checkbox
              id={idCambiar}
              checked={cambiarGrupo}
              onCheckedChange={(v) => setCambiarGrupo(v === true)}
            />
            <Label htmlFor={idCambiar} className="break-words">
              Cambiarlo desde hoy al grupo solicitado ({uniendo.i.solicitud.grupo!.nombre})
            </Label>
          </div>
        )}
      </ConfirmDialog>
      <RechazarDialog
        key={rechazando?.id ?? 0}
        inscripcion={rechazando}
        onCerrar={() => setRechazando(null)}
      />
    </PaginaGestion>
  );
}
