import {
  FILTROS_LEIDOS,
  listarMensajesQuery,
  mensajesMensajesContacto as textos,
  type MensajeContacto,
} from '@escuela/shared/mensajes-contacto/mensajes-contacto.schemas';
import { useEffect, useState } from 'react';
import { camposDeFiltro, FiltroSelect } from '@/components/filtros/filtros';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { opcionesDeEtiquetas } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { Paginacion } from '@/components/tabla/paginacion';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useEliminarMensaje, useMarcarLeido, useMensajesContacto } from './mensajes-contacto.queries';
import { TarjetaMensaje } from './tarjeta-mensaje';
import { VerMensajeDialog } from './ver-mensaje-dialog';

const FILTRO_LEIDOS = opcionesDeEtiquetas(FILTROS_LEIDOS, { todos: 'Todos', no: 'No leídos', si: 'Leídos' });

/** /mensajes-contacto (admin): the public form's messages as cards, ten a page, filtered by read state. */
export function MensajesContactoPage() {
  const { filtros, cambiar } = useFiltrosUrl(listarMensajesQuery);
  const campo = camposDeFiltro(filtros, cambiar);
  const { data, isPending, isError, error, isFetching } = useMensajesContacto(filtros);
  const marcar = useMarcarLeido();
  const eliminar = useEliminarMensaje();
  const [abierto, setAbierto] = useState<MensajeContacto | null>(null);
  const [borrando, setBorrando] = useState<MensajeContacto | null>(null);

  const alternar = (m: MensajeContacto, leido = !m.leido) =>
    marcar.mutate(
      { id: m.id, leido },
      { onSuccess: () => setAbierto((a) => (a?.id === m.id ? { ...a, leido } : a)) },
    );
  const ver = (m: MensajeContacto) => {
    setAbierto(m);
    // Spec §4: opening an unread message marks it read.
    if (!m.leido) alternar(m, true);
  };
  const mensajes = data?.data.mensajes;
  const paginacion = data?.data.paginacion;
  // A page emptied by deletes (or an old link) past the last one goes to the last page.
  useEffect(() => {
    if (paginacion && paginacion.totalPaginas > 0 && paginacion.paginaActual > paginacion.totalPaginas) {
      cambiar({ page: paginacion.totalPaginas });
    }
  }, [paginacion, cambiar]);

  return (
    <PaginaGestion
      title="Mensajes de Contacto"
      description="Mensajes recibidos desde el formulario de contacto"
    >
      <FiltroSelect
        id="filtro-leidos"
        etiqueta="Estado"
        className="mb-4 sm:max-w-xs"
        {...campo('leidos')}
        opciones={FILTRO_LEIDOS}
      />
      {isError ? (
        <Alert variant="destructive">
          <AlertTitle>{textos.errorCargar}</AlertTitle>
          <AlertDescription>{errorMessage(error, textos.errorCargarGenerico)}</AlertDescription>
        </Alert>
      ) : isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Cargando mensajes">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 w-full" />
          ))}
        </div>
      ) : mensajes?.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No hay mensajes</p>
      ) : (
        <div className="space-y-3" aria-busy={isFetching || undefined}>
          {mensajes?.map((m) => (
            <TarjetaMensaje
              key={m.id}
              mensaje={m}
              onVer={() => ver(m)}
              onAlternarLeido={() => alternar(m)}
              onEliminar={() => setBorrando(m)}
            />
          ))}
        </div>
      )}
      <Paginacion
        paginacion={paginacion}
        unidad={['mensaje', 'mensajes']}
        onPagina={(page) => cambiar({ page })}
      />
      <VerMensajeDialog
        mensaje={abierto}
        onCerrar={() => setAbierto(null)}
        onAlternarLeido={(m) => alternar(m)}
        onEliminar={setBorrando}
        ocupado={marcar.isPending}
      />
      <ConfirmDialog
        open={borrando !== null}
        onOpenChange={(o) => !o && setBorrando(null)}
        title="¿Está seguro de eliminar este mensaje?"
        description={
          borrando ? `Se eliminará el mensaje «${borrando.asunto}» de ${borrando.nombre}.` : undefined
        }
        onConfirm={async () => {
          if (!borrando) return;
          await eliminar.mutateAsync(borrando.id);
          setAbierto((a) => (a?.id === borrando.id ? null : a));
        }}
      />
    </PaginaGestion>
  );
}
