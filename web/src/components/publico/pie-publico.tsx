import { ClockIcon } from 'lucide-react';
import { HORARIO_ATENCION } from '@escuela/shared/cursos/horario';
import { useNavegacion } from '@/lib/navegacion';
import { contenedor } from './estilos';
import { Marca } from './marca';

const enlace = 'rounded-sm text-slate-200 underline-offset-4 hover:text-white hover:underline';

export function PiePublico() {
  const { Enlace } = useNavegacion();
  return (
    <footer className="no-print mt-20 bg-slate-900 text-slate-200">
      <div className={`${contenedor} grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4`}>
        <div className="space-y-3 lg:col-span-2">
          <div className="inline-flex rounded-md bg-white px-2 py-1">
            <Marca />
          </div>
          <p className="max-w-sm text-sm text-slate-300">
            Robótica, programación e impresión 3D como actividad extraescolar en tu colegio, para niños y
            jóvenes de 4 a 17 años.
          </p>
        </div>
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Horario de atención</h2>
          <p className="mt-3 flex items-start gap-2 text-sm">
            <ClockIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {HORARIO_ATENCION.dias} {HORARIO_ATENCION.horas}
              <br />
              {HORARIO_ATENCION.finDeSemana}
            </span>
          </p>
        </div>
        <nav aria-label="Información legal">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Información legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Enlace to="/terminos-condiciones" className={enlace}>
                Términos y condiciones
              </Enlace>
            </li>
            <li>
              <Enlace to="/politica-privacidad" className={enlace}>
                Política de privacidad
              </Enlace>
            </li>
            <li>
              <Enlace to="/politica-cookies" className={enlace}>
                Política de cookies
              </Enlace>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-700">
        <p className={`${contenedor} py-5 text-xs text-slate-300`}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> RoboEscuela. Todos los derechos
          reservados.
        </p>
      </div>
    </footer>
  );
}
