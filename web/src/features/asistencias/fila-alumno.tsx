import type { AsistenciaAlumno } from '@escuela/shared/asistencias/asistencias.schemas';
import type { SalvaguardaLista } from '@escuela/shared/consentimientos/consentimientos.schemas';
import { Check, Save, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TableCell, TableRow } from '@/components/ui/table';
import { SalvaguardaFila } from './salvaguarda-fila';

export type Marca = { asistio: boolean; justificada?: boolean; observaciones?: string | null };

/** A student's mark; `pendiente` (a session still to come, nothing recorded) says so instead of a mark. */
export function EstadoAsistencia({ a, pendiente = false }: { a: AsistenciaAlumno; pendiente?: boolean }) {
  if (pendiente) return <Badge variant="secondary">Pendiente</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={a.asistio ? 'success' : 'destructive'}>{a.asistio ? 'Presente' : 'Ausente'}</Badge>
      {!a.asistio && a.justificada && <Badge variant="secondary">Justificada</Badge>}
    </span>
  );
}

/**
 * One student: big Presente / Ausente buttons (thumb-sized), justified when absent, and a short note.
 * `bloqueo` (the id of the reason shown on the page) disables every control while the session has not
 * begun, and each one points to the reason.
 */
export function FilaAlumno({
  a,
  marcar,
  ocupado,
  bloqueo,
  sinEnviar = false,
}: {
  /** The roster's row; `salvaguarda` is the door's summary (allergies, "sin fotos", pick-up). */
  a: AsistenciaAlumno & { salvaguarda?: SalvaguardaLista };
  marcar: (a: AsistenciaAlumno, marca: Marca) => void;
  ocupado: boolean;
  bloqueo?: string;
  /** The mark is kept on this device, not yet on the server (issue 28). */
  sinEnviar?: boolean;
}) {
  const inactivo = ocupado || bloqueo !== undefined;
  // Before the session begins, "no record" means nothing yet, not present.
  const pendiente = bloqueo !== undefined && !a.registrada;
  const nombre = `${a.alumno.nombre} ${a.alumno.apellidos}`;
  const [nota, setNota] = useState(a.observaciones ?? '');
  const idBase = `asistencia-${a.alumnoId}`;
  const boton = (presente: boolean) => {
    const activo = !pendiente && a.asistio === presente;
    return (
      <Button
        type="button"
        size="lg"
        variant={activo ? (presente ? 'default' : 'destructive') : 'outline'}
        aria-pressed={activo}
        aria-label={`${presente ? 'Presente' : 'Ausente'}: ${nombre}`}
        aria-describedby={bloqueo}
        disabled={inactivo}
        className="h-12 min-w-0 flex-1 px-2 text-sm sm:min-w-28 sm:text-base"
        onClick={() => marcar(a, { asistio: presente, justificada: presente ? false : a.justificada })}
      >
        {presente ? (
          <Check aria-hidden="true" className="hidden sm:block" />
        ) : (
          <X aria-hidden="true" className="hidden sm:block" />
        )}
        {presente ? 'Presente' : 'Ausente'}
      </Button>
    );
  };
  return (
    <TableRow>
      <TableCell className="w-[38%] align-top font-medium break-words whitespace-normal sm:w-auto">
        {nombre}
        {a.salvaguarda && <SalvaguardaFila datos={a.salvaguarda} nombre={nombre} />}
        <span className="mt-1 block sm:hidden">
          <EstadoAsistencia a={a} pendiente={pendiente} />
        </span>
        {sinEnviar && (
          <Badge variant="outline" className="mt-1 border-amber-400 text-amber-900">
            Sin enviar
          </Badge>
        )}
      </TableCell>
      <TableCell className="hidden align-top sm:table-cell">
        <EstadoAsistencia a={a} pendiente={pendiente} />
      </TableCell>
      <TableCell className="px-2 sm:px-4">
        <div className="grid gap-2">
          <div className="flex gap-2">
            {boton(true)}
            {boton(false)}
          </div>
          {!pendiente && !a.asistio && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${idBase}-justificada`}
                aria-label={`Justificada: ${nombre}`}
                aria-describedby={bloqueo}
                checked={a.justificada}
                disabled={inactivo}
                onCheckedChange={(v) => marcar(a, { asistio: false, justificada: v === true })}
              />
              <Label htmlFor={`${idBase}-justificada`}>Justificada</Label>
            </div>
          )}
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              marcar(a, { asistio: a.asistio, justificada: a.justificada, observaciones: nota });
            }}
          >
            <Input
              aria-label={`Nota de ${nombre}`}
              aria-describedby={bloqueo}
              disabled={bloqueo !== undefined}
              className="min-w-0"
              placeholder="Nota breve"
              maxLength={500}
              value={nota}
              onChange={(e) => setNota(e.target.value)}
            />
            <Button
              type="submit"
              variant="outline"
              size="icon"
              className="size-10 shrink-0"
              aria-label={`Guardar nota de ${nombre}`}
              aria-describedby={bloqueo}
              disabled={inactivo || nota === (a.observaciones ?? '')}
            >
              <Save aria-hidden="true" />
            </Button>
          </form>
        </div>
      </TableCell>
    </TableRow>
  );
}
