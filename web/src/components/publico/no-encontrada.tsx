import { boton } from './estilos';
import { useNavegacion } from '@/lib/navegacion';

/** The public site's '404: Página no encontrada' (spec §8), without the app's router. */
export function NoEncontrada() {
  const { Enlace } = useNavegacion();
  return (
    <div className="flex flex-col items-center gap-6 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">404: Página no encontrada</h1>
      <p className="text-muted-foreground">La dirección que has abierto no existe o ha cambiado.</p>
      <Enlace to="/" className={boton()}>
        Volver al inicio
      </Enlace>
    </div>
  );
}
