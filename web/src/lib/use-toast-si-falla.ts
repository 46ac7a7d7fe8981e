import { useEffect } from 'react';
import { toast } from '@/components/ui/use-toast';

/** Spec §8: a failed read shows a destructive toast titled 'Error' with the screen's text (no retry). */
export function useToastSiFalla(isError: boolean, descripcion: string) {
  useEffect(() => {
    if (isError) toast({ title: 'Error', description: descripcion, variant: 'destructive' });
  }, [isError, descripcion]);
}
