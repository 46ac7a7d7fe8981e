import {
  VERSIONES_SEPA,
  type AjustesCobros,
  type GuardarAjustesCobrosInput,
} from '@escuela/shared/cobros/cobros.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { Selector } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api';
import { useToastSiFalla } from '@/lib/use-toast-si-falla';
import { useAjustesCobros, useGuardarAjustesCobros } from './cobros.queries';

type Texto = Record<keyof AjustesCobros, string>;
const aTexto = (a: AjustesCobros): Texto =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, String(v)])) as Texto;
const numero = (v: string) => Number(v.replace(',', '.'));

const CAMPOS: { clave: keyof AjustesCobros; etiqueta: string; ayuda?: string; decimal?: boolean }[] = [
  { clave: 'acreedorNombre', etiqueta: 'Nombre del acreedor' },
  {
    clave: 'acreedorIdentificador',
    etiqueta: 'Identificador de acreedor SEPA',
    ayuda: 'Por ejemplo ES97000B12345678',
  },
  { clave: 'acreedorIban', etiqueta: 'IBAN de la escuela' },
  { clave: 'acreedorBic', etiqueta: 'BIC' },
  { clave: 'matricula', etiqueta: 'Matrícula por alumno y curso (€)', decimal: true },
  { clave: 'descuentoHermanos', etiqueta: 'Descuento por hermanos (%)', decimal: true },
  { clave: 'descuentoAmpa', etiqueta: 'Descuento socios AMPA (€ por alumno y mes)', decimal: true },
  { clave: 'diasPreaviso', etiqueta: 'Días de preaviso a las familias', decimal: true },
];

function Formulario({ inicial }: { inicial: AjustesCobros }) {
  const guardar = useGuardarAjustesCobros();
  const [valores, setValores] = useState<Texto>(() => aTexto(inicial));
  const [errores, setErrores] = useState<Partial<Record<string, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    setErrores({});
    setGeneral(null);
    const body: GuardarAjustesCobrosInput = {
      acreedorNombre: valores.acreedorNombre,
      acreedorIdentificador: valores.acreedorIdentificador,
      acreedorIban: valores.acreedorIban,
      acreedorBic: valores.acreedorBic,
      matricula: numero(valores.matricula),
      descuentoHermanos: numero(valores.descuentoHermanos),
      descuentoAmpa: numero(valores.descuentoAmpa),
      diasPreaviso: numero(valores.diasPreaviso),
      versionSepa: valores.versionSepa as AjustesCobros['versionSepa'],
    };
    guardar.mutate(body, {
      onSuccess: (a) => setValores(aTexto(a)),
      onError: (err) => {
        if (err instanceof ApiError && err.errors) {
          setErrores(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v?._errors[0]])));
        }
        setGeneral(errorMessage(err, 'No se pudieron guardar los ajustes'));
      },
    });
  };

  return (
    <form onSubmit={enviar} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {CAMPOS.map(({ clave, etiqueta, ayuda, decimal }) => {
          const id = `ajustes-cobros-${clave}`;
          const error = errores[clave];
          return (
            <div key={clave} className="grid min-w-0 gap-2">
              <Label htmlFor={id}>{etiqueta}</Label>
              <Input
                id={id}
                inputMode={decimal ? 'decimal' : undefined}
                value={valores[clave]}
                onChange={(e) => setValores((v) => ({ ...v, [clave]: e.target.value }))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : ayuda ? `${id}-ayuda` : undefined}
              />
              {error ? (
                <p id={`${id}-error`} className="text-sm text-destructive">
                  {error}
                </p>
              ) : (
                ayuda && (
                  <p id={`${id}-ayuda`} className="text-sm text-muted-foreground">
                    {ayuda}
                  </p>
                )
              )}
            </div>
          );
        })}
        <div className="grid min-w-0 gap-2">
          <Label htmlFor="ajustes-cobros-versionSepa">Versión del fichero SEPA</Label>
          <Selector
            id="ajustes-cobros-versionSepa"
            valor={valores.versionSepa}
            onCambio={(v) => setValores((x) => ({ ...x, versionSepa: v }))}
            opciones={VERSIONES_SEPA.map((v) => ({ valor: v, etiqueta: v }))}
          />
        </div>
      </div>
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={guardar.isPending}>
          {guardar.isPending ? 'Guardando...' : 'Guardar ajustes'}
        </Button>
        <Link to="/cobros" className={buttonVariants({ variant: 'outline' })}>
          Volver a cobros
        </Link>
      </div>
    </form>
  );
}

/** /cobros/ajustes (admin): the creditor, the matrícula, discounts, notice days and SEPA version. */
export function AjustesCobrosPage() {
  const { data, isPending, isError } = useAjustesCobros();
  useToastSiFalla(isError, 'No se pudieron cargar los ajustes de cobros');
  return (
    <PaginaGestion title="Ajustes de cobros" description="Datos del acreedor SEPA, matrícula y descuentos">
      <Card>
        <CardContent className="pt-6">
          {isPending ? (
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : isError ? (
            <p className="text-destructive">No se pudieron cargar los ajustes de cobros</p>
          ) : (
            <Formulario inicial={data} />
          )}
        </CardContent>
      </Card>
    </PaginaGestion>
  );
}
