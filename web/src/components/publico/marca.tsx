import { useNavegacion } from '@/lib/navegacion';

export const MARCA = 'RoboEscuela';

export function Marca({ className = '' }: { className?: string }) {
  const { Enlace } = useNavegacion();
  return (
    <Enlace
      to="/"
      className={`inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground ${className}`}
    >
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      <span>
        Robo<span className="text-primary">Escuela</span>
      </span>
    </Enlace>
  );
}
