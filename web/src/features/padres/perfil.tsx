import { Privacidad } from './privacidad';
import { zodResolver } from '@/lib/zod-resolver';
import {
  datosPadreSchema,
  type DatosPadreInput as Valores,
  type PerfilPadre,
} from '@escuela/shared/padres/padres.schemas';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Cargando, ErrorCarga, useToastSiFalla } from './estado-carga';
import { useGuardarPerfil, usePerfil } from './padres.queries';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';
import { SeccionPortal } from './seccion-portal';

const ERROR_CARGA = 'No se pudieron cargar los datos del perfil.';

const PERSONALES: { name: keyof Valores; label: string; type?: string; autoComplete?: string }[] = [
  { name: 'nombre', label: 'Nombre', autoComplete: 'given-name' },
  { name: 'apellidos', label: 'Apellidos', autoComplete: 'family-name' },
  { name: 'direccion', label: 'Dirección', autoComplete: 'street-address' },
  { name: 'dni', label: 'DNI/NIE', autoComplete: 'off' },
  { name: 'telefono1', label: 'Teléfono 1', type: 'tel', autoComplete: 'tel' },
  { name: 'telefono2', label: 'Teléfono 2', type: 'tel' },
];
const BANCARIOS: typeof PERSONALES = [
  { name: 'cuentaBancaria', label: 'Cuenta bancaria (IBAN)', autoComplete: 'off' },
  { name: 'titularCuenta', label: 'Titular de la cuenta', autoComplete: 'name' },
];

const valoresDe = (p: PerfilPadre): Valores => ({
  nombre: p.nombre,
  apellidos: p.apellidos,
  direccion: p.direccion,
  dni: p.dni,
  telefono1: p.telefono1,
  telefono2: p.telefono2,
  cuentaBancaria: p.cuentaBancaria,
  titularCuenta: p.titularCuenta,
});

function Lectura({ perfil, campos }: { perfil: PerfilPadre; campos: typeof PERSONALES }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {campos.map((c) => (
        <div key={c.name}>
          <dt className="text-sm text-muted-foreground">{c.label}</dt>
          <dd className="font-medium break-words">{perfil[c.name] || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Edicion({ perfil, onFin }: { perfil: PerfilPadre; onFin: () => void }) {
  const guardar = useGuardarPerfil();
  const form = useForm<Valores>({
    resolver: zodResolver(datosPadreSchema),
    defaultValues: valoresDe(perfil),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (datos) => {
    try {
      await guardar.mutateAsync(datos);
      onFin();
    } catch (err) {
      ponerErroresDelServidor(form, err);
    }
  });

  const campo = (c: (typeof PERSONALES)[number]) => (
    <FormField key={c.name} label={c.label} id={`perfil-${c.name}`} error={errors[c.name]?.message}>
      <Input type={c.type ?? 'text'} autoComplete={c.autoComplete} {...form.register(c.name)} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {PERSONALES.slice(0, 2).map(campo)}
        <FormField label="Email" id="perfil-email" description="El email no se puede modificar">
          <Input type="email" value={perfil.email} disabled readOnly />
        </FormField>
        {PERSONALES.slice(2).map(campo)}
      </div>
      <fieldset className="space-y-4 rounded-lg border p-4">
        <legend className="px-1 font-semibold">Datos bancarios</legend>
        <div className="grid items-start gap-4 sm:grid-cols-2">{BANCARIOS.map(campo)}</div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onFin} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando...' : 'Guardar Cambios'}
        </Button>
      </div>
    </form>
  );
}

/** Spec §2 /padres/perfil: view ↔ edit; Cancelar drops the edits (the form starts from the loaded values). */
export function Perfil() {
  const perfil = usePerfil();
  const [editando, setEditando] = useState(false);
  useToastSiFalla(perfil.isError, ERROR_CARGA);

  return (
    <SeccionPortal id="perfil" titulo="Mi Perfil" className="mx-auto max-w-3xl space-y-4">
      {perfil.isPending ? (
        <Cargando filas={2} />
      ) : perfil.isError ? (
        <ErrorCarga>{ERROR_CARGA}</ErrorCarga>
      ) : (
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
            <div className="space-y-1">
              <CardTitle>Datos personales</CardTitle>
              <CardDescription>
                {perfil.data.colegioNombre
                  ? `Colegio: ${perfil.data.colegioNombre}`
                  : 'Tus datos de contacto y de pago'}
              </CardDescription>
            </div>
            {!editando && (
              <Button variant="outline" onClick={() => setEditando(true)}>
                <Pencil aria-hidden="true" />
                Editar Perfil
              </Button>
            )}
          </CardHeader>
          <CardContent>
            {editando ? (
              <Edicion perfil={perfil.data} onFin={() => setEditando(false)} />
            ) : (
              <div className="space-y-6">
                <Lectura
                  perfil={perfil.data}
                  campos={[
                    ...PERSONALES.slice(0, 2),
                    { name: 'email' as keyof Valores, label: 'Email' },
                    ...PERSONALES.slice(2),
                  ]}
                />
                <div className="space-y-3 rounded-lg border p-4">
                  <h2 className="font-semibold">Datos bancarios</h2>
                  <Lectura perfil={perfil.data} campos={BANCARIOS} />
                </div>
              </div>
            )}
          </CardContent>
        </Card>
      )}
      <Privacidad />
    </SeccionPortal>
  );
}
