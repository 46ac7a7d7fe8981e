import { Link } from 'react-router';
import { cn } from '@/lib/utils';

export const MARCA = 'RoboEscuela';

export function Brand({ className, to = '/' }: { className?: string; to?: string }) {
  return (
    <Link to={to} className={cn('inline-flex items-center gap-2 font-bold tracking-tight', className)}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{MARCA}</span>
    </Link>
  );
}
