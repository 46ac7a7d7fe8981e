/**
 * A child's safeguarding data (DESIGN.md §10): allergies and conditions (type, description, what to do),
 * the people who may collect the child (name, DNI/NIE, relationship, phone) and "puede salir solo". The
 * portal and the office edit it with this form; a teacher sees it read-only. Errors are the shared
 * schema's, under their fields, before sending and from the server's 400.
 */
import {
  salvaguardaSchema,
  type SalvaguardaInput,
  type SalvaguardaRespuesta,
} from '@escuela/shared/consentimientos/consentimientos.schemas';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { ApiError } from '@/lib/api';

type Alergia = SalvaguardaInput['alergias'][number];
type Persona = SalvaguardaInput['recogida'][number];
type Errores = Record<string, string>;

const ALERGIA_VACIA: Alergia = { tipo: '', descripcion: '', actuacion: '' };
const PERSONA_VACIA: Persona = { nombre: '', dni: '', parentesco: '', telefono: '' };

function Campo({
  id,
  label,
  valor,
  cambiar,
  error,
  ...props
}: {
  id: string;
  label: string;
  valor: string;
  cambiar: (v: string) => void;
  error?: string;
} & Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'id'>) {
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={valor}
        onChange={(e) => cambiar(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function SalvaguardaForm({
  idBase,
  nombre,
  inicial,
  guardar,
}: {
  idBase: string;
  /** The child's name, for the controls' accessible names. */
  nombre: string;
  inicial: SalvaguardaRespuesta;
  guardar: (datos: SalvaguardaInput) => Promise<unknown>;
}) {
  const [alergias, setAlergias] = useState<Alergia[]>(inicial.alergias);
  const [recogida, setRecogida] = useState<Persona[]>(inicial.recogida);
  const [salirSolo, setSalirSolo] = useState(inicial.salirSolo);
  const [errores, setErrores] = useState<Errores>({});
  const [ocupado, setOcupado] = useState(false);

  const cambiarEn =
    <T,>(set: React.Dispatch<React.SetStateAction<T[]>>, i: number) =>
    (campo: keyof T) =>
    (v: string) =>
      set((lista) => lista.map((x, j) => (j === i ? { ...x, [campo]: v } : x)));

  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    const datos = { alergias, recogida, salirSolo };
    const r = salvaguardaSchema.safeParse(datos);
    if (!r.success) {
      setErrores(Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrores({});
    setOcupado(true);
    try {
      await guardar(datos);
    } catch (err) {
      if (err instanceof ApiError && err.errors) {
        setErrores(Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v?._errors[0] ?? ''])));
      }
    } finally {
      setOcupado(false);
    }
  };

  return (
    <form onSubmit={enviar} noValidate className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">Alergias y condiciones médicas</legend>
        {!alergias.length && <p className="text-sm text-muted-foreground">Ninguna indicada.</p>}
        {alergias.map((a, i) => {
          const id = `${idBase}-alergia-${i}`;
          const cambiar = cambiarEn(setAlergias, i);
          return (
            <div key={i} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3">
              <Campo
                id={`${id}-tipo`}
                label="Tipo"
                placeholder="Alergia, intolerancia..."
                valor={a.tipo}
                cambiar={cambiar('tipo')}
                error={errores[`alergias.${i}.tipo`]}
              />
              <Campo
                id={`${id}-descripcion`}
                label="Descripción"
                valor={a.descripcion}
                cambiar={cambiar('descripcion')}
                error={errores[`alergias.${i}.descripcion`]}
              />
              <Campo
                id={`${id}-actuacion`}
                label="Qué hacer"
                valor={a.actuacion}
                cambiar={cambiar('actuacion')}
                error={errores[`alergias.${i}.actuacion`]}
              />
              <Button
                type="button"
                variant="outline"
                className="sm:col-span-3 sm:justify-self-end"
                aria-label={`Quitar alergia ${i + 1} de ${nombre}`}
                onClick={() => setAlergias((l) => l.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
                Quitar
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          onClick={() => setAlergias((l) => [...l, { ...ALERGIA_VACIA }])}
        >
          <Plus aria-hidden="true" />
          Añadir alergia o condición
        </Button>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">Personas autorizadas para recogerle</legend>
        {!recogida.length && <p className="text-sm text-muted-foreground">Ninguna indicada.</p>}
        {recogida.map((p, i) => {
          const id = `${idBase}-recogida-${i}`;
          const cambiar = cambiarEn(setRecogida, i);
          return (
            <div key={i} className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
              <Campo
                id={`${id}-nombre`}
                label="Nombre y apellidos"
                valor={p.nombre}
                cambiar={cambiar('nombre')}
                error={errores[`recogida.${i}.nombre`]}
                autoComplete="off"
              />
              <Campo
                id={`${id}-dni`}
                label="DNI/NIE"
                valor={p.dni}
                cambiar={cambiar('dni')}
                error={errores[`recogida.${i}.dni`]}
                autoComplete="off"
              />
              <Campo
                id={`${id}-parentesco`}
                label="Parentesco"
                placeholder="Abuela, tío, vecina..."
                valor={p.parentesco}
                cambiar={cambiar('parentesco')}
                error={errores[`recogida.${i}.parentesco`]}
              />
              <Campo
                id={`${id}-telefono`}
                label="Teléfono"
                type="tel"
                inputMode="tel"
                valor={p.telefono}
                cambiar={cambiar('telefono')}
                error={errores[`recogida.${i}.telefono`]}
              />
              <Button
                type="button"
                variant="outline"
                className="sm:col-span-2 sm:justify-self-end"
                aria-label={`Quitar persona ${i + 1} de ${nombre}`}
                onClick={() => setRecogida((l) => l.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
                Quitar
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          onClick={() => setRecogida((l) => [...l, { ...PERSONA_VACIA }])}
        >
          <Plus aria-hidden="true" />
          Añadir persona autorizada
        </Button>
      </fieldset>

      <div className="flex items-center gap-3">
        <Switch id={`${idBase}-salir-solo`} checked={salirSolo} onCheckedChange={setSalirSolo} />
        <Label htmlFor={`${idBase}-salir-solo`}>Puede salir solo al terminar la clase</Label>
      </div>

      <Button type="submit" className="w-full sm:w-auto" disabled={ocupado}>
        {ocupado ? 'Guardando...' : 'Guardar datos de salud y recogida'}
      </Button>
    </form>
  );
}

/** The same data read-only (a teacher). */
export function SalvaguardaLectura({ datos }: { datos: SalvaguardaRespuesta }) {
  return (
    <div className="space-y-3 text-sm">
      <div>
        <h3 className="font-semibold">Alergias y condiciones médicas</h3>
        {datos.alergias.length ? (
          <ul className="list-disc pl-5">
            {datos.alergias.map((a, i) => (
              <li key={i}>
                <strong>{a.tipo}:</strong> {a.descripcion}. Qué hacer: {a.actuacion}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Ninguna indicada.</p>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Personas autorizadas para recogerle</h3>
        {datos.recogida.length ? (
          <ul className="list-disc pl-5">
            {datos.recogida.map((p, i) => (
              <li key={i}>
                {p.nombre} ({p.parentesco}) · DNI/NIE {p.dni} · {p.telefono}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">Ninguna indicada.</p>
        )}
      </div>
      <p>{datos.salirSolo ? 'Puede salir solo.' : 'No puede salir solo.'}</p>
    </div>
  );
}
