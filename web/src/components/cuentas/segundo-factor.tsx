/**
 * A staff member's own second factor (decision 029), from the account menu beside 'Cambiar contraseña':
 * turn it on (QR and key, a code from the app, then the recovery codes once), get new recovery codes,
 * or turn it off with a code or the password (not an admin while the school requires it).
 */
import { segundoFactorEndpoints } from '@escuela/shared/auth/segundo-factor.endpoints';
import {
  activarSegundoFactorSchema,
  type AltaSegundoFactor,
  type CodigosRecuperacion,
  type EstadoSegundoFactor,
} from '@escuela/shared/auth/segundo-factor.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Dialogo } from '@/components/dialogo/dialogo';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api';
import { useMutacion } from '@/lib/use-mutacion';
import {
  avisarSiNoEsDeCampo,
  CampoCodigo,
  ClaveYQr,
  CodigosRecuperacionLista,
} from './piezas-segundo-factor';
import { DesactivarSegundoFactor } from './desactivar-segundo-factor';

const CLAVE = ['segundo-factor'] as const;

type Vista =
  | { tipo: 'estado' }
  | { tipo: 'alta'; alta: AltaSegundoFactor }
  | { tipo: 'codigos'; codigos: string[] }
  | { tipo: 'regenerar' }
  | { tipo: 'desactivar' };

export function SegundoFactorDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  return (
    <Dialogo
      open={open}
      onOpenChange={onOpenChange}
      titulo="Verificación en dos pasos"
      descripcion="Al entrar, además de la contraseña, te pediremos un código de tu aplicación de autenticación."
      className="sm:max-w-lg"
    >
      {/* A new state each time it opens: nothing typed, no secret, stays from the last time. */}
      {open && <Contenido cerrar={() => onOpenChange(false)} />}
    </Dialogo>
  );
}

function Contenido({ cerrar }: { cerrar: () => void }) {
  const [vista, setVista] = useState<Vista>({ tipo: 'estado' });
  const estado = useQuery({ queryKey: CLAVE, queryFn: () => api(segundoFactorEndpoints.estado) });
  const empezar = useMutacion({
    mutationFn: () => api(segundoFactorEndpoints.alta),
    invalida: [],
    error: 'No se pudo empezar la activación',
    onSuccess: (alta) => setVista({ tipo: 'alta', alta }),
  });
  const volver = () => setVista({ tipo: 'estado' });
  const mostrarCodigos = (codigos: string[]) => setVista({ tipo: 'codigos', codigos });

  switch (vista.tipo) {
    case 'alta':
      return (
        <ConfirmarConCodigo
          id="segundo-factor-codigo"
          endpoint={segundoFactorEndpoints.activar}
          exito={(res) => ({ title: 'Verificación activada', description: res.message })}
          boton="Activar"
          enviando="Activando..."
          fallo="No se pudo activar la verificación en dos pasos"
          onHecho={mostrarCodigos}
          onCancelar={volver}
        >
          <ClaveYQr alta={vista.alta} />
        </ConfirmarConCodigo>
      );
    case 'codigos':
      return (
        <div className="space-y-4">
          <CodigosRecuperacionLista codigos={vista.codigos} />
          <Button className="w-full" onClick={cerrar}>
            He guardado los códigos
          </Button>
        </div>
      );
    case 'regenerar':
      return (
        <ConfirmarConCodigo
          id="segundo-factor-regenerar"
          endpoint={segundoFactorEndpoints.regenerarCodigos}
          boton="Generar códigos nuevos"
          enviando="Generando..."
          fallo="No se pudieron generar códigos nuevos"
          onHecho={mostrarCodigos}
          onCancelar={volver}
        >
          <p className="text-sm text-muted-foreground">
            Los códigos de recuperación que tienes dejarán de servir. Confirma con un código de tu aplicación.
          </p>
        </ConfirmarConCodigo>
      );
    case 'desactivar':
      return <DesactivarSegundoFactor onHecho={cerrar} onCancelar={volver} />;
    default:
      break;
  }
  if (estado.isPending) return <Spinner label="Cargando..." />;
  if (estado.isError) {
    return (
      <div className="space-y-3">
        <p role="alert" className="text-sm text-destructive">
          No se pudo cargar el estado de la verificación en dos pasos.
        </p>
        <Button variant="outline" onClick={() => void estado.refetch()}>
          Reintentar
        </Button>
      </div>
    );
  }
  return (
    <Estado
      estado={estado.data}
      activando={empezar.isPending}
      onActivar={() => empezar.mutate()}
      onRegenerar={() => setVista({ tipo: 'regenerar' })}
      onDesactivar={() => setVista({ tipo: 'desactivar' })}
    />
  );
}

function Estado({
  estado,
  activando,
  onActivar,
  onRegenerar,
  onDesactivar,
}: {
  estado: EstadoSegundoFactor;
  activando: boolean;
  onActivar: () => void;
  onRegenerar: () => void;
  onDesactivar: () => void;
}) {
  const { activo, obligatorio } = estado;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <Badge variant={activo ? 'success' : 'secondary'}>{activo ? 'Activada' : 'Desactivada'}</Badge>
      </p>
      {activo ? (
        <>
          <p className="text-sm text-muted-foreground">
            {estado.codigosRestantes === 1
              ? 'Te queda 1 código de recuperación.'
              : `Te quedan ${estado.codigosRestantes} códigos de recuperación.`}
          </p>
          {obligatorio && (
            <p className="text-sm">La escuela exige la verificación en dos pasos a los administradores.</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={onRegenerar}>
              Generar códigos nuevos
            </Button>
            {!obligatorio && (
              <Button variant="destructive" onClick={onDesactivar}>
                Desactivar
              </Button>
            )}
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Necesitas una aplicación de autenticación en el móvil. Si alguien averigua tu contraseña, sin el
            código no podrá entrar.
          </p>
          {obligatorio && <p className="text-sm font-medium">La escuela la exige a los administradores.</p>}
          <Button className="w-full" onClick={onActivar} disabled={activando}>
            {activando ? 'Preparando...' : 'Activar'}
          </Button>
        </>
      )}
    </div>
  );
}

/**
 * A code from the app confirms an action that answers new recovery codes (turning it on, new codes):
 * `children` above the field, the server's field error under it, any other error in a toast; `exito`,
 * the toast when it worked.
 */
function ConfirmarConCodigo({
  id,
  endpoint,
  exito,
  boton,
  enviando,
  fallo,
  onHecho,
  onCancelar,
  children,
}: {
  id: string;
  endpoint: typeof segundoFactorEndpoints.activar | typeof segundoFactorEndpoints.regenerarCodigos;
  exito?: (res: CodigosRecuperacion) => { title: string; description?: string };
  boton: string;
  enviando: string;
  fallo: string;
  onHecho: (codigos: string[]) => void;
  onCancelar: () => void;
  children: ReactNode;
}) {
  const confirmar = useMutacion({
    mutationFn: (codigo: string) => api(endpoint, { body: { codigo } }),
    invalida: ['segundo-factor'],
    exito,
    error: null,
  });
  const form = useForm({ resolver: zodResolver(activarSegundoFactorSchema), defaultValues: { codigo: '' } });
  const onSubmit = form.handleSubmit(async ({ codigo }) => {
    try {
      onHecho((await confirmar.mutateAsync(codigo)).codigosRecuperacion);
    } catch (err) {
      ponerErroresDelServidor(form, err);
      avisarSiNoEsDeCampo(err, fallo);
    }
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {children}
      <CampoCodigo id={id} error={errors.codigo?.message} {...form.register('codigo')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancelar}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? enviando : boton}
        </Button>
      </div>
    </form>
  );
}

/** The menu button that opens the dialog. */
export function BotonSegundoFactor({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <ShieldCheck aria-hidden="true" />
        Verificación en dos pasos
      </Button>
      <SegundoFactorDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
