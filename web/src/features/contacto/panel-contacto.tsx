import { HORARIO_ATENCION } from '@escuela/shared/cursos/horario';
import { ClockIcon, MailIcon, UsersIcon } from 'lucide-react';
import { contenedor } from '@/components/publico/estilos';
import { useNavegacion } from '@/lib/navegacion';
import { ContactoForm } from './contacto-form';

export function PanelContacto() {
  const { Enlace } = useNavegacion();
  return (
    <div className={`${contenedor} py-12 md:py-16`}>
      <div className="max-w-3xl">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Contacta con nosotros</h1>
        <p className="mt-4 text-lg text-slate-700">
          ¿Quieres saber si hay grupo en tu colegio, qué curso encaja con la edad de tu hijo o llevar nuestras
          clases a tu centro? Escríbenos y te responderemos lo antes posible.
        </p>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-3">
        <div className="rounded-2xl border bg-white p-6 shadow-sm sm:p-8 lg:col-span-2">
          <h2 className="mb-6 flex items-center gap-2 text-xl font-semibold text-slate-900">
            <MailIcon aria-hidden="true" className="size-5 text-primary" />
            Envíanos un mensaje
          </h2>
          <ContactoForm />
        </div>
        <aside className="space-y-6">
          <section aria-labelledby="contacto-horario" className="rounded-2xl bg-indigo-50 p-6">
            <h2
              id="contacto-horario"
              className="flex items-center gap-2 text-lg font-semibold text-slate-900"
            >
              <ClockIcon aria-hidden="true" className="size-5 text-primary" />
              Horario de atención
            </h2>
            <p className="mt-3 text-slate-800">
              {HORARIO_ATENCION.dias} {HORARIO_ATENCION.horas}
            </p>
            <p className="text-slate-800">{HORARIO_ATENCION.finDeSemana}</p>
          </section>
          <section aria-labelledby="contacto-familias" className="rounded-2xl bg-orange-50 p-6">
            <h2
              id="contacto-familias"
              className="flex items-center gap-2 text-lg font-semibold text-slate-900"
            >
              <UsersIcon aria-hidden="true" className="size-5 text-orange-800" />
              ¿Ya sois familia RoboEscuela?
            </h2>
            <p className="mt-3 text-slate-800">
              Consulta la asistencia, las actividades y las observaciones de tus hijos, o inscribe a un nuevo
              alumno, desde el{' '}
              <Enlace to="/padres" className="font-medium text-primary underline underline-offset-2">
                portal de padres
              </Enlace>
              .
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}
