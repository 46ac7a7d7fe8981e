/**
 * A date field of a react-hook-form form: label, the kit's `EntradaFecha` (dd/mm/aaaa whatever the
 * browser's language, calendar button; `min`/`max` bound the calendar) and the field's error. The form's
 * value is 'yyyy-MM-dd' once the text is a real date, '' when blank, and the text itself otherwise (the
 * shared schema reports it).
 */
import { campoDe } from '@/components/form/campo-controlado';
import { EntradaFecha } from '@/components/form/entrada-fecha';

export const CampoFecha = campoDe(EntradaFecha);
