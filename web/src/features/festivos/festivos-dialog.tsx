import { mensajesFestivo, type Festivo } from '@escuela/shared/festivos/festivos.schemas';
import { cursoEscolarDe } from '@escuela/shared/sesiones/fechas';
import { CalendarOff } from 'lucide-react';
import { useState } from 'react';
import { FiltroSelect } from '@/components/filtros/filtros';
import type { Opcion } from '@/components/form/selector';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatoFecha } from '@/lib/formato-es';
import { useEliminarFestivo, useFestivos } from './festivos.queries';
import { NuevoFestivo } from './nuevo-festivo';

const hoy = () => new Date().toISOString().slice(0, 10);
const COLUMNAS: Columna<Festivo>[] = [
  {
    titulo: 'Fecha',
    orden: (f) => f.fecha,
    celda: (f) => formatoFecha(f.fecha),
    celdaClassName: 'whitespace-nowrap',
  },
  { titulo: 'Nombre', orden: (f) => f.nombre, celda: (f) => f.nombre },
  {
    titulo: 'Ámbito',
    celda: (f) => f.colegio?.nombre ?? mensajesFestivo.todosLosColegios,
    className: 'hidden sm:table-cell',
  },
];

/** The admin's holidays (DESIGN §3–§4) by school year: list, add a day or a range, delete. */
export function FestivosDialog({ colegios }: { colegios: Opcion[] }) {
  const [open, setOpen] = useState(false);
  const actual = cursoEscolarDe(hoy());
  const [curso, setCurso] = useState(actual);
  const festivos = useFestivos(curso, open);
  const eliminar = useEliminarFestivo();
  const [borrando, setBorrando] = useState<Festivo | null>(null);
  const cursos = [actual - 1, actual, actual + 1].map((a) => ({
    valor: String(a),
    etiqueta: `${a}/${a + 1}`,
  }));
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <CalendarOff aria-hidden="true" />
        Festivos
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle>Festivos</DialogTitle>
            <DialogDescription>La generación de sesiones no crea sesiones en estos días.</DialogDescription>
          </DialogHeader>
          <FiltroSelect
            id="festivos-curso"
            etiqueta="Curso escolar"
            valor={String(curso)}
            onCambio={(v) => setCurso(Number(v))}
            opciones={cursos}
            className="max-w-48"
          />
          <NuevoFestivo colegios={colegios} />
          <div className="max-h-80 overflow-y-auto">
            <DataTable
              etiqueta="Festivos"
              columnas={COLUMNAS}
              filas={festivos.data}
              clave={(f) => f.id}
              cargando={festivos.isPending}
              error={festivos.isError}
              textoVacio="No hay festivos en este curso"
              textoError={mensajesFestivo.errorCargar}
              ordenInicial="Fecha"
              acciones={(f) => (
                <AccionesFila
                  nombre={`${f.nombre} ${formatoFecha(f.fecha)}`}
                  onEliminar={() => setBorrando(f)}
                />
              )}
            />
          </div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={borrando !== null}
        onOpenChange={(o) => !o && setBorrando(null)}
        title={mensajesFestivo.confirmarEliminar}
        description={
          borrando ? `Se eliminará «${borrando.nombre}» (${formatoFecha(borrando.fecha)}).` : undefined
        }
        onConfirm={async () => {
          if (borrando) await eliminar.mutateAsync(borrando.id);
        }}
      />
    </>
  );
}
