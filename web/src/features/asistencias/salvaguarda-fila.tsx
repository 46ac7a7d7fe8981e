/**
 * What a teacher needs at the classroom door, per student (DESIGN.md §10): an allergy badge whose details
 * open on tap (a button: keyboard and screen readers reach it), "Sin fotos" when the family has not
 * authorised the school's own use of images, and who may collect the child (or "Puede salir solo").
 */
import type { SalvaguardaLista } from '@escuela/shared/consentimientos/consentimientos.schemas';
import { CameraOff, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export function SalvaguardaFila({ datos, nombre }: { datos: SalvaguardaLista; nombre: string }) {
  const { alergias, recogida, salirSolo, sinFotos } = datos;
  // The visible text starts the button's name (WCAG 2.5.3, label in name: a voice user says what they see).
  const textoAlergias = alergias.length === 1 ? 'Alergia' : `Alergias (${alergias.length})`;
  return (
    <span className="mt-1 flex flex-col items-start gap-1 text-xs font-normal">
      {(alergias.length > 0 || sinFotos) && (
        <span className="flex flex-wrap gap-1">
          {alergias.length > 0 && (
            <Popover>
              <PopoverTrigger
                className="inline-flex min-h-7 items-center gap-1 rounded-md border border-red-700 bg-red-50 px-2 text-xs font-semibold text-red-800 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                aria-label={`${textoAlergias} de ${nombre}: ver detalles`}
              >
                <TriangleAlert aria-hidden="true" className="size-3.5" />
                {textoAlergias}
              </PopoverTrigger>
              <PopoverContent align="start" className="w-72 p-3 text-sm">
                <p className="mb-2 font-semibold">Alergias y condiciones de {nombre}</p>
                <ul className="space-y-2">
                  {alergias.map((a, i) => (
                    <li key={i}>
                      <p>
                        <strong>{a.tipo}:</strong> {a.descripcion}
                      </p>
                      <p className="text-muted-foreground">Qué hacer: {a.actuacion}</p>
                    </li>
                  ))}
                </ul>
              </PopoverContent>
            </Popover>
          )}
          {sinFotos && (
            <Badge variant="secondary" className="gap-1">
              <CameraOff aria-hidden="true" className="size-3.5" />
              Sin fotos
            </Badge>
          )}
        </span>
      )}
      {salirSolo && <span className="text-muted-foreground">Puede salir solo</span>}
      {recogida.length > 0 && (
        <span className="break-words text-muted-foreground">
          Recogen: {recogida.map((p) => `${p.nombre} (${p.parentesco}, ${p.telefono})`).join(' · ')}
        </span>
      )}
    </span>
  );
}
