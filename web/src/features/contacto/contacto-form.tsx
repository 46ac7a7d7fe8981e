/**
 * The contact form of spec §3–§5 and §8: all four fields required ('Formulario incompleto'), 'Enviando...'
 * while sending, 'Mensaje enviado' and a cleared form on success; the 24 h duplicate shows 'Mensaje
 * recibido' (not an error) and clears the form too; any other failure is a destructive 'Error al enviar'.
 */
import { LIMITES_CONTACTO, textosContacto } from '@escuela/shared/contacto/contacto.textos';
import { SendIcon } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { boton, campo } from '@/components/publico/estilos';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import {
  enviarContacto,
  validarContacto,
  type CamposContacto,
  type ErroresContacto,
} from './enviar-contacto';

const VACIO: CamposContacto = { nombre: '', email: '', asunto: '', mensaje: '', web: '' };

function Campo({
  id,
  etiqueta,
  error,
  children,
}: {
  id: string;
  etiqueta: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {etiqueta}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

export function ContactoForm() {
  const [datos, setDatos] = useState<CamposContacto>(VACIO);
  const [errores, setErrores] = useState<ErroresContacto>({});
  const [enviando, setEnviando] = useState(false);

  const cambiar = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const nombre = e.target.name as keyof CamposContacto;
    setDatos((d) => ({ ...d, [nombre]: e.target.value }));
    if (errores[nombre]) setErrores((er) => ({ ...er, [nombre]: undefined }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (enviando) return;
    if (!datos.nombre.trim() || !datos.email.trim() || !datos.asunto.trim() || !datos.mensaje.trim()) {
      toast({
        title: textosContacto.incompletoTitulo,
        description: textosContacto.incompleto,
        variant: 'destructive',
      });
      return;
    }
    setEnviando(true);
    try {
      const invalidos = await validarContacto(datos);
      if (invalidos) {
        setErrores(invalidos);
        toast({
          title: textosContacto.errorTitulo,
          description: Object.values(invalidos)[0],
          variant: 'destructive',
        });
        return;
      }
      await enviarContacto(datos);
      setDatos(VACIO);
      setErrores({});
      toast({ title: textosContacto.enviadoTitulo, description: textosContacto.enviado });
    } catch (err) {
      const mensaje = err instanceof ApiError ? err.serverMessage : undefined;
      if (mensaje?.includes(textosContacto.marcaDuplicado)) {
        setDatos(VACIO);
        setErrores({});
        toast({ title: textosContacto.duplicadoTitulo, description: mensaje });
      } else {
        toast({
          title: textosContacto.errorTitulo,
          description: mensaje ?? textosContacto.errorPorDefecto,
          variant: 'destructive',
        });
      }
    } finally {
      setEnviando(false);
    }
  };

  const props = (id: keyof CamposContacto) => ({
    id: `contacto-${id}`,
    name: id,
    value: datos[id],
    onChange: cambiar,
    'aria-invalid': errores[id] ? true : undefined,
    'aria-describedby': errores[id] ? `contacto-${id}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate method="post" action="/api/contacto" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Campo id="contacto-nombre" etiqueta="Nombre" error={errores.nombre}>
          <input
            {...props('nombre')}
            autoComplete="name"
            maxLength={LIMITES_CONTACTO.nombre}
            className={`${campo} h-11`}
          />
        </Campo>
        <Campo id="contacto-email" etiqueta="Email" error={errores.email}>
          <input
            {...props('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={LIMITES_CONTACTO.email}
            className={`${campo} h-11`}
          />
        </Campo>
      </div>
      <Campo id="contacto-asunto" etiqueta="Asunto" error={errores.asunto}>
        <input {...props('asunto')} maxLength={LIMITES_CONTACTO.asunto} className={`${campo} h-11`} />
      </Campo>
      <Campo id="contacto-mensaje" etiqueta="Mensaje" error={errores.mensaje}>
        <textarea
          {...props('mensaje')}
          rows={6}
          maxLength={LIMITES_CONTACTO.mensaje}
          className={`${campo} min-h-36`}
        />
      </Campo>
      {/* Honeypot: hidden from people and from assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contacto-web">No rellenes este campo</label>
        <input {...props('web')} tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={enviando}
        className={boton('default', 'lg', 'w-full sm:w-auto sm:justify-self-start')}
      >
        <SendIcon aria-hidden="true" />
        {enviando ? 'Enviando...' : 'Enviar mensaje'}
      </button>
    </form>
  );
}
