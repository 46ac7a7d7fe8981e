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

/** How one field of a list's entry is edited. */
interface CampoDeLista<T> {
  campo: keyof T & string;
  label: string;
  props?: Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'id'>;
}

/** One kind of list of the form: its key in the schema, texts, empty entry, fields and grid. */
interface DefLista<T> {
  clave: keyof SalvaguardaInput & string;
  leyenda: string;
  /** What one entry is, in 'Quitar {entrada} 2 de Ana'. */
  entrada: string;
  anadir: string;
  vacia: T;
  campos: CampoDeLista<T>[];
  columnas: string;
}

const ALERGIAS: DefLista<Alergia> = {
  clave: 'alergias',
  leyenda: 'Alergias y condiciones médicas',
  entrada: 'alergia',
  anadir: 'Añadir alergia o condición',
  vacia: { tipo: '', descripcion: '', actuacion: '' },
  campos: [
    { campo: 'tipo', label: 'Tipo', props: { placeholder: 'Alergia, intolerancia...' } },
    { campo: 'descripcion', label: 'Descripción' },
    { campo: 'actuacion', label: 'Qué hacer' },
  ],
  columnas: 'sm:grid-cols-3',
};

const RECOGIDA: DefLista<Persona> = {
  clave: 'recogida',
  leyenda: 'Personas autorizadas para recogerle',
  entrada: 'persona',
  anadir: 'Añadir persona autorizada',
  vacia: { nombre: '', dni: '', parentesco: '', telefono: '' },
  campos: [
    { campo: 'nombre', label: 'Nombre y apellidos', props: { autoComplete: 'off' } },
    { campo: 'dni', label: 'DNI/NIE', props: { autoComplete: 'off' } },
    { campo: 'parentesco', label: 'Parentesco', props: { placeholder: 'Abuela, tío, vecina...' } },
    { campo: 'telefono', label: 'Teléfono', props: { type: 'tel', inputMode: 'tel' } },
  ],
  columnas: 'sm:grid-cols-2',
};

/**
 * An editable list of entries (allergies, pick-up persons): one bordered box per entry with its fields and
 * 'Quitar', then 'Añadir…'. Errors come keyed as the schema's paths (`recogida.0.dni`); `nombre` is the
 * child's, for the controls' accessible names.
 */
function ListaEditable<T extends Record<string, string>>({
  def,
  filas,
  cambiar,
  idBase,
  nombre,
  errores,
}: {
  def: DefLista<T>;
  filas: T[];
  cambiar: (filas: T[]) => void;
  idBase: string;
  nombre: string;
  errores: Errores;
}) {
  const { clave, leyenda, entrada, anadir, vacia, campos, columnas } = def;
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold">{leyenda}</legend>
      {!filas.length && <p className="text-sm text-muted-foreground">Ninguna indicada.</p>}
      {filas.map((fila, i) => (
        <div key={i} className={`grid gap-3 rounded-md border border-border p-3 ${columnas}`}>
          {campos.map(({ campo, label, props }) => (
            <Campo
              key={campo}
              id={`${idBase}-${clave}-${i}-${campo}`}
              label={label}
              valor={fila[campo] ?? ''}
              cambiar={(v) => cambiar(filas.map((x, j) => (j === i ? { ...x, [campo]: v } : x)))}
              error={errores[`${clave}.${i}.${campo}`]}
              {...props}
            />
          ))}
          <Button
            type="button"
            variant="outline"
            className="col-span-full sm:justify-self-end"
            aria-label={`Quitar ${entrada} ${i + 1} de ${nombre}`}
            onClick={() => cambiar(filas.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden="true" />
            Quitar
          </Button>
        </div>
      ))}
      <Button type="button" variant="outline" onClick={() => cambiar([...filas, { ...vacia }])}>
        <Plus aria-hidden="true" />
        {anadir}
      </Button>
    </fieldset>
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
  const comunes = { idBase, nombre, errores };

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
      <ListaEditable def={ALERGIAS} filas={alergias} cambiar={setAlergias} {...comunes} />
      <ListaEditable def={RECOGIDA} filas={recogida} cambiar={setRecogida} {...comunes} />

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
