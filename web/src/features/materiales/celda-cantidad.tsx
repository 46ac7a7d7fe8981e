/**
 * One editable quantity cell of /materiales-periodo (spec §4: one cell of one row at a time). Shows the
 * value and an edit button; while editing, a text box with confirm and cancel. A value that is not a
 * non-negative integer is refused here with the spec's text; the server checks it again.
 */
import { mensajesPeriodo } from '@escuela/shared/materiales/materiales.schemas';
import { Check, Pencil, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export interface CeldaCantidadProps {
  valor: number;
  /** 'Cantidad Inicial de Arduino UNO, 06/01' */
  nombre: string;
  editando: boolean;
  /** Another cell is being edited: this one offers no edit button meanwhile. */
  bloqueada: boolean;
  onEditar: () => void;
  onCancelar: () => void;
  /** Resolves when saved (the edit then clears); rejects to keep editing. */
  onGuardar: (valor: string) => Promise<unknown>;
}

const ENTERO = /^\d{1,9}$/;

export function CeldaCantidad(props: CeldaCantidadProps) {
  const { valor, nombre, editando } = props;
  if (!editando) {
    return (
      <span className="inline-flex items-center gap-1">
        {valor}
        {!props.bloqueada && (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Editar ${nombre}`}
            onClick={props.onEditar}
          >
            <Pencil aria-hidden="true" className="size-3.5" />
          </Button>
        )}
      </span>
    );
  }
  return <Editor {...props} />;
}

function Editor({ valor, nombre, onCancelar, onGuardar }: CeldaCantidadProps) {
  const [texto, setTexto] = useState(String(valor));
  const [error, setError] = useState<string | null>(null);
  const [guardando, setGuardando] = useState(false);
  const errorId = useId();

  const confirmar = async () => {
    if (!ENTERO.test(texto.trim())) {
      setError(mensajesPeriodo.numeroInvalido);
      return;
    }
    setError(null);
    setGuardando(true);
    try {
      await onGuardar(texto.trim());
    } catch {
      setGuardando(false); // the mutation's toast says why; the value stays for another try
    }
  };

  return (
    <form
      className="grid justify-items-end gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void confirmar();
      }}
    >
      <div className="flex items-center gap-1">
        <Input
          aria-label={nombre}
          inputMode="numeric"
          autoFocus
          className="h-8 w-20 text-right"
          value={texto}
          disabled={guardando}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setTexto(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && onCancelar()}
        />
        <Button type="submit" size="icon" className="size-8" disabled={guardando} aria-label="Confirmar">
          <Check aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-8"
          disabled={guardando}
          aria-label="Cancelar"
          onClick={onCancelar}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-xs text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
