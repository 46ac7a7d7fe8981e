import type { ComponentProps, ReactNode } from 'react';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-muted-foreground">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/**
 * A staff screen: one section with the document's title ('{title} · RoboEscuela', which React puts in the
 * head), the screen's header and its content. A screen whose header is not its title (the teacher's
 * dashboard, "Hoy") writes its own `<title>` and `PageHeader`.
 */
export function PaginaGestion({
  className,
  children,
  ...cabecera
}: ComponentProps<typeof PageHeader> & { className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <title>{`${cabecera.title} · RoboEscuela`}</title>
      <PageHeader {...cabecera} />
      {children}
    </section>
  );
}
