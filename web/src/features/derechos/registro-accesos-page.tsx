import { rolLabels } from '@escuela/shared/common/roles';
import {
  filtroRegistroAccesosSchema,
  queAccesoLabels,
  type Acceso,
} from '@escuela/shared/derechos/derechos.schemas';
import { BarraFiltros } from '@/components/filtros/filtros';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import { PaginaGestion } from '@/components/layout/page-header';
import { DataTable, type Columna } from '@/components/tabla/data-table';
import { Paginacion } from '@/components/tabla/paginacion';
import { Button } from '@/components/ui/button';
import { useRegistroAccesos } from './derechos.queries';

const fechaHora = (iso: string) =>
  new Date(iso).toLocaleString('es-ES', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Madrid',
  });

/** /registro-accesos (admin): who read which child's record or revealed a DNI/IBAN, and when (decision 045). */
export function RegistroAccesosPage() {
  const { filtros, cambiar } = useFiltrosUrl(filtroRegistroAccesosSchema);
  const { data, isPending, isError, isFetching } = useRegistroAccesos(filtros);
  const filtrar = (cambios: Record<string, string>) => cambiar({ ...cambios, page: '1' });

  const enlace = (texto: string, etiqueta: string, cambios: Record<string, string>) => (
    <Button
      variant="link"
      className="h-auto p-0 text-left whitespace-normal"
      aria-label={etiqueta}
      onClick={() => filtrar(cambios)}
    >
      {texto}
    </Button>
  );
  const columnas: Columna<Acceso>[] = [
    { titulo: 'Fecha', celda: (a) => <time dateTime={a.fecha}>{fechaHora(a.fecha)}</time> },
    {
      titulo: 'Quién',
      celda: (a) =>
        a.usuario
          ? enlace(
              `${a.usuario.nombre} (${rolLabels[a.usuario.rol]})`,
              `Ver solo los accesos de ${a.usuario.nombre}`,
              {
                usuarioId: String(a.usuario.id),
              },
            )
          : 'Usuario eliminado',
    },
    { titulo: 'Qué', celda: (a) => queAccesoLabels[a.que] },
    {
      titulo: 'De quién',
      celda: (a) =>
        a.alumno
          ? enlace(a.alumno.nombre, `Ver solo los accesos a ${a.alumno.nombre}`, {
              alumnoId: String(a.alumno.id),
            })
          : a.padre
            ? `Familia: ${a.padre.nombre}`
            : a.profesor
              ? `Profesor: ${a.profesor.nombre}`
              : '—',
    },
  ];
  const filtrado = filtros.alumnoId || filtros.usuarioId;

  return (
    <PaginaGestion
      title="Registro de accesos"
      description="Quién del personal ha consultado la ficha, la asistencia o las observaciones de cada alumno, y quién ha mostrado un DNI o una cuenta bancaria."
    >
      <BarraFiltros
        filtros={filtros}
        cambiar={filtrar}
        defs={[
          { tipo: 'fecha', clave: 'desde', id: 'accesos-desde', etiqueta: 'Desde' },
          { tipo: 'fecha', clave: 'hasta', id: 'accesos-hasta', etiqueta: 'Hasta' },
        ]}
      >
        {filtrado && (
          <Button variant="outline" onClick={() => filtrar({ alumnoId: '', usuarioId: '' })}>
            Quitar filtro de persona
          </Button>
        )}
      </BarraFiltros>
      <DataTable
        etiqueta="Registro de accesos"
        columnas={columnas}
        filas={data?.accesos}
        clave={(a) => a.id}
        cargando={isPending}
        error={isError}
        ocupado={isFetching}
        textoVacio="No hay accesos registrados con estos filtros"
        textoError="No se pudo cargar el registro de accesos"
      />
      <Paginacion
        paginacion={data?.paginacion}
        unidad={['acceso', 'accesos']}
        onPagina={(page) => cambiar({ page: String(page) })}
      />
    </PaginaGestion>
  );
}
