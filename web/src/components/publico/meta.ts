import { useEffect } from 'react';

export interface MetaPagina {
  title: string;
  description: string;
}

/**
 * Keeps the document's title and description in step with the page shown (client navigation). The
 * pre-rendered HTML already carries them in its <head>, written at build time from the same values.
 */
export function useMetaPagina({ title, description }: MetaPagina): void {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
