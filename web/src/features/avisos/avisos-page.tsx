/**
 * /avisos (admin, coordinador; issue 27): write a notice to the families of a school, a group, a level or
 * every family (optionally their teachers too), confirm, send; below, the notices sent with how many got
 * them and how many families read them.
 */
import {
  DESTINOS_AVISO,
  destinoAvisoLabels,
  mensajesAviso,
  type TipoDestino,
} from '@escuela/shared/avisos/avisos.schemas';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { opcionesDeEtiquetas, Selector, type Opcion } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { Paginacion } from '@/components/tabla/paginacion';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useOpcionesGrupos } from '@/lib/grupos-opciones';
import { useAuth } from '@/lib/auth';
import { useAvisos, useColegiosAviso, useEnviarAviso, useNivelesAviso } from './avisos.queries';
import { ColegiosAvisos } from './colegios-avisos';
import { Plantillas } from './plantillas';

const TIPOS = opcionesDeEtiquetas(DESTINOS_AVISO, destinoAvisoLabels);
const ETIQUETA_ID: Record<Exclude<TipoDestino, 'todos'>, string> = {
  colegio: 'Colegio',
  grupo: 'Grupo',
  nivel: 'Nivel',
};
const fechaHora = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', { dateStyle: 'short', timeStyle: 'short' });

type Errores = Partial<Record<'titulo' | 'texto' | 'tipo' | 'id', string>>;

function useOpcionesDestino(tipo: TipoDestino): Opcion[] {
  const colegios = useColegiosAviso(tipo === 'colegio');
  const grupos = useOpcionesGrupos();
  const niveles = useNivelesAviso(tipo === 'nivel');
  const filas = tipo === 'colegio' ? colegios.data : tipo === 'nivel' ? niveles.data : undefined;
  if (tipo === 'grupo') return grupos.data ?? [];
  return (filas ?? []).map((f) => ({ valor: String(f.id), etiqueta: f.nombre }));
}

function NuevoAviso() {
  const [tipo, setTipo] = useState<TipoDestino>('grupo');
  const [destinoId, setDestinoId] = useState('');
  const [titulo, setTitulo] = useState('');
  const [texto, setTexto] = useState('');
  const [profesores, setProfesores] = useState(false);
  const [errores, setErrores] = useState<Errores>({});
  const [confirmar, setConfirmar] = useState(false);
  const opciones = useOpcionesDestino(tipo);
  const enviar = useEnviarAviso();
  const nombreDestino =
    tipo === 'todos' ? 'todas las familias' : (opciones.find((o) => o.valor === destinoId)?.etiqueta ?? '');

  const revisar = (e: React.FormEvent) => {
    e.preventDefault();
    const faltan: Errores = {};
    if (!titulo.trim()) faltan.titulo = mensajesAviso.titulo;
    if (!texto.trim()) faltan.texto = mensajesAviso.texto;
    if (tipo !== 'todos' && !destinoId) faltan.id = mensajesAviso.destinoId;
    setErrores(faltan);
    if (Object.keys(faltan).length === 0) setConfirmar(true);
  };

  const mandar = () =>
    enviar
      .mutateAsync({
        titulo,
        texto,
        destino: { tipo, id: tipo === 'todos' ? null : Number(destinoId) },
        incluirProfesores: profesores,
      })
      .then(() => {
        setTitulo('');
        setTexto('');
        setErrores({});
      })
      .catch((err: unknown) => {
        setConfirmar(false);
        const campos = err instanceof ApiError ? err.errors : undefined;
        const del = (k: string) => campos?.[k]?._errors[0];
        const nuevos: Errores = {
          titulo: del('titulo'),
          texto: del('texto'),
          id: del('destino.id') ?? del('destino'),
        };
        setErrores(nuevos);
        if (!nuevos.titulo && !nuevos.texto && !nuevos.id) {
          toast({
            title: 'Error',
            description: errorMessage(err, mensajesAviso.errorEnviar),
            variant: 'destructive',
          });
        }
      });

  return (
    <Card className="mb-8">
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Nuevo aviso
        </CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={revisar} noValidate className="grid gap-4 md:grid-cols-2">
          <FormField label="Destinatarios" id="aviso-tipo" required>
            <Selector
              valor={tipo}
              onCambio={(v) => {
                setTipo(v as TipoDestino);
                setDestinoId('');
              }}
              opciones={TIPOS}
            />
          </FormField>
          {tipo !== 'todos' && (
            <FormField label={ETIQUETA_ID[tipo]} id="aviso-destino" error={errores.id} required>
              <Selector
                valor={destinoId}
                onCambio={setDestinoId}
                opciones={opciones}
                placeholder="Elige uno"
              />
            </FormField>
          )}
          <FormField
            label="Título"
            id="aviso-titulo"
            error={errores.titulo}
            required
            className="md:col-span-2"
          >
            <Input value={titulo} onChange={(e) => setTitulo(e.target.value)} maxLength={150} />
          </FormField>
          <FormField label="Texto" id="aviso-texto" error={errores.texto} required className="md:col-span-2">
            <Textarea value={texto} onChange={(e) => setTexto(e.target.value)} maxLength={5000} rows={5} />
          </FormField>
          <div className="flex items-center gap-2 md:col-span-2">
            <Checkbox
              id="aviso-profesores"
              checked={profesores}
              onCheckedChange={(v) => setProfesores(v === true)}
            />
            <Label htmlFor="aviso-profesores">Enviar también a sus profesores</Label>
          </div>
          <div className="md:col-span-2">
            <Button type="submit" disabled={enviar.isPending}>
              <Send aria-hidden="true" />
              Enviar aviso
            </Button>
          </div>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="¿Enviar el aviso?"
        description={`«${titulo}» se enviará por correo a ${nombreDestino === 'todas las familias' ? nombreDestino : `las familias de ${nombreDestino}`}${profesores ? ' y a sus profesores' : ''}. No se puede deshacer.`}
        confirmLabel="Enviar"
        busyLabel="Enviando..."
        destructive={false}
        onConfirm={mandar}
      />
    </Card>
  );
}

export function AvisosPage() {
  const [pagina, setPagina] = useState(1);
  const { data, isPending, isError, error } = useAvisos(pagina);
  const { user } = useAuth();
  return (
    <PaginaGestion title="Avisos" description="Avisos a las familias por correo y en su portal">
      <NuevoAviso />
      <h2 className="mb-3 text-lg font-semibold">Avisos enviados</h2>
      {isError ? (
        <Alert variant="destructive">
          <AlertTitle>{mensajesAviso.errorCargar}</AlertTitle>
          <AlertDescription>{errorMessage(error, 'Inténtalo de nuevo más tarde')}</AlertDescription>
        </Alert>
      ) : isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Cargando avisos">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      ) : data.avisos.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">
          Aún no se ha enviado ningún aviso
        </p>
      ) : (
        <ul className="space-y-3">
          {data.avisos.map((a) => (
            <li key={a.id}>
              <Card>
                <CardHeader className="pb-2">
                  <CardTitle as="h3" className="text-base break-words">
                    {a.titulo}
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">
                    {fechaHora(a.fecha)} · {a.destino.nombre}
                    {a.incluirProfesores ? ' y sus profesores' : ''}
                    {a.autor ? ` · ${a.autor}` : ''}
                  </p>
                </CardHeader>
                <CardContent className="space-y-2">
                  <p className="line-clamp-3 whitespace-pre-line break-words text-sm">{a.texto}</p>
                  <p className="text-sm font-medium" data-testid="recuento-aviso">
                    Entregados: {a.enviados} de {a.destinatarios} · Leídos: {a.leidos}
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Paginacion paginacion={data?.paginacion} unidad={['aviso', 'avisos']} onPagina={setPagina} />
      {user?.rol === 'admin' && (
        <>
          <Plantillas />
          <ColegiosAvisos />
        </>
      )}
    </PaginaGestion>
  );
}
