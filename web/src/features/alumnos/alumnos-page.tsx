import { alumnosEndpoints } from '@escuela/shared/alumnos/alumnos.endpoints';
import {
  mensajesAlumno,
  SIN_GRUPO,
  SIN_GRUPO_LABEL,
  type AlumnoFila,
} from '@escuela/shared/alumnos/alumnos.schemas';
import { cursoLabel, letraLabel } from '@escuela/shared/padres/inscripcion';
import { Download, FileSpreadsheet, Pencil, Plus, Search, Trash2, Upload } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/use-toast';
import { apiDownload, errorMessage, saveBlob } from '@/lib/api';
import { AlumnoDialog, type OpcionGrupo } from './alumno-dialog';
import { useAlumno, useAlumnos, useEliminarAlumno } from './alumnos.queries';
import { ImportarDialog } from './importar-dialog';
import { useFiltrosAlumnos } from './use-filtros-alumnos';

const SELECT = 'flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base md:text-sm';

function Filtro({
  id,
  etiqueta,
  className,
  children,
}: {
  id: string;
  etiqueta: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`grid min-w-0 gap-2 ${className ?? ''}`}>
      <Label htmlFor={id}>{etiqueta}</Label>
      {children}
    </div>
  );
}

/** /alumnos: filters in the URL, a server-paged list, the student dialog; admin import/export/new/delete. */
export function AlumnosPage({
  esAdmin,
  esProfesor,
  grupos,
}: {
  esAdmin: boolean;
  esProfesor: boolean;
  grupos: OpcionGrupo[];
}) {
  const { filtros, consulta, id, cambiar } = useFiltrosAlumnos(esAdmin);
  const { data, isPending, isError, isFetching } = useAlumnos(consulta, esProfesor);
  const abierto = useAlumno(id);
  const eliminar = useEliminarAlumno();
  const [texto, setTexto] = useState(filtros.search);
  const [nuevo, setNuevo] = useState(false);
  const [importando, setImportando] = useState(false);
  const [borrando, setBorrando] = useState<AlumnoFila | null>(null);
  const detalleBorrando = useAlumno(borrando?.id ?? null);

  // The search box writes to the URL once typing pauses.
  useEffect(() => {
    if (texto === filtros.search) return;
    const t = setTimeout(() => cambiar({ search: texto.trim() }), 300);
    return () => clearTimeout(t);
  }, [texto, filtros.search, cambiar]);

  useEffect(() => {
    if (abierto.isError) {
      toast({ title: 'Error', description: mensajesAlumno.errorCargar, variant: 'destructive' });
      cambiar({ id: null });
    }
  }, [abierto.isError, cambiar]);

  const descargar = async (cual: 'exportar' | 'exportarDetalles') => {
    try {
      const { blob, filename } =
        cual === 'exportar'
          ? await apiDownload(alumnosEndpoints.exportar, 'alumnos.xlsx', {
              query: {
                search: consulta.search,
                grupoId: consulta.grupoId,
                estado: consulta.estado,
                observaciones: consulta.observaciones,
              },
            })
          : await apiDownload(alumnosEndpoints.exportarDetalles, 'detalle_alumnos.xlsx');
      saveBlob(blob, filename);
      toast({ title: 'Descarga iniciada' });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, mensajesAlumno.errorExportar),
        variant: 'destructive',
      });
    }
  };

  const confirmarBorrado = async () => {
    if (!borrando) return;
    try {
      const r = await eliminar.mutateAsync(borrando.id);
      toast({
        title: r.resultado === 'baja' ? 'Alumno dado de baja' : mensajesAlumno.eliminado,
        description: r.resultado === 'baja' ? r.message : undefined,
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, mensajesAlumno.errorEliminar),
        variant: 'destructive',
      });
      throw err;
    }
  };

  const conAsistencias = (detalleBorrando.data?.numAsistencias ?? 0) > 0;
  const alumnos = data?.alumnos ?? [];
  const pag = data?.paginacion;

  return (
    <section>
      <title>Alumnos · RoboEscuela</title>
      <PageHeader
        title="Alumnos"
        actions={
          esAdmin && (
            <>
              <Button variant="outline" onClick={() => setImportando(true)}>
                <Upload aria-hidden="true" />
                Importar Excel/CSV
              </Button>
              <Button variant="outline" onClick={() => void descargar('exportar')}>
                <FileSpreadsheet aria-hidden="true" />
                Exportar a Excel
              </Button>
              <Button variant="outline" onClick={() => void descargar('exportarDetalles')}>
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
      />

      <search className={`mb-4 grid grid-cols-2 gap-3 ${esAdmin ? 'lg:grid-cols-4' : 'lg:grid-cols-3'}`}>
        <Filtro id="alumnos-buscar" etiqueta="Buscar" className="col-span-2 lg:col-span-1">
          <div className="relative">
            <Search aria-hidden="true" className="absolute top-3 left-3 size-4 text-muted-foreground" />
            <Input
              id="alumnos-buscar"
              type="search"
              className="pl-9"
              placeholder="Nombre o apellidos"
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
            />
          </div>
        </Filtro>
        <Filtro id="alumnos-grupo" etiqueta="Grupo">
          <select
            id="alumnos-grupo"
            className={SELECT}
            value={filtros.grupoId}
            onChange={(e) => cambiar({ grupoId: e.target.value })}
          >
            <option value="">Todos los grupos</option>
            {!esProfesor && <option value={SIN_GRUPO}>{SIN_GRUPO_LABEL}</option>}
            {filtros.grupoId &&
              filtros.grupoId !== SIN_GRUPO &&
              !grupos.some((g) => String(g.id) === filtros.grupoId) && (
                <option value={filtros.grupoId}>Grupo {filtros.grupoId}</option>
              )}
            {grupos.map((g) => (
              <option key={g.id} value={g.id}>
                {g.nombre}
              </option>
            ))}
          </select>
        </Filtro>
        <Filtro id="alumnos-estado" etiqueta="Estado">
          <select
            id="alumnos-estado"
            className={SELECT}
            value={filtros.estado}
            onChange={(e) => cambiar({ estado: e.target.value })}
          >
            <option value="alta">Alta</option>
            <option value="baja">Baja</option>
          </select>
        </Filtro>
        {esAdmin && (
          <Filtro id="alumnos-observaciones" etiqueta="Observaciones">
            <select
              id="alumnos-observaciones"
              className={SELECT}
              value={filtros.observaciones}
              onChange={(e) => cambiar({ observaciones: e.target.value })}
            >
              <option value="todos">Todos</option>
              <option value="con">Con observaciones</option>
              <option value="sin">Sin observaciones</option>
            </select>
          </Filtro>
        )}
      </search>

      {isError ? (
        <Alert variant="destructive">
          <AlertDescription>{mensajesAlumno.errorCargar}</AlertDescription>
        </Alert>
      ) : (
        <Card className="overflow-hidden" aria-busy={isFetching || undefined}>
          <Table aria-label="Alumnos">
            <TableHeader>
              <TableRow>
                <TableHead>Nombre</TableHead>
                <TableHead>Apellidos</TableHead>
                <TableHead className="hidden sm:table-cell">Curso</TableHead>
                <TableHead className="hidden sm:table-cell">Grupo</TableHead>
                <TableHead className="hidden md:table-cell">Observaciones</TableHead>
                <TableHead className="text-right">Acciones</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending &&
                Array.from({ length: 5 }, (_, i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={6}>
                      <Skeleton className="h-6 w-full" />
                    </TableCell>
                  </TableRow>
                ))}
              {!isPending && alumnos.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6} className="py-8 text-center text-muted-foreground">
                    No hay alumnos que coincidan con los filtros
                  </TableCell>
                </TableRow>
              )}
              {alumnos.map((a) => (
                <TableRow key={a.id}>
                  <TableCell className="font-medium">{a.nombre}</TableCell>
                  <TableCell>
                    {a.apellidos}
                    <span className="block text-xs text-muted-foreground sm:hidden">
                      {a.grupo?.nombre ?? SIN_GRUPO_LABEL}
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">
                    {[cursoLabel(a.curso), letraLabel(a.letra)].filter(Boolean).join(' ')}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{a.grupo?.nombre ?? SIN_GRUPO_LABEL}</TableCell>
                  <TableCell className="hidden max-w-xs md:table-cell">
                    <span className="line-clamp-2 text-sm">{a.observaciones}</span>
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Editar ${a.nombre} ${a.apellidos}`}
                      onClick={() => cambiar({ id: a.id })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    {esAdmin && (
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Eliminar ${a.nombre} ${a.apellidos}`}
                        onClick={() => setBorrando(a)}
                      >
                        <Trash2 aria-hidden="true" className="text-destructive" />
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}

      {pag && pag.total > 0 && (
        <nav
          aria-label="Paginación"
          className="mt-4 flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <p className="text-muted-foreground">
            Página {pag.paginaActual} de {pag.totalPaginas} · {pag.total}{' '}
            {pag.total === 1 ? 'alumno' : 'alumnos'}
          </p>
          <div className="flex gap-2">
            <Button
              variant="outline"
              disabled={pag.paginaActual <= 1}
              onClick={() => cambiar({ page: pag.paginaActual - 1 })}
            >
              Anterior
            </Button>
            <Button
              variant="outline"
              disabled={pag.paginaActual >= pag.totalPaginas}
              onClick={() => cambiar({ page: pag.paginaActual + 1 })}
            >
              Siguiente
            </Button>
          </div>
        </nav>
      )}

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
      <ConfirmDialog
        open={borrando !== null}
        onOpenChange={(v) => !v && setBorrando(null)}
        title={conAsistencias ? 'Dar de baja al alumno' : mensajesAlumno.confirmarEliminar}
        description={
          borrando &&
          (conAsistencias
            ? `${borrando.nombre} ${borrando.apellidos}: ${mensajesAlumno.confirmarConAsistencias}`
            : `${borrando.nombre} ${borrando.apellidos}: se eliminarán también sus observaciones. Esta acción no se puede deshacer.`)
        }
        confirmLabel={conAsistencias ? 'Dar de baja' : 'Eliminar'}
        busyLabel={conAsistencias ? 'Dando de baja...' : 'Eliminando...'}
        onConfirm={confirmarBorrado}
      />
    </section>
  );
}
