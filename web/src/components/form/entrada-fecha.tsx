/**
 * The kit's date input (decision 037): a text field that reads and writes dd/mm/aaaa whatever the
 * browser's language (a native date input shows mm/dd/yyyy in an English browser), with a light mask
 * (typing 03022027 gives 03/02/2027) and a calendar button. Its value is 'yyyy-MM-dd' once the text is a
 * real date, '' when blank, and the typed text otherwise, so a form's schema reports it in Spanish.
 */
import { fechaDeTextoEs, mascaraFecha, textoDeFechaEs } from '@escuela/shared/common/entrada-es';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Calendario } from '@/components/fecha/calendario';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { claveDia } from '@/lib/formato-es';
import { cn } from '@/lib/utils';

export interface EntradaFechaProps {
  /** 'yyyy-MM-dd', '' or text that is not (yet) a date. */
  valor: string | null | undefined;
  onCambio: (valor: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  /** 'yyyy-MM-dd' bounds of the calendar. */
  min?: string;
  max?: string;
  disabled?: boolean;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-label'?: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const valorDe = (texto: string) => (texto.trim() === '' ? '' : (fechaDeTextoEs(texto) ?? texto.trim()));
const textoDe = (valor: unknown) =>
  typeof valor === 'string' && ISO.test(valor) ? textoDeFechaEs(valor) : String(valor ?? '');
/** 'yyyy-MM-dd' → a local Date of that day. */
const aFecha = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y!, m! - 1, d!);
};

export function EntradaFecha({
  valor,
  onCambio,
  onBlur,
  min,
  max,
  disabled,
  className,
  ...input
}: EntradaFechaProps) {
  const [texto, setTexto] = useState(() => textoDe(valor));
  // A value set from outside (a reset, the calendar) shows as its dd/mm/aaaa text (adjusted while rendering).
  const [visto, setVisto] = useState(valor);
  if (valor !== visto) {
    setVisto(valor);
    if (valorDe(texto) !== (valor ?? '')) setTexto(textoDe(valor));
  }
  const iso = typeof valor === 'string' && ISO.test(valor) ? valor : null;
  const [abierto, setAbierto] = useState(false);
  const [foco, setFoco] = useState(() => aFecha(iso ?? claveDia(new Date())));
  const [mes, setMes] = useState(foco);

  const abrir = (a: boolean) => {
    if (a) {
      const dia = aFecha(iso ?? claveDia(new Date()));
      setFoco(dia);
      setMes(dia);
    }
    setAbierto(a);
  };
  const elegir = (dia: Date) => {
    const clave = claveDia(dia);
    setTexto(textoDeFechaEs(clave));
    onCambio(clave);
    setAbierto(false);
  };

  return (
    <div className={cn('relative min-w-0', className)}>
      <Input
        {...input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        disabled={disabled}
        className="pr-11"
        value={texto}
        onChange={(e) => {
          const t = mascaraFecha(e.target.value);
          setTexto(t);
          onCambio(valorDe(t));
        }}
        onBlur={() => {
          const leida = fechaDeTextoEs(texto);
          if (leida) setTexto(textoDeFechaEs(leida));
          onBlur?.();
        }}
      />
      <Popover open={abierto} onOpenChange={abrir}>
        <PopoverTrigger asChild>
          <button
            type="button"
            disabled={disabled}
            aria-label="Abrir calendario"
            // The field's label describes it (never names it: the label names the text field alone).
            aria-describedby={input.id ? `${input.id}-label` : undefined}
            className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground disabled:opacity-60"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
          </button>
        </PopoverTrigger>
        <PopoverContent
          aria-label="Elegir fecha"
          className="p-0"
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            const el = e.currentTarget as HTMLElement | null;
            requestAnimationFrame(() =>
              el?.querySelector<HTMLButtonElement>('[data-dia][tabindex="0"]')?.focus(),
            );
          }}
        >
          <Calendario
            seleccionado={foco}
            onSeleccionar={setFoco}
            onElegir={elegir}
            mes={mes}
            onMes={setMes}
            conSeleccion={iso !== null}
            min={min}
            max={max}
            className="border-0 shadow-none"
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
