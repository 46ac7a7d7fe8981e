import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

type ControlProps = {
  id?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
};

export type FormFieldProps = {
  label: ReactNode;
  /** id del control; la etiqueta, la descripción y el error se enlazan con él. */
  id: string;
  error?: string;
  description?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactElement<ControlProps>;
};

export function FormField({ label, id, error, description, required, className, children }: FormFieldProps) {
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy =
    [children.props['aria-describedby'], description ? descriptionId : null, error ? errorId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  const control = isValidElement(children)
    ? cloneElement(children, {
        id: children.props.id ?? id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true } : {}),
      })
    : children;

  return (
    // A single track that may shrink below its content: a long select value or date never widens the form.
    <div className={cn('grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2', className)}>
      <Label htmlFor={id} id={`${id}-label`}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        )}
      </Label>
      {control}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
