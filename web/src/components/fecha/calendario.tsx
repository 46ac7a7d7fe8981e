/**
 * A month calendar to pick a day: buttons named by the full Spanish date, optional marked days (records)
 * and days out of range (disabled); arrow keys move the selection, a click or Enter chooses. Small on
 * purpose (no date-picker dependency). Used by the parents' attendance screen and the kit's date field.
 */
import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { es } from 'date-fns/locale/es';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { claveDia } from '@/lib/formato-es';
import { cn } from '@/lib/utils';

const DIAS = ['L', 'M', 'X', 'J', 'V', 'S', 'D'];
const DIAS_LARGOS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const NINGUNO: ReadonlySet<string> = new Set();

export function Calendario({
  seleccionado,
  onSeleccionar,
  onElegir = onSeleccionar,
  mes,
  onMes,
  marcados = NINGUNO,
  conSeleccion = true,
  min,
  max,
  className,
}: {
  /** The day the keyboard is on (and the chosen one, unless `conSeleccion` is false). */
  seleccionado: Date;
  /** Arrow keys move to a day. */
  onSeleccionar: (d: Date) => void;
  /** A click (or Enter) on a day; by default the same as `onSeleccionar`. */
  onElegir?: (d: Date) => void;
  mes: Date;
  onMes: (d: Date) => void;
  /** 'yyyy-MM-dd' of days with records. */
  marcados?: ReadonlySet<string>;
  /** False while nothing is chosen yet: no day shows as pressed. */
  conSeleccion?: boolean;
  /** 'yyyy-MM-dd' bounds; days outside are disabled. */
  min?: string;
  max?: string;
  className?: string;
}) {
  const rejilla = useRef<HTMLDivElement>(null);
  const dias = eachDayOfInterval({
    start: startOfWeek(startOfMonth(mes), { weekStartsOn: 1 }),
    end: endOfWeek(endOfMonth(mes), { weekStartsOn: 1 }),
  });
  const semanas = Array.from({ length: dias.length / 7 }, (_, i) => dias.slice(i * 7, i * 7 + 7));
  const claveSel = claveDia(seleccionado);
  const fuera = (clave: string) => (min !== undefined && clave < min) || (max !== undefined && clave > max);

  const mover = (e: KeyboardEvent, dia: Date) => {
    const paso = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    if (!paso) return;
    e.preventDefault();
    const nuevo = addDays(dia, paso);
    if (fuera(claveDia(nuevo))) return;
    onSeleccionar(nuevo);
    if (!isSameMonth(nuevo, mes)) onMes(startOfMonth(nuevo));
    requestAnimationFrame(() =>
      rejilla.current?.querySelector<HTMLButtonElement>(`[data-dia="${claveDia(nuevo)}"]`)?.focus(),
    );
  };

  return (
    <div className={cn('w-full max-w-sm rounded-lg border bg-card p-3 shadow-sm', className)}>
      <div className="mb-2 flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Mes anterior"
          onClick={() => onMes(addMonths(mes, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="font-semibold capitalize" aria-live="polite">
          {format(mes, 'LLLL yyyy', { locale: es })}
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Mes siguiente"
          onClick={() => onMes(addMonths(mes, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div ref={rejilla} role="group" aria-label="Calendario">
        <div
          className="grid grid-cols-7 text-center text-xs font-medium text-muted-foreground"
          aria-hidden="true"
        >
          {DIAS.map((d) => (
            <span key={d} className="py-1">
              {d}
            </span>
          ))}
        </div>
        {semanas.map((semana) => (
          <div key={claveDia(semana[0]!)} className="grid grid-cols-7">
            {semana.map((dia, i) => {
              const clave = claveDia(dia);
              const enFoco = clave === claveSel;
              const sel = conSeleccion && enFoco;
              const conRegistros = marcados.has(clave);
              return (
                <button
                  key={clave}
                  type="button"
                  data-dia={clave}
                  tabIndex={enFoco ? 0 : -1}
                  aria-pressed={sel}
                  disabled={fuera(clave)}
                  aria-label={`${DIAS_LARGOS[i]} ${format(dia, "d 'de' MMMM 'de' yyyy", { locale: es })}${conRegistros ? ', con registros' : ''}`}
                  onClick={() => onElegir(dia)}
                  onKeyDown={(e) => mover(e, dia)}
                  className={cn(
                    'relative m-0.5 flex h-10 items-center justify-center rounded-md text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-40',
                    isSameMonth(dia, mes) ? 'text-foreground' : 'text-muted-foreground',
                    sel ? 'bg-primary text-primary-foreground' : 'hover:bg-muted',
                    enFoco && !sel && 'ring-1 ring-primary',
                    conRegistros && !sel && 'font-bold text-primary',
                  )}
                >
                  {dia.getDate()}
                  {conRegistros && (
                    <span
                      aria-hidden="true"
                      className={cn(
                        'absolute bottom-1 size-1 rounded-full',
                        sel ? 'bg-primary-foreground' : 'bg-accent',
                      )}
                    />
                  )}
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
