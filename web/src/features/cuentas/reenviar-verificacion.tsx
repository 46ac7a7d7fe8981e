import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useReenviarVerificacion } from './cuentas.queries';

/** Shown after a sign-in refused for an unverified e-mail. */
export function ReenviarVerificacion({ email }: { email: string }) {
  const reenviar = useReenviarVerificacion();
  const onClick = () => reenviar.mutate(email);
  return (
    <Alert className="mt-4">
      <MailWarning aria-hidden="true" />
      <AlertTitle>Tu correo electrónico aún no está verificado</AlertTitle>
      <AlertDescription>
        <p>Abre el enlace que te enviamos al registrarte. Si no lo encuentras, te enviamos otro.</p>
        <Button
          type="button"
          variant="outline"
          className="mt-3"
          onClick={() => void onClick()}
          disabled={reenviar.isPending}
        >
          {reenviar.isPending ? 'Enviando...' : 'Reenviar correo de verificación'}
        </Button>
      </AlertDescription>
    </Alert>
  );
}
