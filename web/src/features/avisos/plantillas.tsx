/**
 * «Mensajes automáticos» (admin, issue 27): the Spanish templates of the messages the product sends by
 * itself (a cancelled class, an unannounced absence, a notice). Each opens in a dialog with the variables
 * it may use; «Restablecer» (confirmed) brings the default text back.
 */
import type { Plantilla } from '@escuela/shared/notificaciones/plantillas.schemas';
import { Pencil, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { FormField } from '@/components/form/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogFooter } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api';
import { useGuardarPlantilla, usePlantillas, useRestablecerPlantilla } from './avisos.queries';
import { ApartadoAvisos } from './apartado';

export function Plantillas() {
  const plantillas = usePlantillas(true);
  const [editando, setEditando] = useState<Plantilla | null>(null);
  const [restableciendo, setRestableciendo] = useState<Plantilla | null>(null);
  const restablecer = useRestablecerPlantilla();
  return (
    <ApartadoAvisos
      id="titulo-plantillas"
      titulo="Mensajes automáticos"
      descripcion={
        <>
          Los textos que se envían solos. Las palabras entre llaves, como {'{grupo}'}, se sustituyen al
          enviar.
        </>
      }
      consulta={plantillas}
      altura="h-24"
      error="Error al cargar las plantillas"
      lista={(lista) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {lista.map((p) => (
            <li key={p.clave}>
              <Card className="h-full">
                <CardHeader className="pb-2">
                  <CardTitle as="h3" className="flex flex-wrap items-center gap-2 text-base">
                    {p.nombre}
                    {p.personalizada && <Badge variant="secondary">Personalizada</Badge>}
                  </CardTitle>
                  <p className="text-sm text-muted-foreground">{p.descripcion}</p>
                </CardHeader>
                <CardContent className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditando(p)}
                    aria-label={`Editar: ${p.nombre}`}
                  >
                    <Pencil aria-hidden="true" />
                    Editar
                  </Button>
                  {p.personalizada && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRestableciendo(p)}
                      aria-label={`Restablecer: ${p.nombre}`}
                    >
                      <RotateCcw aria-hidden="true" />
                      Restablecer
                    </Button>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    >
      {editando && <EditarPlantilla plantilla={editando} cerrar={() => setEditando(null)} />}
      <ConfirmDialog
        open={restableciendo !== null}
        onOpenChange={(o) => !o && setRestableciendo(null)}
        title="¿Restablecer el texto original?"
        description={`«${restableciendo?.nombre ?? ''}» volverá a su texto por defecto; se pierde el actual.`}
        confirmLabel="Restablecer"
        busyLabel="Restableciendo..."
        onConfirm={() => restablecer.mutateAsync(restableciendo!.clave)}
      />
    </ApartadoAvisos>
  );
}

function EditarPlantilla({ plantilla: p, cerrar }: { plantilla: Plantilla; cerrar: () => void }) {
  const [asunto, setAsunto] = useState(p.asunto);
  const [texto, setTexto] = useState(p.texto);
  const [errores, setErrores] = useState<{ asunto?: string; texto?: string }>({});
  const guardar = useGuardarPlantilla();
  const enviar = (e: React.FormEvent) => {
    e.preventDefault();
    guardar.mutate(
      { clave: p.clave, datos: { asunto, texto } },
      {
        onSuccess: cerrar,
        onError: (err) => {
          const campos = err instanceof ApiError ? err.errors : undefined;
          const nuevos = { asunto: campos?.asunto?._errors[0], texto: campos?.texto?._errors[0] };
          setErrores(nuevos);
          if (!nuevos.asunto && !nuevos.texto) {
            toast({
              title: 'Error',
              description: errorMessage(err, 'No se pudo guardar la plantilla'),
              variant: 'destructive',
            });
          }
        },
      },
    );
  };
  return (
    <Dialogo
      open
      onOpenChange={(o) => !o && cerrar()}
      titulo={p.nombre}
      descripcion={p.descripcion}
      className="sm:max-w-2xl"
    >
      <form onSubmit={enviar} noValidate className="space-y-4">
        <FormField label="Asunto" id="plantilla-asunto" error={errores.asunto} required>
          <Input value={asunto} onChange={(e) => setAsunto(e.target.value)} maxLength={200} />
        </FormField>
        <FormField label="Texto" id="plantilla-texto" error={errores.texto} required>
          <Textarea value={texto} onChange={(e) => setTexto(e.target.value)} rows={8} maxLength={5000} />
        </FormField>
        <div className="text-sm">
          <p className="font-medium">Puedes usar:</p>
          <ul className="mt-1 space-y-0.5 text-muted-foreground">
            {p.variables.map((v) => (
              <li key={v.nombre}>
                <code className="text-foreground">{`{${v.nombre}}`}</code>: {v.descripcion} (p. ej. «
                {v.ejemplo}»)
              </li>
            ))}
          </ul>
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={cerrar}>
            Cancelar
          </Button>
          <Button type="submit" disabled={guardar.isPending}>
            {guardar.isPending ? 'Guardando...' : 'Guardar'}
          </Button>
        </DialogFooter>
      </form>
    </Dialogo>
  );
}
