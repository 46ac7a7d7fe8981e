import { listarGruposQuery, mensajesGrupo, type Grupo } from '@escuela/shared/grupos/grupos.schemas';
import { ListOrdered, Plus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCrudDialogos } from '@/components/crud/use-crud-dialogos';
import { camposDeFiltro, FiltroSelect } from '@/components/filtros/filtros';
import { useFiltrosUrl } from '@/components/filtros/use-filtros-url';
import type { Opcion } from '@/components/form/selector';
import { PaginaGestion } from '@/components/layout/page-header';
import { AccionesFila } from '@/components/tabla/acciones-fila';
import { DataTable } from '@/components/tabla/data-table';
import { Paginacion } from '@/components/tabla/paginacion';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { GrupoDialog } from './grupo-dialog';
import { ListaEsperaDialog } from './lista-espera-dialog';
import { COLUMNAS, ORDEN_DE_COLUMNA, sesiones } from './grupos-columnas';
import { useEliminarGrupo, useGrupos } from './grupos.queries';

/**
 * /grupos: a server-paged table sorted on the server by any column; admin CRUD and colegio/profesor
 * filters; a teacher sees only their groups. Filters, order and page live in the URL.
 */
export function GruposPage({
  esAdmin,
  esProfesor,
  colegios,
  profesores,
}: {
  esAdmin: boolean;
  esProfesor: boolean;
  colegios: Opcion[];
  profesores: Opcion[];
}) {
  const navigate = useNavigate();
  const { filtros, cambiar } = useFiltrosUrl(listarGruposQuery);
  const campo = camposDeFiltro(filtros, cambiar);
  const { data, isPending, isError, isFetching } = useGrupos(filtros, esProfesor);
  const columnaOrden = Object.keys(ORDEN_DE_COLUMNA).find((t) => ORDEN_DE_COLUMNA[t] === filtros.sort);
  const eliminar = useEliminarGrupo();
  const crud = useCrudDialogos<Grupo>(eliminar.mutateAsync);
  const [listaDe, setListaDe] = useState<Grupo | null>(null);
  const filtrosVisibles: {
    clave: 'colegioId' | 'profesorId';
    etiqueta: string;
    opciones: Opcion[];
    vacio: string;
  }[] = [
    { clave: 'colegioId', etiqueta: 'Colegio', opciones: colegios, vacio: 'Todos los colegios' },
    // Only the admin filters by teacher (a teacher sees their own groups).
    ...(esAdmin
      ? [
          {
            clave: 'profesorId' as const,
            etiqueta: 'Profesor',
            opciones: profesores,
            vacio: 'Todos los profesores',
          },
        ]
      : []),
  ];

  return (
    <PaginaGestion
      title="Grupos"
      description={esProfesor ? mensajesGrupo.notaProfesor : undefined}
      actions={
        esAdmin && (
          <Button onClick={() => crud.abrir(null)}>
            <Plus aria-hidden="true" />
            Nuevo Grupo
          </Button>
        )
      }
    >
      <search className="mb-4 flex flex-col gap-3 sm:flex-row">
        {filtrosVisibles.map(({ clave, etiqueta, opciones, vacio }) => (
          <FiltroSelect
            key={clave}
            id={`grupos-${etiqueta.toLowerCase()}`}
            etiqueta={etiqueta}
            {...campo(clave)}
            opciones={opciones}
            vacio={vacio}
            className="sm:w-64"
          />
        ))}
      </search>
      <DataTable
        etiqueta="Grupos"
        columnas={COLUMNAS}
        filas={data?.grupos}
        clave={(g) => g.id}
        cargando={isPending}
        error={isError}
        ocupado={isFetching}
        ordenControlado={{
          orden: { columna: columnaOrden, asc: filtros.order === 'asc' },
          onOrden: (o) => cambiar({ sort: ORDEN_DE_COLUMNA[o.columna!]!, order: o.asc ? 'asc' : 'desc' }),
        }}
        textoVacio="No hay grupos que mostrar"
        textoError="No se pudo cargar la información de grupos"
        fila={(g) => ({ className: 'cursor-pointer', onClick: () => navigate(sesiones(g)) })}
        acciones={(g) => (
          <AccionesFila
            nombre={g.nombre}
            onEditar={esAdmin ? () => crud.abrir(g) : undefined}
            onEliminar={esAdmin ? () => crud.setBorrando(g) : undefined}
          >
            {esAdmin && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Lista de espera de ${g.nombre}`}
                onClick={() => setListaDe(g)}
              >
                <ListOrdered aria-hidden="true" />
              </Button>
            )}
            <Button variant="ghost" size="icon" asChild>
              <Link to={`/alumnos?grupoId=${g.id}`} aria-label={`Ver alumnos de ${g.nombre}`}>
                <UsersRound aria-hidden="true" />
              </Link>
            </Button>
          </AccionesFila>
        )}
      />
      <Paginacion
        paginacion={data?.paginacion}
        unidad={['grupo', 'grupos']}
        onPagina={(page) => cambiar({ page })}
      />
      {esAdmin && (
        <>
          <GrupoDialog
            open={crud.dialogo}
            onOpenChange={crud.setDialogo}
            grupo={crud.editando}
            colegios={colegios}
            profesores={profesores}
          />
          <ListaEsperaDialog grupo={listaDe} onOpenChange={(o) => !o && setListaDe(null)} />
          <ConfirmDialog
            open={crud.borrando !== null}
            onOpenChange={(o) => !o && crud.setBorrando(null)}
            title={mensajesGrupo.confirmarEliminar}
            description={crud.borrando ? `Grupo: ${crud.borrando.nombre}` : undefined}
            onConfirm={crud.confirmarBorrado}
          />
        </>
      )}
    </PaginaGestion>
  );
}
