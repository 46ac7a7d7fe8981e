import { Construction } from 'lucide-react';
import { useMatches } from 'react-router';

/** Placeholder for screens that a later issue builds; the route and its guard are already real. */
export default function EnConstruccionPage() {
  const matches = useMatches();
  const titulo = (matches.at(-1)?.handle as { titulo?: string } | undefined)?.titulo ?? 'Página';
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <Construction className="mx-auto mb-4 size-12 text-accent" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{titulo}</h1>
      <p className="mt-2 text-muted-foreground">En construcción</p>
    </section>
  );
}
