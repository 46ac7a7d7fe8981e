import { mensajesCuenta } from '@escuela/shared/cuentas/cuentas.schemas';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { useVerificarEmail } from './cuentas.queries';

const FALLO = 'No se pudo verificar tu correo electrónico. El enlace puede haber expirado o ser inválido.';

type Estado = { fase: 'cargando' } | { fase: 'exito'; mensaje: string } | { fase: 'error'; mensaje: string };

/** Spec §2: reads the token, shows the loading state, then 'Verificación exitosa' or 'Error de verificación'. */
export function VerificacionEmail({ token }: { token: string | null }) {
  const verificar = useVerificarEmail();
  const [estado, setEstado] = useState<Estado>(
    token ? { fase: 'cargando' } : { fase: 'error', mensaje: mensajesCuenta.tokenRequerido },
  );
  // The token is single-use: never send it twice (React's development double effects included).
  const enviado = useRef(false);

  useEffect(() => {
    if (enviado.current) return;
    enviado.current = true;
    if (!token) {
      toast({
        title: 'Error de verificación',
        description: mensajesCuenta.tokenRequerido,
        variant: 'destructive',
      });
      return;
    }
    verificar.mutate(token, {
      onSuccess: (res) => {
        setEstado({ fase: 'exito', mensaje: res.message });
        toast({ title: 'Verificación exitosa', description: 'Ya puedes iniciar sesión con tu cuenta.' });
      },
      onError: (err) => {
        const mensaje = errorMessage(err, FALLO);
        setEstado({ fase: 'error', mensaje });
        toast({ title: 'Error de verificación', description: mensaje, variant: 'destructive' });
      },
    });
  }, [token, verificar]);

  if (estado.fase === 'cargando') {
    return (
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <Spinner size="lg" label="Verificando tu correo electrónico..." />
          <CardTitle as="h1">Verificando tu correo electrónico...</CardTitle>
          <CardDescription>Un momento, por favor.</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const exito = estado.fase === 'exito';
  const Icono = exito ? CircleCheck : CircleX;
  return (
    <Card className="w-full max-w-md">
      <CardHeader className="items-center text-center">
        <Icono aria-hidden="true" className={exito ? 'size-12 text-success' : 'size-12 text-destructive'} />
        <CardTitle as="h1">{exito ? 'Verificación exitosa' : 'Error de verificación'}</CardTitle>
        <CardDescription>{estado.mensaje}</CardDescription>
      </CardHeader>
      <CardContent className="text-center text-sm text-muted-foreground">
        {exito
          ? 'Entra en el Portal de Padres con tu email y tu contraseña.'
          : 'Desde el acceso de padres puedes pedir un nuevo enlace de verificación al iniciar sesión.'}
      </CardContent>
      <CardFooter className="justify-center">
        <Button asChild>
          <Link to="/padres">Ir al Portal de Padres</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
