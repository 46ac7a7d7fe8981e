/**
 * The file-import dialog of the kit: template download, file choice, upload progress, then the result
 * (`resultado`) with the refused rows. While the file uploads the dialog cannot be closed; a failed
 * upload goes back to the file choice with an error toast.
 */
import { Download, Upload } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Dialogo } from '@/components/dialogo/dialogo';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api';

type Estado<R> =
  { fase: 'elegir' } | { fase: 'subiendo'; porcentaje: number } | { fase: 'hecho'; resultado: R };

export interface DialogoImportarProps<R> {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  titulo: string;
  descripcion: ReactNode;
  /** id of the file input. */
  idArchivo: string;
  accept: string;
  plantilla: () => unknown;
  /** Uploads the file, reporting the percentage sent; resolves with the server's answer. */
  importar: (archivo: File, alSubir: (porcentaje: number) => void) => Promise<R>;
  error: { titulo: string; detalle: string };
  resultado: (r: R) => ReactNode;
}

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
          style={procesando ? undefined : { width: `${Math.max(porcentaje, 5)}%` }}
        />
      </div>
    </div>
  );
}

/** 'Importación completada' with the server's message, an optional summary and the refused rows. */
export function ResultadoImportacion({
  message,
  errores,
  tituloRechazadas = 'Filas rechazadas',
  children,
}: {
  message: string;
  errores: string[];
  tituloRechazadas?: string;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <Alert>
        <AlertTitle>Importación completada</AlertTitle>
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      {children}
      {errores.length > 0 && (
        <div>
          <h3 className="mb-1 text-sm font-semibold">{tituloRechazadas}</h3>
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

export function DialogoImportar<R>(props: DialogoImportarProps<R>) {
  const { open, onOpenChange, titulo, descripcion, idArchivo, accept, plantilla, importar, error } = props;
  const [archivo, setArchivo] = useState<File | null>(null);
  const [estado, setEstado] = useState<Estado<R>>({ fase: 'elegir' });
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
      const resultado = await importar(archivo, (porcentaje) => setEstado({ fase: 'subiendo', porcentaje }));
      setEstado({ fase: 'hecho', resultado });
    } catch (err) {
      setEstado({ fase: 'elegir' });
      toast({
        title: error.titulo,
        description: errorMessage(err, error.detalle),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialogo
      open={open}
      onOpenChange={cambiarAbierto}
      titulo={titulo}
      descripcion={descripcion}
      className="max-w-xl"
      bloqueado={subiendo}
      pie={
        estado.fase === 'hecho' ? (
          <Button type="button" onClick={() => cambiarAbierto(false)}>
            Cerrar
          </Button>
        ) : (
          <Button type="button" disabled={!archivo || subiendo} onClick={() => void subir()}>
            <Upload aria-hidden="true" />
            {subiendo ? 'Importando...' : 'Importar'}
          </Button>
        )
      }
    >
      {estado.fase === 'hecho' ? (
        props.resultado(estado.resultado)
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
            <Label htmlFor={idArchivo}>Archivo</Label>
            <Input
              id={idArchivo}
              type="file"
              accept={accept}
              disabled={subiendo}
              onChange={(e) => setArchivo(e.target.files?.[0] ?? null)}
            />
          </div>
          {subiendo && <Progreso porcentaje={estado.porcentaje} />}
        </div>
      )}
    </Dialogo>
  );
}
