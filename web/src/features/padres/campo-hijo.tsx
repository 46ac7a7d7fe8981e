import { FormField } from '@/components/form/form-field';
import { Selector, type Opcion } from '@/components/form/selector';

/** Which of the family's children a portal form is about. */
export function CampoHijo({
  id,
  valor,
  onCambio,
  opciones,
}: {
  id: string;
  valor: string;
  onCambio: (valor: string) => void;
  opciones: Opcion[];
}) {
  return (
    <FormField label="Alumno" id={id}>
      <Selector
        id={id}
        valor={valor}
        onCambio={onCambio}
        opciones={opciones}
        placeholder="Selecciona el alumno"
      />
    </FormField>
  );
}
