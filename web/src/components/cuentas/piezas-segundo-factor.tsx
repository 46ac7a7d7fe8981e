/**
 * The pieces of the second factor's screens, shared by the account menu (components/cuentas) and the
 * sign-in's set-up step (features/auth): the QR with its key to type by hand, the code field and the
 * recovery codes shown once.
 */
import type { AltaSegundoFactor } from '@escuela/shared/auth/segundo-factor.schemas';
import { Check, Copy } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';

/** Quiet zone around the QR, in modules (the standard asks for 4). */
const MARGEN = 4;

/** The QR of the `otpauth://` URI and the same key in groups of four, for apps without a camera. */
export function ClaveYQr({ alta }: { alta: AltaSegundoFactor }) {
  const idClave = useId();
  const lado = alta.qr.lado + 2 * MARGEN;
  const clave = alta.secreto.match(/.{1,4}/g)?.join(' ') ?? alta.secreto;
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <svg
        role="img"
        aria-label="Código QR para añadir la cuenta a tu aplicación de autenticación"
        viewBox={`0 0 ${lado} ${lado}`}
        className="mx-auto size-44 rounded-md border bg-white"
        shapeRendering="crispEdges"
      >
        <rect width={lado} height={lado} fill="#fff" />
        <path d={alta.qr.trazado} transform={`translate(${MARGEN} ${MARGEN})`} fill="#000" />
      </svg>
      <div className="min-w-0 space-y-2 text-sm">
        <p>
          Escanea el código con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator,
          FreeOTP…) o escribe esta clave:
        </p>
        <p id={idClave} className="font-medium">
          Clave de configuración
        </p>
        <code
          aria-labelledby={idClave}
          className="block rounded-md bg-muted px-3 py-2 font-mono text-base tracking-wide break-all"
        >
          {clave}
        </code>
      </div>
    </div>
  );
}

/** The code input: six digits from the app (or, with `recuperacion`, a recovery code). */
export function CampoCodigo({
  id,
  error,
  recuperacion = false,
  ...props
}: { id: string; error?: string; recuperacion?: boolean } & ComponentProps<'input'>) {
  return (
    <FormField
      label={recuperacion ? 'Código de recuperación' : 'Código de verificación'}
      id={id}
      error={error}
      description={
        recuperacion
          ? 'Uno de los códigos que guardaste al activar la verificación (por ejemplo, abcde-23456).'
          : 'Los 6 dígitos que muestra ahora tu aplicación de autenticación.'
      }
    >
      <Input
        id={id}
        autoComplete="one-time-code"
        inputMode={recuperacion ? 'text' : 'numeric'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recuperacion ? 16 : 6}
        className="font-mono tracking-widest"
        {...props}
      />
    </FormField>
  );
}

/** The recovery codes, shown once, with a button to copy them all. */
export function CodigosRecuperacionLista({ codigos }: { codigos: string[] }) {
  const [copiados, setCopiados] = useState(false);
  const idTitulo = useId();
  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(codigos.join('\n'));
      setCopiados(true);
    } catch {
      setCopiados(false);
    }
  };
  return (
    <section aria-labelledby={idTitulo} className="space-y-3">
      <h2 id={idTitulo} className="font-semibold">
        Códigos de recuperación
      </h2>
      <p className="text-sm text-muted-foreground">
        Guárdalos en un lugar seguro: si pierdes el móvil, cada uno te deja entrar una sola vez. No volverás a
        verlos.
      </p>
      <ul className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm">
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" onClick={() => void copiar()}>
        {copiados ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copiados ? 'Códigos copiados' : 'Copiar códigos'}
      </Button>
    </section>
  );
}

/** An error a form cannot place under a field (a 429, a 409) goes to a toast. */
export function avisarSiNoEsDeCampo(err: unknown, fallback: string) {
  if (err instanceof ApiError && err.errors) return;
  toast({ title: 'Error', description: errorMessage(err, fallback), variant: 'destructive' });
}
