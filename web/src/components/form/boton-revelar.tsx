/**
 * 'Mostrar … completo' under a masked DNI or IBAN (decision 045): asks the server for the whole value
 * (the server logs the reveal) and hands it to the form; hidden once the field holds no masked value.
 */
import { esEnmascarado } from '@escuela/shared/derechos/enmascarar';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';

export function BotonRevelar(props: {
  /** The field's current value (watched). */
  valor: unknown;
  etiqueta: string;
  revelar: () => Promise<{ valor: string | null }>;
  onRevelado: (valor: string) => void;
}) {
  const [pidiendo, setPidiendo] = useState(false);
  if (!esEnmascarado(props.valor)) return null;
  return (
    <Button
      type="button"
      variant="link"
      className="h-auto justify-start p-0 text-sm"
      disabled={pidiendo}
      onClick={async () => {
        setPidiendo(true);
        try {
          const { valor } = await props.revelar();
          if (valor) props.onRevelado(valor);
        } catch (err) {
          toast({
            title: 'Error',
            description: errorMessage(err, 'No se pudo mostrar el dato'),
            variant: 'destructive',
          });
        } finally {
          setPidiendo(false);
        }
      }}
    >
      {props.etiqueta} (queda registrado)
    </Button>
  );
}
