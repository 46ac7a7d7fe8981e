import { cursoLabel, letraLabel } from '@escuela/shared/padres/inscripcion';
import {
  estadoInscripcionLabels,
  motivoInscripcionLabels,
  razonCoincidenciaLabels,
  type CandidatoInscripcion,
  type InscripcionFila,
} from '@escuela/shared/inscripciones/inscripciones.schemas';
import { Check, Link2, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatoFecha, formatoInstante } from '@/lib/formato-es';

const curso = (c: string | null, l: string | null) =>
  [cursoLabel(c), letraLabel(l)].filter(Boolean).join(' ') || '—';

function Dato({ etiqueta, children }: { etiqueta: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{etiqueta}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function Candidato({ candidato: c, onUnir }: { candidato: CandidatoInscripcion; onUnir?: () => void }) {
  const nombre = `${c.nombre} ${c.apellidos}`;
  return (
    <li className="space-y-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-words">{nombre}</span>
        {c.estado === 'baja' && <Badge variant="secondary">De baja</Badge>}
      </div>
      <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Dato etiqueta="Fecha de nacimiento">{formatoFecha(c.fechaNacimiento) || '—'}</Dato>
        <Dato etiqueta="Grupo">{c.grupo ? `${c.grupo.nombre} · ${c.grupo.colegio}` : 'Sin grupo'}</Dato>
        <Dato etiqueta="Familia">
          {c.familia ? `${c.familia.nombre} (${c.familia.email})` : 'Sin familia'}
        </Dato>
      </dl>
      <ul className="flex flex-wrap gap-1" aria-label={`Coincidencias con ${nombre}`}>
        {c.razones.map((r) => (
          <li key={r}>
            <Badge variant="outline" className="whitespace-normal">
              {razonCoincidenciaLabels[r]}
            </Badge>
          </li>
        ))}
      </ul>
      {onUnir && (
        <Button
          size="sm"
          variant="outline"
          onClick={onUnir}
          aria-label={`Es este alumno: unir con ${nombre}`}
        >
          <Link2 aria-hidden="true" />
          Es este alumno
        </Button>
      )}
    </li>
  );
}

/** One request: what the family sent, the students it resembles, and (admin, pending) the decisions. */
export function TarjetaInscripcion({
  inscripcion: i,
  puedeDecidir,
  onAprobar,
  onUnir,
  onRechazar,
}: {
  inscripcion: InscripcionFila;
  puedeDecidir: boolean;
  onAprobar: () => void;
  onUnir: (candidato: CandidatoInscripcion) => void;
  onRechazar: () => void;
}) {
  const idTitulo = `inscripcion-${i.id}`;
  const s = i.solicitud;
  const decide = puedeDecidir && i.estado === 'pendiente';
  return (
    <Card role="article" aria-labelledby={idTitulo} className="space-y-4 p-4">
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={idTitulo} className="font-semibold break-words">
            {s.nombre} {s.apellidos}
          </h2>
          <Badge variant={i.estado === 'pendiente' ? 'accent' : 'secondary'}>
            {estadoInscripcionLabels[i.estado]}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{motivoInscripcionLabels[i.motivo]}</p>
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Dato etiqueta="Fecha de nacimiento">{formatoFecha(s.fechaNacimiento)}</Dato>
        <Dato etiqueta="Curso">{curso(s.curso, s.letra)}</Dato>
        <Dato etiqueta="Grupo solicitado">
          {s.grupo ? `${s.grupo.nombre} · ${s.grupo.colegio}` : 'El grupo ya no existe'}
        </Dato>
        <Dato etiqueta="Familia">
          {i.familia.nombre} ({i.familia.email})
        </Dato>
        <Dato etiqueta="Teléfonos">{[s.telefono1, s.telefono2].filter(Boolean).join(' · ')}</Dato>
        <Dato etiqueta="Enviada">
          <time dateTime={i.creadaAt}>{formatoInstante(i.creadaAt)}</time>
        </Dato>
      </dl>
      {i.candidatos.length > 0 && (
        <section aria-labelledby={`${idTitulo}-candidatos`} className="space-y-2">
          <h3 id={`${idTitulo}-candidatos`} className="text-sm font-semibold">
            Alumnos parecidos que ya tenemos
          </h3>
          <ul className="space-y-2">
            {i.candidatos.map((c) => (
              <Candidato key={c.id} candidato={c} onUnir={decide ? () => onUnir(c) : undefined} />
            ))}
          </ul>
        </section>
      )}
      {i.mensaje && (
        <p className="text-sm break-words whitespace-pre-line">
          <span className="font-medium">Mensaje a la familia: </span>
          {i.mensaje}
        </p>
      )}
      {decide && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onAprobar}>
            <Check aria-hidden="true" />
            Aprobar como alumno nuevo
          </Button>
          <Button size="sm" variant="outline" onClick={onRechazar}>
            <X aria-hidden="true" />
            Rechazar
          </Button>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">Historial</summary>
        <ol className="mt-2 space-y-1">
          {i.historial.map((h, n) => (
            <li key={n} className="break-words">
              <span className="font-medium">{estadoInscripcionLabels[h.estado]}</span>
              {' · '}
              {h.autor ?? 'Cuenta eliminada'}
              {' · '}
              <time dateTime={h.fecha}>{formatoInstante(h.fecha)}</time>
              {h.nota && <span className="block text-muted-foreground">{h.nota}</span>}
            </li>
          ))}
        </ol>
      </details>
    </Card>
  );
}
