import { alumnosEndpoints } from '@escuela/shared/alumnos/alumnos.endpoints';
import {
  COLUMNAS_ALUMNO,
  mensajesAlumno,
  type ResultadoImportacion,
} from '@escuela/shared/alumnos/alumnos.schemas';
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
import { useImportarAlumnos } from './alumnos.queries';

type Estado =
  | { fase: 'elegir' }
  | { fase: 'subiendo'; porcentaje: number }
  | { fase: 'hecho'; resultado: ResultadoImportacion };

function Progreso({ porcentaje }: { porcentaje: number }) {
  const procesando = porcentaje >= 100;
  const texto = procesando ? 'Procesando el archivo...' : `Subiendo archivo... ${porcentaje}%`;
  return (
    <div className="grid gap-2" aria-live="polite">
      <p className="text-sm">{texto}</p>
      <div
        role="progressbar"
        aria-label="Progreso de la importación"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={procesando ? undefined : porcentaje}
        aria-valuetext={texto}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            procesando
              ? 'h-full w-1/3 animate-pulse rounded-full bg-primary'
              : 'h-full bg-primary transition-all'
          }
          style={procesando ? undefined : { width: `${porcentaje}%` }}
        />
      </div>
    </div>
  );
}

function Resultado({ r }: { r: ResultadoImportacion }) {
  return (
    <div className="grid gap-3">
      <Alert>
        <AlertTitle>Importación completada</AlertTitle>
        <AlertDescription>{r.message}</AlertDescription>
      </Alert>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {[
          ['Creados', r.creados],
          ['Actualizados', r.actualizados],
          ['Sin cambios', r.sinCambios],
          ['Filas rechazadas', r.errores.length],
        ].map(([t, n]) => (
          <div key={t} className="rounded-md border p-2 text-center">
            <dt className="text-muted-foreground">{t}</dt>
            <dd className="text-lg font-semibold">{n}</dd>
          </div>
        ))}
      </dl>
      {r.errores.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold">Filas rechazadas</h3>
          <ul
            className="max-h-48 list-disc overflow-y-auto rounded-md border p-3 pl-6 text-sm"
            aria-label="Filas rechazadas"
          >
            {r.errores.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Import dialog: template download, file choice, upload progress, then the result. */
export function ImportarDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
}) {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [estado, setEstado] = useState<Estado>({ fase: 'elegir' });
  const importarAlumnos = useImportarAlumnos(
    (porcentaje) => setEstado({ fase: 'subiendo', porcentaje }),
    (resultado) => setEstado({ fase: 'hecho', resultado }),
  );
  const subiendo = estado.fase === 'subiendo';

  const cambiarAbierto = (v: boolean) => {
    if (subiendo) return;
    if (!v) {
      setArchivo(null);
      setEstado({ fase: 'elegir' });
    }
    onOpenChange(v);
  };

  const plantilla = () =>
    descargar(alumnosEndpoints.plantilla, {
      nombre: 'plantilla_alumnos.xlsx',
      error: mensajesAlumno.errorExportar,
    });

  const importar = async () => {
    if (!archivo) return;
    setEstado({ fase: 'subiendo', porcentaje: 0 });
    try {
      await importarAlumnos.mutateAsync(archivo);
    } catch (err) {
      setEstado({ fase: 'elegir' });
      toast({
        title: mensajesAlumno.errorImportar,
        description: errorMessage(err, mensajesAlumno.errorImportarDetalle),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={cambiarAbierto}>
      <DialogContent className="max-w-xl" onInteractOutside={(e) => subiendo && e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>Importar alumnos</DialogTitle>
          <DialogDescription>
            Archivos .xlsx, .xls, .ods o .csv de hasta 5 MB. La primera fila debe tener los nombres de las
            columnas: {Object.values(COLUMNAS_ALUMNO).join(', ')}. Solo son obligatorias Nombre y Apellidos;
            las celdas vacías no modifican los datos existentes.
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
              onClick={() => void plantilla()}
            >
              <Download aria-hidden="true" />
              Descargar plantilla
            </Button>
            <div className="grid gap-2">
              <Label htmlFor="alumnos-archivo">Archivo</Label>
              <Input
                id="alumnos-archivo"
                type="file"
                accept=".xlsx,.xls,.ods,.csv"
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
            <Button type="button" disabled={!archivo || subiendo} onClick={() => void importar()}>
              <Upload aria-hidden="true" />
              {subiendo ? 'Importando...' : 'Importar'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
