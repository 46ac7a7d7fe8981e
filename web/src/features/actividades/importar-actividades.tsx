import { actividadesEndpoints } from '@escuela/shared/actividades/actividades.endpoints';
import {
  COLUMNAS_ACTIVIDAD,
  mensajesActividad,
  type ResultadoImportacionActividades,
} from '@escuela/shared/actividades/actividades.schemas';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';
import { descargar } from '@/lib/descargar';
import { useImportarActividades } from './actividades.queries';

type Estado =
  | { fase: 'elegir' }
  | { fase: 'subiendo'; porcentaje: number }
  | { fase: 'hecho'; resultado: ResultadoImportacionActividades };

export const descargarPlantilla = () =>
  descargar(actividadesEndpoints.plantilla, {
    nombre: 'plantilla_actividades.csv',
    error: 'No se pudo descargar la plantilla',
  });

function Progreso({ porcentaje }: { porcentaje: number }) {
  const texto = porcentaje >= 100 ? 'Procesando el archivo...' : `Subiendo archivo... ${porcentaje}%`;
  return (
    <div className="grid gap-2" aria-live="polite">
      <p className="text-sm">{texto}</p>
      <div
        role="progressbar"
        aria-label="Progreso de la importación"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={porcentaje >= 100 ? undefined : porcentaje}
        aria-valuetext={texto}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-all" style={{ width: `${Math.max(porcentaje, 5)}%` }} />
      </div>
    </div>
  );
}

function Resultado({ r }: { r: ResultadoImportacionActividades }) {
  const errores = r.errores ?? [];
  return (
    <div className="grid gap-3">
      <Alert>
        <AlertTitle>Importación completada</AlertTitle>
        <AlertDescription>{r.message}</AlertDescription>
      </Alert>
      {errores.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Filas rechazadas ({errores.length})</h3>
          <ul
            className="max-h-48 list-disc overflow-y-auto rounded-md border p-3 pl-6 text-sm"
            aria-label="Filas rechazadas"
          >
            {errores.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The activities CSV import: file choice, upload progress, then the result and the refused rows. */
export function ImportarActividades({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
}) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [estado, setEstado] = useState<Estado>({ fase: 'elegir' });
  const importar = useImportarActividades((porcentaje) => setEstado({ fase: 'subiendo', porcentaje }));
  const subiendo = estado.fase === 'subiendo';

  const cambiarAbierto = (v: boolean) => {
    if (subiendo) return;
    if (!v) {
      setArchivo(null);
      setEstado({ fase: 'elegir' });
    }
    onOpenChange(v);
  };

  const subir = async () => {
    if (!archivo) return;
    setEstado({ fase: 'subiendo', porcentaje: 0 });
    try {
      const resultado = await importar.mutateAsync(archivo);
      if (resultado.errores?.length)
        console.warn('Errores de importación de actividades:', resultado.errores);
      setEstado({ fase: 'hecho', resultado });
    } catch (err) {
      setEstado({ fase: 'elegir' });
      toast({
        title: mensajesActividad.errorImportar,
        description: errorMessage(err, mensajesActividad.errorImportarDetalle),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={cambiarAbierto}>
      <DialogContent className="max-w-xl" onInteractOutside={(e) => subiendo && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Importar actividades</DialogTitle>
          <DialogDescription>
            Un archivo .csv (separado por punto y coma o por comas) de hasta 5 MB. La primera fila lleva los
            nombres de las columnas: {COLUMNAS_ACTIVIDAD.join(', ')}. Título y Nivel son obligatorias.
          </DialogDescription>
        </DialogHeader>
        {estado.fase === 'hecho' ? (
          <Resultado r={estado.resultado} />
        ) : (
          <div className="grid gap-4">
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => void descargarPlantilla()}
            >
              <Download aria-hidden="true" />
              Descargar plantilla
            </Button>
            <div className="grid gap-2">
              <Label htmlFor="actividades-archivo">Archivo</Label>
              <Input
                id="actividades-archivo"
                type="file"
                accept=".csv,text/csv"
                disabled={subiendo}
                onChange={(e) => setArchivo(e.target.files?.[0] ?? null)}
              />
            </div>
            {subiendo && <Progreso porcentaje={estado.porcentaje} />}
          </div>
        )}
        <DialogFooter>
          {estado.fase === 'hecho' ? (
            <Button type="button" onClick={() => cambiarAbierto(false)}>
              Cerrar
            </Button>
          ) : (
            <Button type="button" disabled={!archivo || subiendo} onClick={() => void subir()}>
              <Upload aria-hidden="true" />
              {subiendo ? 'Importando...' : 'Importar'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
