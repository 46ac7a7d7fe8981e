/**
 * The sign-in's second step (decision 029), after a right password: the code of the authenticator app
 * (or a recovery code); or, for an admin the school requires to have one, setting it up first and saving
 * the recovery codes. Either way it ends with the signed-in user (`onEntrar`).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { SegundoPaso as TipoPaso, UsuarioLogin } from '@escuela/shared/auth/auth.schemas';
import { segundoFactorEndpoints } from '@escuela/shared/auth/segundo-factor.endpoints';
import {
  activarSegundoFactorSchema,
  codigoLoginSchema,
  mensajesSegundoFactor,
  type AltaSegundoFactor,
  type CodigoLogin,
} from '@escuela/shared/auth/segundo-factor.schemas';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CampoCodigo, ClaveYQr, CodigosRecuperacionLista } from '@/components/cuentas/piezas-segundo-factor';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, api, errorMessage } from '@/lib/api';

export interface SegundoPasoProps {
  tipo: TipoPaso;
  idPrefix: string;
  onEntrar: (user: UsuarioLogin) => void;
  /** Back to the password (the step expired, or the person chose to). */
  onVolver: () => void;
}

export function SegundoPaso({ tipo, idPrefix, onEntrar, onVolver }: SegundoPasoProps) {
  const [codigos, setCodigos] = useState<{ user: UsuarioLogin; lista: string[] } | null>(null);
  if (codigos) {
    return (
      <div className="space-y-4">
        <p className="text-sm">
          La verificación en dos pasos está activada. A partir de ahora te pediremos un código al entrar.
        </p>
        <CodigosRecuperacionLista codigos={codigos.lista} />
        <Button className="w-full" onClick={() => onEntrar(codigos.user)}>
          He guardado los códigos, continuar
        </Button>
      </div>
    );
  }
  return tipo === 'codigo' ? (
    <FormularioCodigo idPrefix={idPrefix} onEntrar={onEntrar} onVolver={onVolver} />
  ) : (
    <AltaObligatoria
      idPrefix={idPrefix}
      onVolver={onVolver}
      onActivada={(user, lista) => setCodigos({ user, lista })}
    />
  );
}

/** Sends the code; a step that expired goes back to the password with a toast. */
function enviarCodigoCon(onVolver: () => void) {
  return async (codigo: string, ponerError: (mensaje: string) => void) => {
    try {
      return await api(segundoFactorEndpoints.codigoLogin, { body: { codigo } });
    } catch (err) {
      const mensaje = errorMessage(err, 'No se pudo comprobar el código');
      if (err instanceof ApiError && mensaje === mensajesSegundoFactor.pasoCaducado) {
        toast({ title: 'Error', description: mensaje, variant: 'destructive' });
        onVolver();
      } else {
        ponerError(mensaje);
      }
      return null;
    }
  };
}

function FormularioCodigo({ idPrefix, onEntrar, onVolver }: Omit<SegundoPasoProps, 'tipo'>) {
  const [recuperacion, setRecuperacion] = useState(false);
  const form = useForm<CodigoLogin>({
    resolver: zodResolver(codigoLoginSchema),
    defaultValues: { codigo: '' },
  });
  const enviar = enviarCodigoCon(onVolver);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ codigo }) => {
    const res = await enviar(codigo, (message) => form.setError('codigo', { message }));
    if (res) onEntrar(res.user);
  });
  const cambiar = () => {
    setRecuperacion((r) => !r);
    form.reset({ codigo: '' });
    form.setFocus('codigo');
  };
  const id = `${idPrefix}-codigo`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="font-semibold">Verificación en dos pasos</h2>
      <p className="text-sm text-muted-foreground">
        {recuperacion
          ? 'Escribe uno de tus códigos de recuperación. Cada código sirve una sola vez.'
          : 'Abre tu aplicación de autenticación y escribe el código de RoboEscuela.'}
      </p>
      <CampoCodigo
        id={id}
        recuperacion={recuperacion}
        error={errors.codigo?.message}
        autoFocus
        {...form.register('codigo')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Verificando...' : 'Verificar'}
      </Button>
      <div className="flex flex-col items-center gap-1">
        <Button type="button" variant="link" onClick={cambiar}>
          {recuperacion ? 'Usa el código de tu aplicación' : 'Usa un código de recuperación'}
        </Button>
        <Button type="button" variant="link" onClick={onVolver}>
          Volver a la contraseña
        </Button>
      </div>
    </form>
  );
}

/** An admin without a second factor while the school requires one: set-up before the session. */
function AltaObligatoria({
  idPrefix,
  onVolver,
  onActivada,
}: {
  idPrefix: string;
  onVolver: () => void;
  onActivada: (user: UsuarioLogin, codigos: string[]) => void;
}) {
  const [alta, setAlta] = useState<AltaSegundoFactor | null>(null);
  const [fallo, setFallo] = useState<string | null>(null);
  const pedida = useRef(false);
  useEffect(() => {
    // Once per visit to the step: each call makes a new secret, and the one shown must be the last.
    if (pedida.current) return;
    pedida.current = true;
    api(segundoFactorEndpoints.altaLogin)
      .then(setAlta)
      .catch((err: unknown) =>
        setFallo(errorMessage(err, 'No se pudo preparar la verificación en dos pasos')),
      );
  }, []);
  const form = useForm<CodigoLogin>({
    resolver: zodResolver(activarSegundoFactorSchema),
    defaultValues: { codigo: '' },
  });
  const enviar = enviarCodigoCon(onVolver);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ codigo }) => {
    const res = await enviar(codigo, (message) => form.setError('codigo', { message }));
    if (res) onActivada(res.user, res.codigosRecuperacion ?? []);
  });

  if (fallo) {
    return (
      <div className="space-y-4">
        <p role="alert" className="text-sm text-destructive">
          {fallo}
        </p>
        <Button className="w-full" variant="outline" onClick={onVolver}>
          Volver a la contraseña
        </Button>
      </div>
    );
  }
  if (!alta) return <Spinner label="Preparando la verificación en dos pasos..." />;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <h2 className="font-semibold">Activa la verificación en dos pasos</h2>
      <p className="text-sm text-muted-foreground">
        La escuela exige a los administradores un segundo paso al entrar: un código de tu móvil además de la
        contraseña. Configúralo ahora para continuar.
      </p>
      <ClaveYQr alta={alta} />
      <CampoCodigo
        id={`${idPrefix}-codigo-alta`}
        error={errors.codigo?.message}
        {...form.register('codigo')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Activando...' : 'Activar y entrar'}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={onVolver}>
        Volver a la contraseña
      </Button>
    </form>
  );
}
