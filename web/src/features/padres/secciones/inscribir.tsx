import { zodResolver } from '@/lib/zod-resolver';
import { describirHorario } from '@escuela/shared/grupos/horario';
import { textoPlazasLibres } from '@escuela/shared/plazas/textos';
import { CURSOS_ESCOLARES, FECHA_NACIMIENTO_MINIMA, LETRAS } from '@escuela/shared/padres/inscripcion';
import {
  inscribirAlumnoSchema,
  type InscribirAlumnoInput as Valores,
} from '@escuela/shared/padres/padres.schemas';
import { privacidadAceptada, VERSIONES_CONSENTIMIENTO } from '@escuela/shared/consentimientos/textos';
import type { DecisionImagen } from '@escuela/shared/consentimientos/consentimientos.schemas';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Casilla, CasillasImagen, TextoConsentimiento } from '@/components/consentimientos/piezas';
import { useNavigate } from 'react-router';
import { FormField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { CampoFecha } from '@/components/form/campo-fecha';
import { CampoSelect } from '@/components/form/campos';
import { claveDia } from '../fechas';
import { useToastSiFalla } from '../estado-carga';
import { useGrupos, useInscribirAlumno } from '../padres.queries';
import { rutaSeccion } from '../secciones';
import { ponerErroresDelServidor } from '@/components/form/errores-servidor';
import { SeccionPortal } from '../seccion-portal';

const VACIO = {
  nombre: '',
  apellidos: '',
  fechaNacimiento: '',
  curso: '',
  letra: '',
  grupoId: undefined,
  telefono1: '',
  telefono2: '',
  dni: '',
  cuenta: '',
  consentimientos: [],
} as unknown as Valores;

const SIN_IMAGEN: DecisionImagen = { interno: false, familias: false, web: false };

/** The enrolment's decisions: the privacy notice (when accepted) and the image scopes, current versions. */
const decisiones = (privacidad: boolean, imagen: DecisionImagen): Valores['consentimientos'] => [
  ...(privacidad ? [privacidadAceptada()] : []),
  { tipo: 'imagen', version: VERSIONES_CONSENTIMIENTO.imagen, decision: imagen },
];

export function Inscribir() {
  const grupos = useGrupos();
  useToastSiFalla(grupos.isError, 'No se pudo cargar la información de grupos');
  const inscribir = useInscribirAlumno();
  const navigate = useNavigate();
  const form = useForm<Valores>({ resolver: zodResolver(inscribirAlumnoSchema), defaultValues: VACIO });
  const { errors } = form.formState;
  const [privacidad, setPrivacidad] = useState(false);
  const [imagen, setImagen] = useState(SIN_IMAGEN);
  const decidir = (p: boolean, i: DecisionImagen) => {
    setPrivacidad(p);
    setImagen(i);
    form.setValue('consentimientos', decisiones(p, i), { shouldValidate: form.formState.isSubmitted });
  };
  const errorConsentimientos =
    errors.consentimientos?.message ?? errors.consentimientos?.root?.message ?? undefined;
  const ocupado = form.formState.isSubmitting || inscribir.isPending;

  const onSubmit = form.handleSubmit(async (datos) => {
    try {
      const r = await inscribir.mutateAsync(datos);
      form.reset(VACIO);
      decidir(false, SIN_IMAGEN);
      navigate(rutaSeccion(r.estado === 'lista_espera' ? 'ofertas' : 'alumnos'));
    } catch (err) {
      ponerErroresDelServidor(form, err, { campos: Object.keys(VACIO) });
    }
  });

  const texto = (name: FieldPath<Valores>, label: string, props: React.ComponentProps<'input'> = {}) => (
    <FormField label={label} id={`inscribir-${name}`} error={errors[name as keyof Valores]?.message}>
      <Input {...props} {...form.register(name)} />
    </FormField>
  );

  const selector = (
    name: 'curso' | 'letra' | 'grupoId',
    label: string,
    opciones: { value: string; label: string }[],
    placeholder: string,
  ) => (
    <CampoSelect
      control={form.control}
      name={name}
      label={label}
      id={`inscribir-${name}`}
      opciones={opciones.map((o) => ({ valor: o.value, etiqueta: o.label }))}
      placeholder={placeholder}
      numerico={name === 'grupoId'}
    />
  );

  const opcionesGrupo = (grupos.data ?? []).map((g) => ({
    value: String(g.id),
    label: `${g.nombre} · ${g.nivel.nombre} · ${describirHorario(g.horario)} · ${textoPlazasLibres(g.plazasLibres)}`,
  }));

  return (
    <SeccionPortal
      id="inscribir"
      titulo="Inscribir alumno"
      descripcion="Inscribe a tu hijo o hija en un grupo de su colegio."
    >
      <Card>
        <CardContent className="p-4 sm:p-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
            {texto('nombre', 'Nombre', { autoComplete: 'off' })}
            {texto('apellidos', 'Apellidos', { autoComplete: 'off' })}
            <CampoFecha
              control={form.control}
              name="fechaNacimiento"
              label="Fecha de nacimiento"
              id="inscribir-fechaNacimiento"
              min={FECHA_NACIMIENTO_MINIMA}
              max={claveDia(new Date())}
            />
            {selector('curso', 'Curso', [...CURSOS_ESCOLARES], 'Selecciona el curso')}
            {selector('letra', 'Letra', [...LETRAS], 'Selecciona la letra')}
            {selector(
              'grupoId',
              'Grupo',
              opcionesGrupo,
              grupos.isPending
                ? 'Cargando grupos...'
                : opcionesGrupo.length
                  ? 'Selecciona un grupo'
                  : 'No hay grupos disponibles',
            )}
            {texto('telefono1', 'Teléfono 1', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
            {texto('telefono2', 'Teléfono 2 (opcional)', { type: 'tel', inputMode: 'tel' })}
            {texto('dni', 'DNI/NIE (opcional)', { autoComplete: 'off' })}
            {texto('cuenta', 'Cuenta bancaria (opcional)', { autoComplete: 'off' })}
            <fieldset className="grid min-w-0 gap-3 sm:col-span-2">
              <legend className="mb-2 text-base font-semibold">Aviso de privacidad</legend>
              <TextoConsentimiento tipo="privacidad" id="inscribir-privacidad-texto" />
              <Casilla
                id="inscribir-privacidad"
                etiqueta="He leído y acepto el aviso de privacidad"
                marcada={privacidad}
                cambiar={(v) => decidir(v, imagen)}
                describedBy={
                  errorConsentimientos
                    ? 'inscribir-privacidad-texto inscribir-privacidad-error'
                    : 'inscribir-privacidad-texto'
                }
                invalida={Boolean(errorConsentimientos)}
              />
              {errorConsentimientos && (
                <p id="inscribir-privacidad-error" className="text-sm text-destructive">
                  {errorConsentimientos}
                </p>
              )}
            </fieldset>
            <fieldset className="grid min-w-0 gap-3 sm:col-span-2">
              <legend className="mb-2 text-base font-semibold">Uso de la imagen</legend>
              <TextoConsentimiento tipo="imagen" id="inscribir-imagen-texto" />
              <CasillasImagen
                idBase="inscribir-imagen"
                valor={imagen}
                cambiar={(v) => decidir(privacidad, v)}
                describedBy="inscribir-imagen-texto"
              />
            </fieldset>
            <div className="sm:col-span-2">
              <Button type="submit" className="w-full sm:w-auto" disabled={ocupado}>
                {ocupado ? 'Inscribiendo...' : 'Inscribir alumno'}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </SeccionPortal>
  );
}
