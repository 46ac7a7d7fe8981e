/**
 * /renovaciones (admin): the school-year renewal (issue 26, decision 052). Open it for next school year with
 * a deadline, follow the families' answers per group, send reminders, and close the school year (the
 * year-end transition) after a confirmation.
 */
import { cursoEscolarDe } from '@escuela/shared/sesiones/fechas';
import { hoyISO } from '@escuela/shared/common/campos';
import { textoDeFechaEs } from '@escuela/shared/common/entrada-es';
import {
  abrirRenovacionSchema,
  etiquetaCursoEscolar,
  type Renovacion,
  type RecuentoGrupo,
} from '@escuela/shared/renovaciones/renovaciones.schemas';
import { useState } from 'react';
import { CampoFecha } from '@/components/form/campo-fecha';
import { CampoSelect } from '@/components/form/campos';
import { FormDialog } from '@/components/form/form-dialog';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  useAbrirRenovacion,
  useCerrarRenovacion,
  useRecordatorioRenovacion,
  useRenovaciones,
} from './renovaciones.queries';

const numero = 'text-right tabular-nums';
const columnas: Columna<RecuentoGrupo>[] = [
  { titulo: 'Grupo', celda: (g) => g.grupo.nombre, orden: (g) => g.grupo.nombre },
  { titulo: 'Colegio', celda: (g) => g.colegio, orden: (g) => g.colegio },
  { titulo: 'Confirmados', celda: (g) => g.confirmados, orden: (g) => g.confirmados, className: numero },
  { titulo: 'Rechazados', celda: (g) => g.rechazados, orden: (g) => g.rechazados, className: numero },
  { titulo: 'Sin respuesta', celda: (g) => g.sinRespuesta, orden: (g) => g.sinRespuesta, className: numero },
  {
    titulo: 'Sin grupo propuesto',
    celda: (g) => g.sinGrupoPropuesto,
    orden: (g) => g.sinGrupoPropuesto,
    className: numero,
  },
];

const suma = (grupos: readonly RecuentoGrupo[], campo: keyof Omit<RecuentoGrupo, 'grupo' | 'colegio'>) =>
  grupos.reduce((n, g) => n + g[campo], 0);

function Recuentos({ renovacion, cargando }: { renovacion: Renovacion | undefined; cargando: boolean }) {
  const grupos = renovacion?.grupos;
  return (
    <DataTable
      etiqueta="Respuestas por grupo"
      columnas={columnas}
      filas={grupos}
      clave={(g) => g.grupo.id}
      cargando={cargando}
      textoVacio="No hay alumnos en esta renovación"
      textoError="No se pudieron cargar las respuestas"
      pie={
        grupos && grupos.length > 0
          ? [
              'Total',
              '',
              suma(grupos, 'confirmados'),
              suma(grupos, 'rechazados'),
              suma(grupos, 'sinRespuesta'),
              suma(grupos, 'sinGrupoPropuesto'),
            ]
          : undefined
      }
    />
  );
}

export function RenovacionesPage() {
  const { data, isPending, isError } = useRenovaciones();
  const abrir = useAbrirRenovacion();
  const recordar = useRecordatorioRenovacion();
  const cerrar = useCerrarRenovacion();
  const [abriendo, setAbriendo] = useState(false);
  const [cerrando, setCerrando] = useState(false);
  const hoy = hoyISO();
  const actual = cursoEscolarDe(hoy);
  const cursos = [actual, actual + 1].map((c) => ({ valor: String(c), etiqueta: etiqueta(c) }));
  const renovacion = data?.find((r) => r.estado === 'abierta') ?? data?.[0];
  const abierta = renovacion?.estado === 'abierta' ? renovacion : undefined;

  return (
    <PaginaGestion
      className="space-y-6"
      title="Renovación de curso"
      description="Las familias confirman en el portal si cada hijo continúa el curso siguiente. Al cerrar el curso, quien no confirmó pasa a baja y quien confirmó pasa a su grupo propuesto (o a su lista de espera si está completo)."
      actions={
        <Button onClick={() => setAbriendo(true)} disabled={isPending || abierta !== undefined}>
          Abrir renovación
        </Button>
      }
    >
      {isError ? (
        <p role="alert" className="text-destructive">
          No se pudieron cargar las renovaciones
        </p>
      ) : !isPending && !renovacion ? (
        <p className="text-muted-foreground">
          Aún no se ha abierto ninguna renovación. Ábrela antes de terminar el curso para que las familias
          confirmen sus plazas.
        </p>
      ) : (
        <div className="space-y-4">
          {renovacion && (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="space-y-1">
                <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold">
                  Curso {etiquetaCursoEscolar(renovacion.curso)}
                  <Badge variant={abierta ? 'default' : 'secondary'}>{abierta ? 'Abierta' : 'Cerrada'}</Badge>
                </h2>
                <p className="text-sm text-muted-foreground">
                  Fecha límite: {textoDeFechaEs(renovacion.fechaLimite)}
                  {renovacion.cerradaAt && ` · Cerrada el ${textoDeFechaEs(renovacion.cerradaAt)}`}
                </p>
              </div>
              {abierta && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    disabled={recordar.isPending}
                    onClick={() => recordar.mutate(abierta.id)}
                  >
                    Enviar recordatorio
                  </Button>
                  <Button variant="destructive" onClick={() => setCerrando(true)}>
                    Cerrar curso
                  </Button>
                </div>
              )}
            </div>
          )}
          <Recuentos renovacion={renovacion} cargando={isPending} />
        </div>
      )}
      <FormDialog
        open={abriendo}
        onOpenChange={setAbriendo}
        titulo="Abrir renovación"
        descripcion="Cada familia recibirá un correo con el grupo propuesto para cada hijo y podrá confirmar en el portal hasta la fecha límite."
        registro={null}
        schema={abrirRenovacionSchema}
        valores={{ curso: actual + 1, fechaLimite: '' }}
        guardar={(datos) => abrir.mutateAsync(datos)}
      >
        {({ control }) => (
          <>
            <CampoSelect
              control={control}
              name="curso"
              label="Curso escolar"
              id="renovacion-curso"
              opciones={cursos}
              numerico
              required
            />
            <CampoFecha
              control={control}
              name="fechaLimite"
              label="Fecha límite"
              id="renovacion-fecha-limite"
              min={hoy}
              required
            />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={cerrando}
        onOpenChange={setCerrando}
        title="¿Cerrar el curso?"
        description="Los alumnos sin confirmar pasarán a baja y liberarán su plaza; los confirmados pasarán a su grupo propuesto, o a su lista de espera si está completo. No se puede deshacer."
        confirmLabel="Cerrar curso"
        busyLabel="Cerrando..."
        onConfirm={async () => {
          if (abierta) await cerrar.mutateAsync(abierta.id);
          setCerrando(false);
        }}
      />
    </PaginaGestion>
  );
}

const etiqueta = (c: number) => `Curso ${etiquetaCursoEscolar(c)}`;
