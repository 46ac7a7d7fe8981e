import type { Colegio } from '@escuela/shared/colegios/colegios.schemas';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAuth } from '@/features/auth/auth-context';
import { ColegioDialog } from './colegio-dialog';
import { useColegios, useEliminarColegio } from './colegios.queries';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';

/** /colegios: admin full CRUD; coordinador reads all; a teacher reads the schools of their groups. */
export function ColegiosPage() {
  const { user } = useAuth();
  const esAdmin = user?.rol === 'admin';
  const { data, isPending, isError } = useColegios();
  const eliminar = useEliminarColegio();
  const { editando, dialogo, setDialogo, abrir, borrando, setBorrando, confirmarBorrado } =
    useCrudDialogos<Colegio>({
      eliminar: (id) => eliminar.mutateAsync(id),
      textoEliminado: 'Colegio eliminado',
      errorEliminar: 'No se pudo eliminar el colegio',
    });

  return (
    <section>
      <title>Colegios · RoboEscuela</title>
      <PageHeader
        title="Colegios"
        description={user?.rol === 'profesor' ? 'Colegios donde tienes grupos asignados' : undefined}
        actions={
          esAdmin && (
            <Button onClick={() => abrir(null)}>
              <Plus aria-hidden="true" />
              Nuevo Colegio
            </Button>
          )
        }
      />
      {isError ? (
        <Alert variant="destructive">
          <AlertDescription>No se pudo cargar la información de colegios</AlertDescription>
        </Alert>
      ) : (
        <Card className="overflow-hidden">
          <Table aria-label="Colegios">
            <TableHeader>
              <TableRow>
                <TableHead>Nombre</TableHead>
                <TableHead>Alias</TableHead>
                <TableHead>Dirección</TableHead>
                <TableHead>Teléfono</TableHead>
                <TableHead>Contacto</TableHead>
                {esAdmin && <TableHead className="text-right">Acciones</TableHead>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {isPending &&
                [0, 1, 2].map((i) => (
                  <TableRow key={i}>
                    <TableCell colSpan={esAdmin ? 6 : 5}>
                      <Skeleton className="h-5 w-full" />
                    </TableCell>
                  </TableRow>
                ))}
              {data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={esAdmin ? 6 : 5} className="py-8 text-center text-muted-foreground">
                    No hay colegios registrados
                  </TableCell>
                </TableRow>
              )}
              {data?.map((c) => (
                <TableRow key={c.id}>
                  <TableCell className="font-medium">{c.nombre}</TableCell>
                  <TableCell>{c.alias}</TableCell>
                  <TableCell>{c.direccion}</TableCell>
                  <TableCell className="whitespace-nowrap">{c.telefono}</TableCell>
                  <TableCell>{c.contactoResponsable}</TableCell>
                  {esAdmin && (
                    <TableCell className="text-right whitespace-nowrap">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Editar ${c.nombre}`}
                        onClick={() => abrir(c)}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Eliminar ${c.nombre}`}
                        onClick={() => setBorrando(c)}
                      >
                        <Trash2 aria-hidden="true" className="text-destructive" />
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {esAdmin && (
        <>
          <ColegioDialog open={dialogo} onOpenChange={setDialogo} colegio={editando} />
          <ConfirmDialog
            open={borrando !== null}
            onOpenChange={(o) => !o && setBorrando(null)}
            title="¿Está seguro de eliminar este colegio?"
            description={borrando ? `Se eliminará «${borrando.nombre}».` : undefined}
            onConfirm={confirmarBorrado}
          />
        </>
      )}
    </section>
  );
}
