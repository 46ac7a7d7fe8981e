/**
 * A number field of a react-hook-form form (money, kilometres, quantities, hours): label, the kit's
 * `EntradaNumero` (decimal comma or dot, shown with a comma; `decimales`, `fijos` for money) and the
 * field's error.
 */
import { campoDe } from '@/components/form/campo-controlado';
import { EntradaNumero } from '@/components/form/entrada-numero';

export const CampoNumero = campoDe(EntradaNumero);
