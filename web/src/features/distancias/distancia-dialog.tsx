import {
  crearDistanciaSchema,
  type CrearDistancia,
  type Distancia,
} from '@escuela/shared/distancias/distancias.schemas';
import type { Colegio } from '@escuela/shared/colegios/colegios.schemas';
import type { Profesor } from '@escuela/shared/profesores/profesores.schemas';
import { CampoSelect } from '@/components/form/campos';
import {
  FormDialogRegistro,
  formularioRegistro,
  type DialogoRegistroProps,
} from '@/components/form/form-dialog-registro';
import { CampoNumero } from '@/components/form/campo-numero';
import { useActualizarDistancia, useCrearDistancia } from './distancias.queries';

/** 0: no id chosen yet (the select shows its placeholder); no kilometres yet: an empty input. */
const valores = (d: Distancia | null): CrearDistancia => ({
  profesorId: d?.profesorId ?? 0,
  colegioId: d?.colegioId ?? 0,
  kilometros: d?.kilometros ?? (undefined as unknown as number),
});

/** The two ends of a distance: chosen for a new one, fixed when editing. */
const EXTREMOS = [
  { name: 'profesorId', label: 'Profesor', id: 'distancia-profesor', placeholder: 'Seleccione un profesor' },
  { name: 'colegioId', label: 'Colegio', id: 'distancia-colegio', placeholder: 'Seleccione un colegio' },
] as const;

/** Spec §2: 'Nueva Distancia' / 'Editar Distancia'; in edit mode only the kilometres change. */
const FORMULARIO = formularioRegistro({
  titulos: { nuevo: 'Nueva Distancia', editar: 'Editar Distancia' },
  descripcion: 'Distancia de un solo trayecto entre el domicilio del profesor y el colegio.',
  schema: crearDistanciaSchema,
  valores,
});

export function DistanciaDialog({
  distancia,
  profesores,
  colegios,
  ...dialogo
}: DialogoRegistroProps & {
  distancia: Distancia | null;
  profesores: readonly Profesor[];
  colegios: readonly Colegio[];
}) {
  const crear = useCrearDistancia();
  const actualizar = useActualizarDistancia();
  const editando = distancia !== null;
  const opcionesProfesor = profesores.map((p) => ({
    valor: String(p.id),
    etiqueta: `${p.nombre} ${p.apellidos}`,
  }));
  const opcionesColegio = colegios.map((c) => ({
    valor: String(c.id),
    etiqueta: `${c.nombre} · ${c.direccion || 'Sin dirección'}`,
  }));
  return (
    <FormDialogRegistro
      {...dialogo}
      registro={distancia}
      formulario={FORMULARIO}
      guardar={({ id, datos }) =>
        id ? actualizar.mutateAsync({ id, kilometros: datos.kilometros }) : crear.mutateAsync(datos)
      }
    >
      {({ control }) => (
        <>
          {EXTREMOS.map((extremo) => (
            <CampoSelect
              key={extremo.name}
              control={control}
              {...extremo}
              opciones={extremo.name === 'profesorId' ? opcionesProfesor : opcionesColegio}
              numerico
              required
              disabled={editando}
            />
          ))}
          <CampoNumero
            control={control}
            name="kilometros"
            label="Kilómetros"
            id="distancia-kilometros"
            description="Solo ida"
            decimales={2}
            required
          />
        </>
      )}
    </FormDialogRegistro>
  );
}
