import { rolLabels } from '@escuela/shared/common/roles';
import { mensajesUsuarios, type UsuarioGestion } from '@escuela/shared/usuarios/usuarios.schemas';
import { Plus, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CrearDesdeProfesores } from './desde-profesores';
import { UsuarioDialog } from './usuario-dialog';
import { useEliminarUsuario, useQuitarSegundoFactor, useUsuarios } from './usuarios.queries';

function Estado({ u }: { u: UsuarioGestion }) {
  return (
    <span className="flex flex-wrap gap-1">
      {!u.activo ? (
        <Badge variant="outline">Inactivo</Badge>
      ) : u.puedeEntrar ? (
        <Badge variant="success">Activo</Badge>
      ) : (
        <Badge variant="outline">Profesor de baja</Badge>
      )}
      {u.invitacionPendiente && <Badge variant="secondary">Invitación pendiente</Badge>}
      {u.segundoFactor && <Badge variant="secondary">Dos pasos</Badge>}
    </span>
  );
}

const COLUMNAS: Columna<UsuarioGestion>[] = [
  { titulo: 'Nombre', celda: (u) => u.nombre, orden: (u) => u.nombre },
  { titulo: 'Email', celda: (u) => u.email, orden: (u) => u.email, celdaClassName: 'whitespace-nowrap' },
  { titulo: 'Rol', celda: (u) => rolLabels[u.rol], orden: (u) => rolLabels[u.rol] },
  { titulo: 'Estado', celda: (u) => <Estado u={u} /> },
];

/** /usuarios (admin): staff accounts, new/edit dialog, delete, and accounts for the teachers without one. */
export function UsuariosPage() {
  const { data, isPending, isError } = useUsuarios();
  const eliminar = useEliminarUsuario();
  const crud = useCrudDialogos<UsuarioGestion>(eliminar.mutateAsync);
  const quitar = useQuitarSegundoFactor();
  const [quitando, setQuitando] = useState<UsuarioGestion | null>(null);

  return (
    <PaginaGestion
      title="Usuarios"
      description="Cuentas del personal: administración, coordinación y profesorado."
      actions={
        <>
          <CrearDesdeProfesores />
          <Button onClick={() => crud.abrir(null)}>
            <Plus aria-hidden="true" />
            Nuevo Usuario
          </Button>
        </>
      }
    >
      <DataTable
        etiqueta="Usuarios"
        columnas={COLUMNAS}
        filas={data}
        clave={(u) => u.id}
        cargando={isPending}
        error={isError}
        ordenInicial="Nombre"
        textoVacio="No hay usuarios registrados"
        textoError="No se pudieron cargar los usuarios"
        fila={(u) => ({ className: u.puedeEntrar ? undefined : 'bg-muted text-muted-foreground' })}
        acciones={(u) => (
          <AccionesFila
            nombre={u.nombre}
            onEditar={() => crud.abrir(u)}
            onEliminar={() => crud.setBorrando(u)}
          >
            {u.segundoFactor && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Quitar la verificación en dos pasos de ${u.nombre}`}
                title="Quitar la verificación en dos pasos"
                onClick={() => setQuitando(u)}
              >
                <ShieldOff aria-hidden="true" />
              </Button>
            )}
          </AccionesFila>
        )}
      />
      <UsuarioDialog open={crud.dialogo} onOpenChange={crud.setDialogo} usuario={crud.editando} />
      <ConfirmDialog
        open={crud.borrando !== null}
        onOpenChange={(o) => !o && crud.setBorrando(null)}
        title="¿Está seguro de eliminar este usuario?"
        description={
          crud.borrando
            ? `Se eliminará la cuenta de ${crud.borrando.nombre} (${crud.borrando.email}) y se cerrarán sus sesiones abiertas.`
            : undefined
        }
        onConfirm={crud.confirmarBorrado}
      />
      <ConfirmDialog
        open={quitando !== null}
        onOpenChange={(o) => !o && setQuitando(null)}
        title={quitando ? `¿Quitar la verificación en dos pasos de ${quitando.nombre}?` : undefined}
        description={mensajesUsuarios.confirmarQuitarSegundoFactor}
        confirmLabel="Quitar verificación"
        busyLabel="Quitando..."
        onConfirm={async () => {
          if (quitando) await quitar.mutateAsync(quitando.id);
          setQuitando(null);
        }}
      />
    </PaginaGestion>
  );
}
