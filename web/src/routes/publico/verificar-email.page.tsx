import { useSearchParams } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { VerificacionEmail } from '@/features/cuentas/verificacion-email';

export default function VerificarEmailPage() {
  const [params] = useSearchParams();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 p-4">
      <title>Verificación de email · RoboEscuela</title>
      <Brand />
      <VerificacionEmail token={params.get('token')} />
    </main>
  );
}
