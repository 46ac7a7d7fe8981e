/**
 * 'Crear usuarios desde profesores': a confirmation first (each new account gets an invitation e-mail),
 * then the answer in a dialog: how many were created, and which teachers were skipped and why.
 */
import { mensajesUsuarios, type CreadosDesdeProfesores } from '@escuela/shared/usuarios/usuarios.schemas';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useCrearDesdeProfesores } from './usuarios.queries';

export function CrearDesdeProfesores() {
  const crear = useCrearDesdeProfesores();
  const [confirmando, setConfirmando] = useState(false);
  const [resultado, setResultado] = useState<CreadosDesdeProfesores | null>(null);

  const confirmar = async () => {
    try {
      setResultado(await crear.mutateAsync());
    } catch (err) {
      // Spec 02 §8's text always, with the server's reason under it when it gave one.
      toast({
        title: mensajesUsuarios.errorCrearDesdeProfesores,
        description: err instanceof ApiError ? err.serverMessage : undefined,
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setConfirmando(true)}>
        <UserPlus aria-hidden="true" />
        Crear usuarios desde profesores
      </Button>
      <ConfirmDialog
        open={confirmando}
        onOpenChange={setConfirmando}
        title="¿Crear usuarios desde profesores?"
        description="Cada profesor activo con email y sin cuenta recibirá un usuario con rol Profesor y un correo de invitación para elegir su contraseña."
        confirmLabel="Crear usuarios"
        busyLabel="Creando..."
        destructive={false}
        onConfirm={confirmar}
      />
      <Dialogo
        open={resultado !== null}
        onOpenChange={(o) => !o && setResultado(null)}
        titulo="Usuarios creados desde profesores"
        descripcion={resultado?.message}
        pie={<Button onClick={() => setResultado(null)}>Aceptar</Button>}
      >
        {resultado && <Detalle resultado={resultado} />}
      </Dialogo>
    </>
  );
}

function Detalle({ resultado }: { resultado: CreadosDesdeProfesores }) {
  return (
    <div className="max-h-[50dvh] space-y-4 overflow-y-auto text-sm">
      <section aria-labelledby="creados-titulo">
        <h3 id="creados-titulo" className="mb-1 font-semibold">
          Usuarios creados: {resultado.creados}
        </h3>
        {resultado.usuarios.length > 0 && (
          <ul className="list-disc space-y-0.5 pl-5">
            {resultado.usuarios.map((u) => (
              <li key={u.id} className="break-words">
                {u.nombre} ({u.email})
              </li>
            ))}
          </ul>
        )}
      </section>
      {resultado.omitidos.length > 0 && (
        <section aria-labelledby="omitidos-titulo">
          <h3 id="omitidos-titulo" className="mb-1 font-semibold">
            Profesores omitidos: {resultado.omitidos.length}
          </h3>
          <ul className="list-disc space-y-0.5 pl-5">
            {resultado.omitidos.map((o) => (
              <li key={o.profesorId} className="break-words">
                {o.nombre}: {o.motivo}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
