import {
  crearFestivoSchema,
  mensajesFestivo,
  type CrearFestivoInput,
} from '@escuela/shared/festivos/festivos.schemas';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { Selector, type Opcion } from '@/components/form/selector';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { errorMessage } from '@/lib/api';
import { useCrearFestivo } from './festivos.queries';

const MODOS: Opcion[] = [
  { valor: 'dia', etiqueta: 'Un día' },
  { valor: 'rango', etiqueta: 'Vacaciones (rango)' },
];

/** Adds one day or a vacation range, for every school or one (colegioId null = all). */
export function NuevoFestivo({ colegios }: { colegios: Opcion[] }) {
  const crear = useCrearFestivo();
  const [modo, setModo] = useState('dia');
  const [d, setD] = useState({ fecha: '', fechaFin: '', nombre: '', colegioId: '' });
  const [errores, setErrores] = useState<Record<string, string>>({});
  const poner = (k: keyof typeof d) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setD((x) => ({ ...x, [k]: e.target.value }));
  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    const colegioId = d.colegioId ? Number(d.colegioId) : null;
    const cuerpo: CrearFestivoInput =
      modo === 'dia'
        ? { fecha: d.fecha, nombre: d.nombre, colegioId }
        : { fechaInicio: d.fecha, fechaFin: d.fechaFin, nombre: d.nombre, colegioId };
    const r = crearFestivoSchema.safeParse(cuerpo);
    if (!r.success) {
      const err = Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
      setErrores({ ...err, fecha: err.fecha ?? err.fechaInicio ?? '' });
      return;
    }
    try {
      await crear.mutateAsync(cuerpo);
      setErrores({});
      setD((x) => ({ ...x, fecha: '', fechaFin: '', nombre: '' }));
    } catch (err) {
      setErrores({ general: errorMessage(err, 'Hubo un error al guardar los datos') });
    }
  };
  return (
    <form
      onSubmit={(e) => void enviar(e)}
      noValidate
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
    >
      <FormField label="Tipo" id="festivo-modo">
        <Selector valor={modo} onCambio={setModo} opciones={MODOS} />
      </FormField>
      <FormField label="Ámbito" id="festivo-colegio">
        <Selector
          valor={d.colegioId}
          onCambio={(colegioId) => setD((x) => ({ ...x, colegioId }))}
          opciones={colegios}
          vacio={mensajesFestivo.todosLosColegios}
        />
      </FormField>
      <FormField label={modo === 'dia' ? 'Fecha' : 'Desde'} id="festivo-fecha" error={errores.fecha} required>
        <EntradaFecha valor={d.fecha} onCambio={(fecha) => setD((x) => ({ ...x, fecha }))} />
      </FormField>
      {modo === 'rango' && (
        <FormField label="Hasta" id="festivo-fin" error={errores.fechaFin} required>
          <EntradaFecha valor={d.fechaFin} onCambio={(fechaFin) => setD((x) => ({ ...x, fechaFin }))} />
        </FormField>
      )}
      <FormField label="Nombre" id="festivo-nombre" error={errores.nombre} required className="sm:col-span-2">
        <Input value={d.nombre} onChange={poner('nombre')} maxLength={150} />
      </FormField>
      {errores.general && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errores.general}
        </p>
      )}
      <Button type="submit" disabled={crear.isPending} className="sm:col-span-2 sm:justify-self-end">
        {crear.isPending ? 'Guardando...' : 'Añadir festivo'}
      </Button>
    </form>
  );
}
