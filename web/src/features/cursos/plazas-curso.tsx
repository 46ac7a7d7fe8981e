/**
 * «Grupos y plazas» on a course page (issue 26): per partner school, the course's groups with "Quedan N
 * plazas" or "Lista de espera". The page is pre-rendered without data (the build has no database), so
 * the list is read after hydration with a plain `fetch` (no api client nor zod in the public entry) and
 * the server-rendered HTML and the first render agree (a loading line).
 */
import { describirHorario } from '@escuela/shared/grupos/horario';
import type { PlazasCurso as Plazas } from '@escuela/shared/plazas/plazas.schemas';
import { textoPlazasLibres } from '@escuela/shared/plazas/textos';
import { useEffect, useState } from 'react';

type Estado = { tipo: 'cargando' } | { tipo: 'error' } | { tipo: 'listo'; datos: Plazas };

export function PlazasCurso({ slug, contenedor }: { slug: string; contenedor: string }) {
  const [estado, setEstado] = useState<Estado>({ tipo: 'cargando' });
  useEffect(() => {
    let vivo = true;
    fetch(`/api/cursos/${encodeURIComponent(slug)}/plazas`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<Plazas>) : Promise.reject(new Error(String(r.status)))))
      .then((datos) => vivo && setEstado({ tipo: 'listo', datos }))
      .catch(() => vivo && setEstado({ tipo: 'error' }));
    return () => {
      vivo = false;
    };
  }, [slug]);

  return (
    <section aria-labelledby="plazas-curso" className={`${contenedor} mt-14`}>
      <h2 id="plazas-curso" className="text-2xl font-bold text-slate-900">
        Grupos y plazas
      </h2>
      <div aria-live="polite" className="mt-4">
        {estado.tipo === 'cargando' ? (
          <p className="text-slate-700">Cargando grupos...</p>
        ) : estado.tipo === 'error' ? (
          <p className="text-slate-700">
            No se pudieron cargar los grupos. Contacta con nosotros y te informamos.
          </p>
        ) : estado.datos.length === 0 ? (
          <p className="text-slate-700">
            Aún no hay grupos de este curso. Contacta con nosotros y te avisaremos.
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {estado.datos.map((c) => (
              <article key={c.colegio.id} className="rounded-2xl border border-slate-200 bg-white p-5">
                <h3 className="text-lg font-semibold text-slate-900">{c.colegio.nombre}</h3>
                <ul className="mt-3 space-y-2">
                  {c.grupos.map((g) => (
                    <li key={g.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <span className="text-slate-800">
                        {g.nombre} · {describirHorario(g.horario)}
                      </span>
                      <span
                        className={
                          g.plazasLibres > 0 ? 'font-medium text-emerald-800' : 'font-medium text-amber-800'
                        }
                      >
                        {textoPlazasLibres(g.plazasLibres)}
                      </span>
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
