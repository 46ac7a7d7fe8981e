/** Pieces the enrolment form and the consents section share: a consent's text and the image scopes. */
import {
  AMBITOS_IMAGEN,
  etiquetasAmbitoImagen,
  TEXTOS_CONSENTIMIENTO,
  titulosConsentimiento,
  type TipoConsentimiento,
} from '@escuela/shared/consentimientos/textos';
import type { DecisionImagen } from '@escuela/shared/consentimientos/consentimientos.schemas';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** The text, readable and scrollable within a phone's width. */
export function TextoConsentimiento({ tipo, id }: { tipo: TipoConsentimiento; id: string }) {
  return (
    <div
      id={id}
      tabIndex={0}
      role="region"
      aria-label={`Texto: ${titulosConsentimiento[tipo]}`}
      className="max-h-40 overflow-y-auto rounded-md border border-border bg-muted/40 p-3 text-sm leading-relaxed"
    >
      {TEXTOS_CONSENTIMIENTO[tipo]}
    </div>
  );
}

/** One checkbox with its label, large enough for a thumb. */
export function Casilla({
  id,
  etiqueta,
  marcada,
  cambiar,
  describedBy,
  invalida,
  disabled,
}: {
  id: string;
  etiqueta: string;
  marcada: boolean;
  cambiar: (v: boolean) => void;
  describedBy?: string;
  invalida?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex min-h-10 items-center gap-3">
      <Checkbox
        id={id}
        checked={marcada}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalida || undefined}
        onCheckedChange={(v) => cambiar(v === true)}
      />
      <Label htmlFor={id} className="font-normal leading-snug">
        {etiqueta}
      </Label>
    </div>
  );
}

/** The three image scopes (uso interno, familias del grupo, web y redes sociales). */
export function CasillasImagen({
  idBase,
  valor,
  cambiar,
  describedBy,
  disabled,
}: {
  idBase: string;
  valor: DecisionImagen;
  cambiar: (v: DecisionImagen) => void;
  describedBy?: string;
  disabled?: boolean;
}) {
  return (
    <fieldset className="grid gap-1" aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">Autorizo el uso de su imagen para:</legend>
      {AMBITOS_IMAGEN.map((ambito) => (
        <Casilla
          key={ambito}
          id={`${idBase}-${ambito}`}
          etiqueta={etiquetasAmbitoImagen[ambito]}
          marcada={valor[ambito]}
          disabled={disabled}
          cambiar={(v) => cambiar({ ...valor, [ambito]: v })}
        />
      ))}
    </fieldset>
  );
}

/** A decision in words ('Sí', 'No', or the image scopes granted). */
export function describirDecision(decision: boolean | DecisionImagen | null): string {
  if (decision === null) return 'Sin decidir';
  if (typeof decision === 'boolean') return decision ? 'Autorizado' : 'No autorizado';
  const si = AMBITOS_IMAGEN.filter((a) => decision[a]).map((a) => etiquetasAmbitoImagen[a].toLowerCase());
  return si.length ? `Autorizado: ${si.join(', ')}` : 'No autorizado';
}
