import { describirHorario } from '@escuela/shared/grupos/horario';
import { mensajesGrupo, type Grupo } from '@escuela/shared/grupos/grupos.schemas';
import { ArrowDown, ArrowUp, ArrowUpDown, Pencil, Plus, Trash2, UsersRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatoHoras } from '@/lib/formato-es';
import { GrupoDialog, type Opcion } from './grupo-dialog';
import { useEliminarGrupo, useGrupos } from './grupos.queries';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';

type Columna = 'nombre' | 'nivel' | 'colegio' | 'profesor' | 'horario' | 'duracion' | 'alumnos';
const COLUMNAS: { clave: Columna; titulo: string }[] = [
  { clave: 'nombre', titulo: 'Nombre' },
  { clave: 'nivel', titulo: 'Nivel' },
  { clave: 'colegio', titulo: 'Colegio' },
  { clave: 'profesor', titulo: 'Profesor' },
  { clave: 'horario', titulo: 'Horario' },
  { clave: 'duracion', titulo: 'Duración' },
  { clave: 'alumnos', titulo: 'Alumnos' },
];

const valorOrden = (g: Grupo, c: Columna): string | number => {
  switch (c) {
    case 'nombre':
      return g.nombre;
    case 'nivel':
      return g.nivel.orden;
    case 'colegio':
      return g.colegio.nombre;
    case 'profesor':
      return `${g.profesor.nombre} ${g.profesor.apellidos}`;
    case 'horario':
      return g.horario;
    case 'duracion':
      return g.duracion;
    case 'alumnos':
      return g.numAlumnos;
  }
};

const TODOS = 'todos';

/** /grupos: sortable table; admin CRUD and colegio/profesor filters; a teacher sees only their groups. */
export function GruposPage({
  esAdmin,
  esProfesor,
  colegios,
  profesores,
}: {
  esAdmin: boolean;
  esProfesor: boolean;
  colegios: Opcion[];
  profesores: Opcion[];
}) {
  const navigate = useNavigate();
  const [colegioId, setColegioId] = useState<number | undefined>();
  const [profesorId, setProfesorId] = useState<number | undefined>();
  const { data, isPending, isError } = useGrupos({ colegioId, profesorId }, esProfesor);
  const eliminar = useEliminarGrupo();
  const [orden, setOrden] = useState<{ columna: Columna; asc: boolean }>({ columna: 'nombre', asc: true });
  const { editando, dialogo, setDialogo, abrir, borrando, setBorrando, confirmarBorrado } =
    useCrudDialogos<Grupo>({
      eliminar: (id) => eliminar.mutateAsync(id),
      textoEliminado: 'Grupo eliminado',
      errorEliminar: 'Error al eliminar el grupo',
    });

  const grupos = useMemo(() => {
    const lista = [...(data ?? [])];
    lista.sort((a, b) => {
      const x = valorOrden(a, orden.columna);
      const y = valorOrden(b, orden.columna);
      const r =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'es');
      return orden.asc ? r : -r;
    });
    return lista;
  }, [data, orden]);

  const ordenarPor = (columna: Columna) =>
    setOrden((o) => ({ columna, asc: o.columna === columna ? !o.asc : true }));

  const filtro = (
    id: string,
    etiqueta: string,
    valor: number | undefined,
    onChange: (v: number | undefined) => void,
    opciones: Opcion[],
    todos: string,
  ) => (
    <div className="grid gap-2 sm:w-64">
      <Label htmlFor={id}>{etiqueta}</Label>
      <Select
        value={valor ? String(valor) : TODOS}
        onValueChange={(v) => onChange(v === TODOS ? undefined : Number(v))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={TODOS}>{todos}</SelectItem>
          {opciones.map((o) => (
            <SelectItem key={o.id} value={String(o.id)}>
              {o.nombre}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );

  const columnas = 8;
  return (
    <section>
      <title>Grupos · RoboEscuela</title>
      <PageHeader
        title="Grupos"
        description={esProfesor ? mensajesGrupo.notaProfesor : undefined}
        actions={
          esAdmin && (
            <Button onClick={() => abrir(null)}>
              <Plus aria-hidden="true" />
              Nuevo Grupo
            </Button>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row">
        {filtro('grupos-colegio', 'Colegio', colegioId, setColegioId, colegios, 'Todos los colegios')}
        {esAdmin &&
          filtro(
            'grupos-profesor',
            'Profesor',
            profesorId,
            setProfesorId,
            profesores,
            'Todos los profesores',
          )}
      </div>
      {isError ? (
        <Alert variant="destructive">
          <AlertDescription>No se pudo cargar la información de grupos</AlertDescription>
        </Alert>
      ) : (
        <Card className="overflow-hidden">
          <Table aria-label="Grupos">
            <TableHeader>
              <TableRow>
                {COLUMNAS.map(({ clave, titulo }) => {
                  const activa = orden.columna === clave;
                  const Icono = !activa ? ArrowUpDown : orden.asc ? ArrowUp : ArrowDown;
                  return (
                    <TableHead
                      key={clave}
                      aria-sort={activa ? (orden.asc ? 'ascending' : 'descending') : 'none'}
                      className={clave === 'alumnos' || clave === 'duracion' ? 'text-right' : undefined}
                    >
                      <button
                        type="button"
                        onClick={() => ordenarPor(clave)}
                        className="inline-flex items-center gap-1 rounded hover:text-foreground"
                      >
                        {titulo}
                        <Icono aria-hidden="true" className="size-3.5" />
                      </button>
                    </TableHead>
                  );
                })}
                <TableHead className="text-right">Acciones</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending &&
                [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={columnas}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))}
              {grupos.length === 0 && !isPending && (
                <TableRow>
                  <TableCell colSpan={columnas} className="py-8 text-center text-muted-foreground">
                    No hay grupos que mostrar
                  </TableCell>
                </TableRow>
              )}
              {grupos.map((g) => (
                <TableRow
                  key={g.id}
                  className="cursor-pointer"
                  onClick={() => navigate(`/sesiones?grupoId=${g.id}`)}
                >
                  <TableCell className="font-medium">
                    <Link
                      to={`/sesiones?grupoId=${g.id}`}
                      className="hover:underline"
                      onClick={(e) => e.stopPropagation()}
                    >
                      {g.nombre}
                    </Link>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{g.nivel.nombre}</TableCell>
                  <TableCell>{g.colegio.nombre}</TableCell>
                  <TableCell>
                    {g.profesor.nombre} {g.profesor.apellidos}
                  </TableCell>
                  <TableCell>{describirHorario(g.horario)}</TableCell>
                  <TableCell className="text-right whitespace-nowrap">{formatoHoras(g.duracion)}</TableCell>
                  <TableCell className="text-right">{g.numAlumnos}</TableCell>
                  <TableCell className="text-right whitespace-nowrap" onClick={(e) => e.stopPropagation()}>
                    <Button variant="ghost" size="icon" asChild>
                      <Link to={`/alumnos?grupoId=${g.id}`} aria-label={`Ver alumnos de ${g.nombre}`}>
                        <UsersRound aria-hidden="true" />
                      </Link>
                    </Button>
                    {esAdmin && (
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Editar ${g.nombre}`}
                          onClick={() => abrir(g)}
                        >
                          <Pencil aria-hidden="true" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Eliminar ${g.nombre}`}
                          onClick={() => setBorrando(g)}
                        >
                          <Trash2 aria-hidden="true" className="text-destructive" />
                        </Button>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {esAdmin && (
        <>
          <GrupoDialog
            open={dialogo}
            onOpenChange={setDialogo}
            grupo={editando}
            colegios={colegios}
            profesores={profesores}
          />
          <ConfirmDialog
            open={borrando !== null}
            onOpenChange={(o) => !o && setBorrando(null)}
            title={mensajesGrupo.confirmarEliminar}
            description={borrando ? `Grupo: ${borrando.nombre}` : undefined}
            onConfirm={confirmarBorrado}
          />
        </>
      )}
    </section>
  );
}
