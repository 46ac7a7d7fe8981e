import { PaginaLegal } from './pagina-legal';

const COOKIES = [
  {
    nombre: 'sid (__Host-sid)',
    tipo: 'Técnica (propia)',
    finalidad: 'Mantener la sesión iniciada en el portal de padres y en el área del equipo.',
    duracion: 'Sesión',
  },
  {
    nombre: '_ga',
    tipo: 'Análisis (terceros)',
    finalidad: 'Distinguir visitantes de forma anónima para obtener estadísticas de uso.',
    duracion: '2 años',
  },
  {
    nombre: '_gid',
    tipo: 'Análisis (terceros)',
    finalidad: 'Distinguir visitantes durante un día para las estadísticas de uso.',
    duracion: '24 horas',
  },
  {
    nombre: '_gat',
    tipo: 'Análisis (terceros)',
    finalidad: 'Limitar la frecuencia de las peticiones de medición.',
    duracion: '1 minuto',
  },
];

export function Cookies() {
  return (
    <PaginaLegal
      titulo="Política de cookies"
      intro={
        <p>
          Una cookie es un pequeño archivo que la web guarda en tu navegador. Aquí te explicamos cuáles
          usamos, para qué y cuánto duran, y cómo puedes aceptarlas, rechazarlas o borrarlas.
        </p>
      }
    >
      <h2>1. Cookies que utilizamos</h2>
      <p>
        La cookie técnica es imprescindible para iniciar sesión y no requiere consentimiento. Las cookies de
        análisis solo se instalan si pulsas «Aceptar» en el aviso de cookies.
      </p>
      <div className="mt-4 overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Cookies de esta web, su tipo, finalidad y duración</caption>
          <thead className="bg-slate-50 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Cookie
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Tipo
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Finalidad
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Duración
              </th>
            </tr>
          </thead>
          <tbody>
            {COOKIES.map((c) => (
              <tr key={c.nombre} className="border-t">
                <th scope="row" className="px-4 py-3 font-mono font-medium">
                  {c.nombre}
                </th>
                <td className="px-4 py-3">{c.tipo}</td>
                <td className="px-4 py-3">{c.finalidad}</td>
                <td className="px-4 py-3 whitespace-nowrap">{c.duracion}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>2. Almacenamiento local</h2>
      <p>
        Para recordar que has aceptado las cookies, guardamos en el almacenamiento local de tu navegador el
        valor <code>cookiesAccepted</code>. No contiene datos personales y se conserva hasta que lo borres.
      </p>

      <h2>3. Cómo gestionar tu consentimiento</h2>
      <ul>
        <li>
          <strong>Aceptar:</strong> pulsa «Aceptar» en el aviso. Las cookies de análisis empezarán a funcionar
          a partir de ese momento, nunca antes.
        </li>
        <li>
          <strong>Rechazar o retirar el consentimiento:</strong> si no pulsas «Aceptar», no se instala ninguna
          cookie de análisis. Para retirar un consentimiento ya dado, borra los datos de este sitio en tu
          navegador; el aviso volverá a aparecer en tu próxima visita.
        </li>
        <li>
          <strong>Desde el navegador:</strong> todos los navegadores permiten bloquear o eliminar cookies en
          su configuración de privacidad. Si bloqueas la cookie técnica, no podrás iniciar sesión.
        </li>
      </ul>

      <h2>4. Transferencias</h2>
      <p>
        Las herramientas de análisis que utilicemos se configurarán para tratar los datos dentro del Espacio
        Económico Europeo y con las direcciones IP anonimizadas.
      </p>

      <h2>5. Cambios en esta política</h2>
      <p>
        Si cambiamos las cookies que utilizamos, actualizaremos esta página y te pediremos de nuevo el
        consentimiento cuando sea necesario.
      </p>
    </PaginaLegal>
  );
}
