import { reportesEndpoints } from '@escuela/shared/reportes/reportes.endpoints';
import {
  MESES,
  TODOS_LOS_GRUPOS,
  aniosReporte,
  reporteAsistenciasQuery,
  textosReporte as t,
} from '@escuela/shared/reportes/reportes.schemas';
import { Download, Info, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FiltroSelect } from '@/components/filtros/filtros';
import type { Opcion } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { descargar } from '@/lib/descargar';

const OPCIONES_MES: Opcion[] = MESES.map((nombre, i) => ({ valor: String(i + 1), etiqueta: nombre }));

/** /reportes-asistencias (admin): a month's attendance as .xlsx, one sheet per group. */
export function ReporteAsistenciasPage({
  grupos,
  cargandoGrupos,
}: {
  grupos: readonly Opcion[];
  cargandoGrupos: boolean;
}) {
  const hoy = new Date();
  const [mes, setMes] = useState(String(hoy.getMonth() + 1));
  const [anio, setAnio] = useState(String(hoy.getFullYear()));
  const [grupoId, setGrupoId] = useState<string>(TODOS_LOS_GRUPOS);
  const [generando, setGenerando] = useState(false);
  const anios = aniosReporte(hoy).map((a) => ({ valor: String(a), etiqueta: String(a) }));
  const nombreMes = MESES[Number(mes) - 1] ?? '';

  const generar = async () => {
    const consulta = reporteAsistenciasQuery.safeParse({ mes, anio, grupoId });
    if (!consulta.success) {
      toast({ title: t.incompletoTitulo, description: t.incompleto, variant: 'destructive' });
      return;
    }
    setGenerando(true);
    try {
      await descargar(reportesEndpoints.asistencias, {
        nombre: t.nombrePorDefecto,
        error: t.errorDescarga,
        input: { query: consulta.data },
      });
    } finally {
      setGenerando(false);
    }
  };

  return (
    <PaginaGestion title="Reportes de Asistencias" description="Descarga la asistencia mensual en Excel">
      <Card className="max-w-3xl">
        <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4 pt-6 sm:grid-cols-3">
          <FiltroSelect
            id="reporte-mes"
            etiqueta="Mes"
            valor={mes}
            onCambio={setMes}
            opciones={OPCIONES_MES}
          />
          <FiltroSelect id="reporte-anio" etiqueta="Año" valor={anio} onCambio={setAnio} opciones={anios} />
          <FiltroSelect
            id="reporte-grupo"
            etiqueta="Grupo"
            valor={grupoId}
            onCambio={setGrupoId}
            opciones={[{ valor: TODOS_LOS_GRUPOS, etiqueta: 'Todos los grupos' }, ...grupos]}
          />
          <Button
            className="h-auto min-h-10 whitespace-normal sm:col-span-3 sm:justify-self-start"
            onClick={() => void generar()}
            disabled={generando || cargandoGrupos}
            aria-busy={generando || undefined}
          >
            {generando ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Download aria-hidden="true" />
            )}
            Descargar Reporte para {nombreMes} {anio}
          </Button>
        </CardContent>
      </Card>
      <Card className="mt-6 max-w-3xl">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <Info className="size-4" aria-hidden="true" />
            Sobre el reporte
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          <p>
            Un archivo Excel con una hoja por grupo: una fila por cada alumno matriculado en el grupo algún
            día del mes y una columna por cada sesión del mes (las sesiones canceladas no aparecen).
          </p>
          <ul className="list-inside list-disc space-y-1">
            <li>
              <strong>✓</strong> significa que el alumno asistió, también cuando no hay un registro de
              asistencia para esa sesión.
            </li>
            <li>
              <strong>X</strong> significa que el alumno faltó.
            </li>
            <li>
              <strong>J</strong> significa que faltó con la falta justificada.
            </li>
            <li>
              <strong>En blanco</strong>: la sesión aún no ha llegado, o el alumno no estaba matriculado en el
              grupo ese día.
            </li>
          </ul>
        </CardContent>
      </Card>
    </PaginaGestion>
  );
}
