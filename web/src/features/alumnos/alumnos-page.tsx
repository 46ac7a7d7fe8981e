import { alumnosEndpoints } from '@escuela/shared/alumnos/alumnos.endpoints';
import { listarAlumnosQuery, mensajesAlumno, type AlumnoFila } from '@escuela/shared/alumnos/alumnos.schemas';
import { Download, FileSpreadsheet, Plus, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import type { Opcion } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable } from '@/components/tabla/data-table';
import { Paginacion } from '@/components/tabla/paginacion';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { descargar } from '@/lib/descargar';
import { BotonSalvaguarda, SalvaguardaAlumnoDialog } from './salvaguarda-alumno';
import { AlumnoDialog } from './alumno-dialog';
import { COLUMNAS } from './alumnos-columnas';
import { AlumnosFiltros } from './alumnos-filtros';
import { useAlumno, useAlumnos } from './alumnos.queries';
import { BorrarAlumno } from './borrar-alumno';
import { BotonFusionar, FusionarAlumnoDialog } from './fusionar-alumno';
import { ImportarDialog } from './importar-dialog';

/** /alumnos: filters in the URL, a server-paged list, the student dialog; admin import/export/new/delete. */
export function AlumnosPage({
  esAdmin,
  esProfesor,
  grupos,
}: {
  esAdmin: boolean;
  esProfesor: boolean;
  grupos: Opcion[];
}) {
  const { filtros, cambiar, params } = useFiltrosUrl(listarAlumnosQuery);
  const consulta = { ...filtros, observaciones: esAdmin ? filtros.observaciones : ('todos' as const) };
  const { data, isPending, isError, isFetching } = useAlumnos(consulta, esProfesor);
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : null;
  const abierto = useAlumno(id);
  const [nuevo, setNuevo] = useState(false);
  const [importando, setImportando] = useState(false);
  const [borrando, setBorrando] = useState<AlumnoFila | null>(null);
  const [fusionando, setFusionando] = useState<AlumnoFila | null>(null);
  const [salud, setSalud] = useState<AlumnoFila | null>(null);

  useEffect(() => {
    if (abierto.isError) {
      toast({ title: 'Error', description: mensajesAlumno.errorCargar, variant: 'destructive' });
      cambiar({ id: null });
    }
  }, [abierto.isError, cambiar]);

  const { page: _p, limit: _l, ...filtrosExportar } = consulta;
  const exportar = () =>
    descargar(alumnosEndpoints.exportar, {
      nombre: 'alumnos.xlsx',
      error: mensajesAlumno.errorExportar,
      input: { query: filtrosExportar },
    });
  const exportarDetalle = () =>
    descargar(alumnosEndpoints.exportarDetalles, {
      nombre: 'detalle_alumnos.xlsx',
      error: mensajesAlumno.errorExportar,
    });

  return (
    <PaginaGestion
      title="Alumnos"
      actions={
        esAdmin && (
          <>
            <Button variant="outline" onClick={() => setImportando(true)}>
              <Upload aria-hidden="true" />
              Importar Excel/CSV
            </Button>
            <Button variant="outline" onClick={() => void exportar()}>
              <FileSpreadsheet aria-hidden="true" />
              Exportar a Excel
            </Button>
            <Button variant="outline" onClick={() => void exportarDetalle()}>
              <Download aria-hidden="true" />
              Exportar detalle
            </Button>
            <Button onClick={() => setNuevo(true)}>
              <Plus aria-hidden="true" />
              Nuevo Alumno
            </Button>
          </>
        )
      }
    >
      <AlumnosFiltros
        filtros={filtros}
        cambiar={cambiar}
        grupos={grupos}
        esAdmin={esAdmin}
        esProfesor={esProfesor}
      />
      <DataTable
        etiqueta="Alumnos"
        columnas={COLUMNAS}
        filas={data?.alumnos}
        clave={(a) => a.id}
        cargando={isPending}
        error={isError}
        ocupado={isFetching}
        filasEsqueleto={5}
        textoVacio="No hay alumnos que coincidan con los filtros"
        textoError={mensajesAlumno.errorCargar}
        acciones={(a) => (
          <AccionesFila
            nombre={`${a.nombre} ${a.apellidos}`}
            onEditar={() => cambiar({ id: a.id })}
            onEliminar={esAdmin ? () => setBorrando(a) : undefined}
          >
            <BotonSalvaguarda nombre={`${a.nombre} ${a.apellidos}`} onClick={() => setSalud(a)} />
            {esAdmin && <BotonFusionar alumno={a} onClick={() => setFusionando(a)} />}
          </AccionesFila>
        )}
      />
      <Paginacion
        paginacion={data?.paginacion}
        unidad={['alumno', 'alumnos']}
        onPagina={(page) => cambiar({ page })}
      />
      <AlumnoDialog
        open={nuevo || (id !== null && Boolean(abierto.data))}
        onOpenChange={(v) => {
          if (v) return;
          setNuevo(false);
          if (id !== null) cambiar({ id: null });
        }}
        alumno={nuevo ? null : (abierto.data ?? null)}
        esAdmin={esAdmin}
        grupos={grupos}
      />
      {esAdmin && <ImportarDialog open={importando} onOpenChange={setImportando} />}
      <SalvaguardaAlumnoDialog alumno={salud} editable={!esProfesor} onCerrar={() => setSalud(null)} />
      <BorrarAlumno alumno={borrando} onCerrar={() => setBorrando(null)} />
      {esAdmin && (
        <FusionarAlumnoDialog
          key={fusionando?.id ?? 0}
          alumno={fusionando}
          onCerrar={() => setFusionando(null)}
        />
      )}
    </PaginaGestion>
  );
}
