import type { ListaSupresiones, SolicitudSupresion } from '@escuela/shared/derechos/derechos.schemas';
import { useState } from 'react';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAbrirSupresion, useEjecutarSupresion, useSupresiones } from './derechos.queries';

type Familia = ListaSupresiones['retencion']['familias'][number];

const fecha = (iso: string | null) => (iso ? iso.slice(0, 10).split('-').reverse().join('/') : '—');

/** /supresiones (admin): erasure requests with their legal due date, and the retention rule's list (decision 046). */
export function SupresionesPage() {
  const { data, isPending, isError } = useSupresiones();
  const ejecutar = useEjecutarSupresion();
  const abrir = useAbrirSupresion();
  const [ejecutando, setEjecutando] = useState<SolicitudSupresion | null>(null);
  const hoy = new Date().toISOString().slice(0, 10);

  const columnas: Columna<SolicitudSupresion>[] = [
    { titulo: 'Familia', celda: (s) => s.familia?.nombre ?? '—' },
    {
      titulo: 'Origen',
      celda: (s) => (s.origen === 'familia' ? 'Pedida por la familia' : 'Regla de retención'),
    },
    { titulo: 'Solicitada', celda: (s) => fecha(s.solicitadaAt) },
    {
      titulo: 'Fecha límite',
      celda: (s) => (
        <span className="flex flex-wrap items-center gap-2">
          {fecha(s.fechaLimite)}
          {s.estado === 'pendiente' && s.fechaLimite < hoy && <Badge variant="destructive">Vencida</Badge>}
        </span>
      ),
    },
    {
      titulo: 'Estado',
      celda: (s) =>
        s.estado === 'pendiente' ? (
          <Badge variant="secondary">Pendiente</Badge>
        ) : (
          `Ejecutada el ${fecha(s.ejecutadaAt)}${s.ejecutadaPor ? ` por ${s.ejecutadaPor}` : ''}`
        ),
    },
  ];
  const columnasRetencion: Columna<Familia>[] = [
    { titulo: 'Familia', celda: (f) => f.nombre },
    { titulo: 'Última actividad', celda: (f) => fecha(f.ultimaActividad) },
  ];

  return (
    <PaginaGestion
      className="space-y-6"
      title="Supresión de datos"
      description="Solicitudes de supresión de las familias (plazo legal: un mes) y familias sin alumnos activos que la regla de retención propone anonimizar."
    >
      <DataTable
        etiqueta="Solicitudes de supresión"
        columnas={columnas}
        filas={data?.solicitudes}
        clave={(s) => s.id}
        cargando={isPending}
        error={isError}
        textoVacio="No hay solicitudes de supresión"
        textoError="No se pudieron cargar las solicitudes"
        acciones={(s) =>
          s.estado === 'pendiente' ? (
            <Button size="sm" variant="destructive" onClick={() => setEjecutando(s)}>
              Ejecutar
            </Button>
          ) : null
        }
      />
      <div className="space-y-2">
        <h2 className="text-lg font-semibold">Regla de retención</h2>
        <p className="text-sm text-muted-foreground">
          {data
            ? `Familias sin ningún alumno activo desde antes del ${fecha(data.retencion.corte)} (${data.retencion.meses} meses, se cambia en Ajustes).`
            : 'Familias sin alumnos activos durante el plazo configurado.'}
        </p>
        <DataTable
          etiqueta="Familias para anonimizar"
          columnas={columnasRetencion}
          filas={data?.retencion.familias}
          clave={(f) => f.padreId}
          cargando={isPending}
          error={isError}
          textoVacio="Ninguna familia cumple la regla de retención"
          textoError="No se pudo cargar la regla de retención"
          acciones={(f) => (
            <Button
              size="sm"
              variant="outline"
              disabled={abrir.isPending}
              onClick={() => abrir.mutate(f.padreId)}
            >
              Abrir solicitud
            </Button>
          )}
        />
      </div>
      <ConfirmDialog
        open={ejecutando !== null}
        onOpenChange={(o) => !o && setEjecutando(null)}
        title="¿Ejecutar la supresión?"
        description={
          ejecutando
            ? `Se anonimizarán los datos de «${ejecutando.familia?.nombre ?? ''}» y de sus hijos, y su cuenta quedará desactivada. Los recibos se conservan sin nombre. No se puede deshacer.`
            : undefined
        }
        confirmLabel="Ejecutar supresión"
        destructive
        onConfirm={async () => {
          if (ejecutando) await ejecutar.mutateAsync(ejecutando.id);
        }}
      />
    </PaginaGestion>
  );
}
