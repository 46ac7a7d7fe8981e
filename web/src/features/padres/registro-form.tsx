import { zodResolver } from '@/lib/zod-resolver';
import { joinFieldErrors } from '@escuela/shared/common/errors';
import {
  registroPadreFormSchema,
  type RegistroPadreForm as Valores,
} from '@escuela/shared/padres/padres.schemas';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { PasswordInput } from '@/components/form/password-input';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CampoSelect } from '@/components/form/campos';
import { opcionesDe } from '@/components/form/selector';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { erroresPassword } from '@/components/form/reglas-password';
import { CampoPasswordNueva } from '@/components/form/campo-password-nueva';
import { useColegiosRegistro, useRegistrarPadre } from './padres.queries';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';

const VACIO: Valores = {
  nombre: '',
  apellidos: '',
  email: '',
  password: '',
  confirmPassword: '',
  direccion: '',
  cuentaBancaria: '',
  titularCuenta: '',
  dni: '',
  telefono1: '',
  telefono2: '',
  socioAmpa: false,
  colegioId: undefined as unknown as number,
};

const CAMPOS_TEXTO: {
  name: FieldPath<Valores>;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email';
}[] = [
  { name: 'nombre', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'apellidos', label: 'Apellidos', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email' },
];

/** Spec §2–§5 parent registration: the 11 fields, the confirmation, and the school selector. */
export function RegistroForm({ onRegistrado }: { onRegistrado: () => void }) {
  const colegios = useColegiosRegistro();
  const registrar = useRegistrarPadre();
  const form = useForm<Valores>({ resolver: zodResolver(registroPadreFormSchema), defaultValues: VACIO });
  const { errors, isSubmitting } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });
  const confirmPassword = useWatch({ control: form.control, name: 'confirmPassword' });
  const passwordInvalida = erroresPassword(password).length > 0 || !password;
  const noCoinciden = confirmPassword !== '' && confirmPassword !== password;

  useToastSiFalla(colegios.isError, 'No se pudieron cargar los colegios disponibles');

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _c, ...datos }) => {
    try {
      await registrar.mutateAsync(datos);
      form.reset(VACIO);
      onRegistrado();
    } catch (err) {
      let description = 'Ha ocurrido un error, intenta de nuevo';
      if (err instanceof ApiError) {
        ponerErroresDelServidor(form, err, { campos: Object.keys(VACIO) });
        description = joinFieldErrors(err.errors) || err.serverMessage || description;
      }
      toast({ title: 'Error al registrarse', description, variant: 'destructive' });
    }
  });

  const texto = (
    name: FieldPath<Valores>,
    label: string,
    extra: Partial<(typeof CAMPOS_TEXTO)[number]> = {},
  ) => (
    <FormField
      key={name}
      label={label}
      id={`registro-${name}`}
      error={errors[name as keyof Valores]?.message}
    >
      <Input
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        inputMode={extra.inputMode}
        {...form.register(name)}
      />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">Tus datos</legend>
        {CAMPOS_TEXTO.map((c) => texto(c.name, c.label, c))}
        {texto('dni', 'DNI/NIE', { autoComplete: 'off' })}
        {texto('telefono1', 'Teléfono 1', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {texto('telefono2', 'Teléfono 2', { type: 'tel', inputMode: 'tel' })}
        <div className="sm:col-span-2">
          {texto('direccion', 'Dirección', { autoComplete: 'street-address' })}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">Contraseña</legend>
        <div className="grid gap-2">
          <CampoPasswordNueva
            control={form.control}
            name="password"
            label="Contraseña"
            id="registro-password"
          />
        </div>
        <FormField
          label="Confirmar contraseña"
          id="registro-confirmPassword"
          error={noCoinciden ? 'Las contraseñas no coinciden' : errors.confirmPassword?.message}
        >
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-muted-foreground">
          Colegio y datos bancarios
        </legend>
        <CampoSelect
          control={form.control}
          name="colegioId"
          label="Colegio"
          id="registro-colegio"
          className="sm:col-span-2"
          opciones={opcionesDe(colegios.data ?? [])}
          placeholder={colegios.isPending ? 'Cargando colegios...' : 'Selecciona un colegio'}
          numerico
        />
        {texto('cuentaBancaria', 'Cuenta bancaria (IBAN)', { autoComplete: 'off' })}
        {texto('titularCuenta', 'Titular de la cuenta', { autoComplete: 'name' })}
        <Controller
          control={form.control}
          name="socioAmpa"
          render={({ field }) => (
            <div className="flex items-center gap-3 sm:col-span-2">
              <Checkbox
                id="registro-socioAmpa"
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
              <Label htmlFor="registro-socioAmpa">Soy socio/a del AMPA</Label>
            </div>
          )}
        />
      </fieldset>

      <Button type="submit" className="w-full" disabled={isSubmitting || passwordInvalida}>
        {isSubmitting ? 'Registrando...' : 'Registrarse'}
      </Button>
    </form>
  );
}
