import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import type { Opcion } from '@/components/form/selector';

/** A fieldset of checkboxes (levels a teacher teaches, a group's days) with one error under them. */
export function GrupoCasillas({
  leyenda,
  idBase,
  opciones,
  valor,
  onCambio,
  error,
  required,
  className,
  columnasClassName = 'flex flex-wrap gap-x-5 gap-y-2',
}: {
  leyenda: string;
  idBase: string;
  opciones: readonly Opcion[];
  valor: readonly string[];
  onCambio: (valor: string[]) => void;
  error?: string;
  required?: boolean;
  className?: string;
  columnasClassName?: string;
}) {
  const errorId = `${idBase}-error`;
  return (
    <fieldset className={cn('grid gap-2', className)} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">
        {leyenda}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </legend>
      <div className={columnasClassName}>
        {opciones.map((o) => {
          const id = `${idBase}-${o.valor.replace(/\s+/g, '-')}`;
          return (
            <div key={o.valor} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={valor.includes(o.valor)}
                onCheckedChange={(v) =>
                  onCambio(v ? [...valor, o.valor] : valor.filter((x) => x !== o.valor))
                }
              />
              <Label htmlFor={id} className="font-normal">
                {o.etiqueta}
              </Label>
            </div>
          );
        })}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
