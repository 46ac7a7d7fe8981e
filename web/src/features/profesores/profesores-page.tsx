import {
  ESTADOS_PROFESOR,
  desplazamientoLabels,
  horarioPreferidoLabels,
  type EstadoProfesor,
  type Profesor,
} from '@escuela/shared/profesores/profesores.schemas';
import { Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatoEuros } from '@/lib/formato-es';
import { cn } from '@/lib/utils';
import { ProfesorDialog } from './profesor-dialog';
import { useEliminarProfesor, useProfesores } from './profesores.queries';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';

const estadoLabels: Record<EstadoProfesor, string> = {
  todos: 'Todos',
  activos: 'Activos',
  inactivos: 'Inactivos',
};

/** /profesores (admin): name search, Estado filter (default activos), table, create/edit dialog, delete. */
export function ProfesoresPage() {
  const [busqueda, setBusqueda] = useState('');
  const [estado, setEstado] = useState<EstadoProfesor>('activos');
  const search = useDeferredValue(busqueda.trim());
  const { data, isPending, isError } = useProfesores({ search: search || undefined, estado });
  const eliminar = useEliminarProfesor();
  const { editando, dialogo, setDialogo, abrir, borrando, setBorrando, confirmarBorrado } =
    useCrudDialogos<Profesor>({
      eliminar: (id) => eliminar.mutateAsync(id),
      textoEliminado: 'Profesor eliminado',
      errorEliminar: 'No se pudo eliminar el profesor',
    });

  return (
    <section>
      <title>Profesores · RoboEscuela</title>
      <PageHeader
        title="Profesores"
        actions={
          <Button onClick={() => abrir(null)}>
            <Plus aria-hidden="true" />
            Nuevo Profesor
          </Button>
        }
      />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="profesores-buscar">Buscar por nombre</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id="profesores-buscar"
              type="search"
              className="pl-9"
              value={busqueda}
              onChange={(e) => setBusqueda(e.target.value)}
            />
          </div>
        </div>
        <div className="grid gap-2 sm:w-48">
          <Label htmlFor="profesores-estado">Estado</Label>
          <Select value={estado} onValueChange={(v) => setEstado(v as EstadoProfesor)}>
            <SelectTrigger id="profesores-estado">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {ESTADOS_PROFESOR.map((e) => (
                <SelectItem key={e} value={e}>
                  {estadoLabels[e]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {isError ? (
        <Alert variant="destructive">
          <AlertDescription>No se pudo cargar la información de profesores</AlertDescription>
        </Alert>
      ) : (
        <Card className="overflow-hidden">
          <Table aria-label="Profesores">
            <TableHeader>
              <TableRow>
                <TableHead>Nombre</TableHead>
                <TableHead>Apellidos</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Teléfono</TableHead>
                <TableHead>Horario</TableHead>
                <TableHead>Estado</TableHead>
                <TableHead className="text-right">Salario</TableHead>
                <TableHead>Desplazamiento</TableHead>
                <TableHead className="text-right">Acciones</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending &&
                [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={9}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))}
              {data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={9} className="py-8 text-center text-muted-foreground">
                    No se encontraron profesores con los criterios seleccionados
                  </TableCell>
                </TableRow>
              )}
              {data?.map((p) => (
                <TableRow key={p.id} className={cn(!p.activo && 'bg-muted text-muted-foreground')}>
                  <TableCell className="font-medium">{p.nombre}</TableCell>
                  <TableCell>{p.apellidos}</TableCell>
                  <TableCell>{p.email}</TableCell>
                  <TableCell className="whitespace-nowrap">{p.telefono}</TableCell>
                  <TableCell>{horarioPreferidoLabels[p.horarioPreferido]}</TableCell>
                  <TableCell>
                    {p.activo ? (
                      <Badge variant="success">Activo</Badge>
                    ) : (
                      <Badge variant="outline">Inactivo</Badge>
                    )}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">{formatoEuros(p.salario)}/h</TableCell>
                  <TableCell className="whitespace-nowrap">
                    {desplazamientoLabels[p.desplazamiento]}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Editar ${p.nombre} ${p.apellidos}`}
                      onClick={() => abrir(p)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Eliminar ${p.nombre} ${p.apellidos}`}
                      onClick={() => setBorrando(p)}
                    >
                      <Trash2 aria-hidden="true" className="text-destructive" />
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      <ProfesorDialog open={dialogo} onOpenChange={setDialogo} profesor={editando} />
      <ConfirmDialog
        open={borrando !== null}
        onOpenChange={(o) => !o && setBorrando(null)}
        title="¿Está seguro de eliminar este profesor?"
        description={borrando ? `Se eliminará a ${borrando.nombre} ${borrando.apellidos}.` : undefined}
        onConfirm={confirmarBorrado}
      />
    </section>
  );
}
