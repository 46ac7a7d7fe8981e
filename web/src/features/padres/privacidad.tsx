/**
 * The family's rights in the portal (RGPD arts. 15, 17, 20; decisions 045 and 046): download everything,
 * see who at the school read the children's records, ask for erasure.
 */
import { derechosEndpoints } from '@escuela/shared/derechos/derechos.endpoints';
import { mensajesDerechos, queAccesoLabels } from '@escuela/shared/derechos/derechos.schemas';
import { rolLabels } from '@escuela/shared/common/roles';
import { useQuery } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { api } from '@/lib/api';
import type { Recurso } from '@/lib/claves';
import { descargar } from '@/lib/descargar';
import { useMutacion } from '@/lib/use-mutacion';
import { Cargando, ErrorCarga, Vacio } from './estado-carga';

const claves = {
  accesos: () => ['derechos', 'accesos-familia'] as const satisfies readonly [Recurso, string],
};

const fechaHora = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  });
const fecha = (iso: string) => iso.split('-').reverse().join('/');

export function Privacidad() {
  const accesos = useQuery({
    queryKey: claves.accesos(),
    queryFn: () => api(derechosEndpoints.accesosPadre),
  });
  const [descargando, setDescargando] = useState(false);
  const [confirmar, setConfirmar] = useState(false);
  const [limite, setLimite] = useState<string | null>(null);
  const suprimir = useMutacion({
    mutationFn: () => api(derechosEndpoints.solicitarSupresion),
    invalida: ['derechos'],
    exito: mensajesDerechos.supresionSolicitada,
    onSuccess: (r) => setLimite(r.fechaLimite),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacidad y tus datos</CardTitle>
        <CardDescription>
          Puedes descargar todo lo que el colegio guarda sobre tu familia, ver quién ha consultado los datos
          de tus hijos y pedir que se borren.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={descargando}
            onClick={async () => {
              setDescargando(true);
              await descargar(derechosEndpoints.misDatos, {
                nombre: 'mis-datos.zip',
                error: 'No se pudieron descargar tus datos',
              });
              setDescargando(false);
            }}
          >
            <Download aria-hidden="true" />
            {descargando ? 'Preparando…' : 'Descargar mis datos'}
          </Button>
          <Button variant="outline" onClick={() => setConfirmar(true)} disabled={limite !== null}>
            <Trash2 aria-hidden="true" />
            Solicitar la supresión de mis datos
          </Button>
        </div>
        {limite && (
          <p role="status" className="rounded-md border bg-muted p-3 text-sm">
            Solicitud registrada. Fecha límite para atenderla: {fecha(limite)}.
          </p>
        )}
        <div className="space-y-2">
          <h2 className="font-semibold">Quién ha consultado los datos de tus hijos</h2>
          {accesos.isPending ? (
            <Cargando filas={2} />
          ) : accesos.isError ? (
            <ErrorCarga>No se pudo cargar el registro de accesos</ErrorCarga>
          ) : accesos.data.length === 0 ? (
            <Vacio>Nadie del colegio ha consultado todavía la ficha de tus hijos.</Vacio>
          ) : (
            <ul className="divide-y rounded-md border text-sm" aria-label="Accesos a los datos de tus hijos">
              {accesos.data.map((a, i) => (
                <li key={i} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
                  <span>
                    <strong>{a.quien ? a.quien.nombre : 'Usuario eliminado'}</strong>
                    {a.quien && <span className="text-muted-foreground"> ({rolLabels[a.quien.rol]})</span>}
                    {' · '}
                    {queAccesoLabels[a.que]}
                    {a.alumno && ` de ${a.alumno.nombre}`}
                  </span>
                  <time dateTime={a.fecha} className="text-muted-foreground">
                    {fechaHora(a.fecha)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirmar}
        onOpenChange={setConfirmar}
        title="¿Solicitar la supresión de tus datos?"
        description="El colegio anonimizará los datos de tu familia y de tus hijos y desactivará tu cuenta en el plazo de un mes. Los recibos que la ley obliga a conservar se guardan sin tu nombre. No se puede deshacer."
        confirmLabel="Solicitar supresión"
        destructive
        onConfirm={() => suprimir.mutateAsync(undefined)}
      />
    </Card>
  );
}
