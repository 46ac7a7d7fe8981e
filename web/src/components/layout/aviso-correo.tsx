/**
 * The notice that mail is not being sent (the quick start, without SMTP_URL; decision 034): shown to
 * signed-in staff and on the sign-in pages, where someone may be waiting for an invitation, a
 * verification or a reset link. On the server's own computer it links to the page that lists the kept
 * messages. Nothing shows while the answer is unknown, when mail is sent, or if the question fails.
 */
import { correoEndpoints } from '@escuela/shared/correo/correo.endpoints';
import { RUTA_CORREO_LOCAL, textosCorreo } from '@escuela/shared/correo/correo.schemas';
import { useQuery } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { api } from '@/lib/api';
import { cn } from '@/lib/utils';

export const correoKeys = { estado: () => ['correo', 'estado'] as const };

export function AvisoCorreo({ className }: { className?: string }) {
  const { data } = useQuery({ queryKey: correoKeys.estado(), queryFn: () => api(correoEndpoints.estado) });
  if (!data || data.enviando) return null;
  return (
    <Alert variant="aviso" role="status" className={cn('text-left', className)}>
      <MailWarning aria-hidden="true" />
      <AlertTitle>{textosCorreo.avisoTitulo}</AlertTitle>
      <AlertDescription>
        <p>{textosCorreo.aviso}</p>
        {data.paginaLocal && (
          // The server's page, not a screen of the app: a full page load.
          <a href={RUTA_CORREO_LOCAL} className="font-medium underline underline-offset-2">
            {textosCorreo.avisoPaginaLocal}
          </a>
        )}
      </AlertDescription>
    </Alert>
  );
}
