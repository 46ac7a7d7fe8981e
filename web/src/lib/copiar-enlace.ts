import { toast } from '@/components/ui/use-toast';

/** Copies a link to the clipboard and says so; where the browser refuses, asks to copy it by hand. */
export async function copiarEnlace(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Enlace copiado' });
  } catch {
    toast({
      title: 'Error',
      description: 'No se pudo copiar: selecciona el enlace y cópialo',
      variant: 'destructive',
    });
  }
}
