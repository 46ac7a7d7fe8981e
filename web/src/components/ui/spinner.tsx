import type { ComponentProps } from 'react';
import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

const sizes = { sm: 'size-4', default: 'size-6', lg: 'size-10' } as const;

export type SpinnerProps = ComponentProps<'span'> & {
  /** Texto para lectores de pantalla. */
  label?: string;
  size?: keyof typeof sizes;
};

export function Spinner({ label = 'Cargando...', size = 'default', className, ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={cn('inline-flex items-center justify-center text-primary', className)}
      {...props}
    >
      <LoaderCircleIcon aria-hidden="true" className={cn('animate-spin', sizes[size])} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
