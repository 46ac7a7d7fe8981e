/**
 * Class names for the public pages. They reuse the kit's variants (`buttonVariants`) but not `cn`, so the
 * light public entry does not carry tailwind-merge: plain strings, no conflicting classes.
 */
import { buttonVariants } from '@/components/ui/button-variants';

export const boton = (
  variant: 'default' | 'outline' | 'ghost' | 'accent' | 'secondary' = 'default',
  size: 'default' | 'sm' | 'lg' = 'default',
  extra = '',
) => `${buttonVariants({ variant, size })} ${extra}`.trim();

export const campo =
  'flex w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

export const contenedor = 'mx-auto w-full max-w-6xl px-4 sm:px-6';

/** Headings and text of the long legal pages (no typography plugin). */
export const prosa =
  'text-foreground [&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:font-semibold [&_p]:mt-3 [&_p]:leading-relaxed [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2';
