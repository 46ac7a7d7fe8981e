/**
 * «Clase de prueba» (issue 26): a family books one of a group's next sessions for a child, its own or a
 * new one; only groups with free places. After the class the family gets an offer of the place by e-mail.
 */
import { describirHorario } from '@escuela/shared/grupos/horario';
import { useState } from 'react';
import { EntradaFecha } from '@/components/form/entrada-fecha';
import { FormField } from '@/components/form/form-field';
import { Selector } from '@/components/form/selector';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Vacio } from '../estado-carga';
import { claveDia, fechaCorta, horaEscuela } from '../fechas';
import { useAlumnos, useGrupos, useReservarPrueba, useSesionesProximas } from '../padres.queries';
import { CampoHijo } from '../campo-hijo';

const NUEVO = 'nuevo';

export function ClasePrueba() {
  const grupos = useGrupos();
  const alumnos = useAlumnos();
  const reservar = useReservarPrueba();
  const [grupoId, setGrupoId] = useState('');
  const [sesionId, setSesionId] = useState('');
  const [quien, setQuien] = useState('');
  const [nino, setNino] = useState({ nombre: '', apellidos: '', fechaNacimiento: '' });
  const sesiones = useSesionesProximas(grupoId ? Number(grupoId) : null);
  const conPlazas = (grupos.data ?? []).filter((g) => g.plazasLibres > 0);
  if (grupos.isPending) return null;
  if (conPlazas.length === 0)
    return <Vacio>Ahora no hay grupos con plazas libres para una clase de prueba.</Vacio>;
  const hijos = [
    ...(alumnos.data ?? []).map((a) => ({ valor: String(a.id), etiqueta: `${a.nombre} ${a.apellidos}` })),
    { valor: NUEVO, etiqueta: 'Otro hijo o hija' },
  ];
  const listo =
    grupoId &&
    sesionId &&
    quien &&
    (quien !== NUEVO || (nino.nombre.trim() && nino.apellidos.trim() && nino.fechaNacimiento));
  const enviar = () =>
    reservar
      .mutateAsync({
        grupoId: Number(grupoId),
        sesionId: Number(sesionId),
        ...(quien === NUEVO ? { nino } : { alumnoId: Number(quien) }),
      })
      .then(() => {
        setSesionId('');
        setQuien('');
      });
  return (
    <Card>
      <CardContent className="grid gap-4 p-4 sm:grid-cols-2">
        <FormField label="Grupo" id="prueba-grupo">
          <Selector
            id="prueba-grupo"
            valor={grupoId}
            onCambio={(v) => {
              setGrupoId(v);
              setSesionId('');
            }}
            opciones={conPlazas.map((g) => ({
              valor: String(g.id),
              etiqueta: `${g.nombre} · ${describirHorario(g.horario)}`,
            }))}
            placeholder="Selecciona el grupo"
          />
        </FormField>
        <FormField label="Sesión" id="prueba-sesion">
          <Selector
            id="prueba-sesion"
            valor={sesionId}
            onCambio={setSesionId}
            disabled={!grupoId}
            opciones={(sesiones.data ?? []).map((s) => ({
              valor: String(s.id),
              etiqueta: `${fechaCorta(s.fecha)} · ${horaEscuela(s.fecha)}`,
            }))}
            placeholder={
              grupoId && sesiones.data?.length === 0 ? 'No hay próximas sesiones' : 'Selecciona la sesión'
            }
          />
        </FormField>
        <CampoHijo id="prueba-alumno" valor={quien} onCambio={setQuien} opciones={hijos} />
        {quien === NUEVO && (
          <>
            <FormField label="Nombre" id="prueba-nombre">
              <Input
                id="prueba-nombre"
                value={nino.nombre}
                onChange={(e) => setNino({ ...nino, nombre: e.target.value })}
              />
            </FormField>
            <FormField label="Apellidos" id="prueba-apellidos">
              <Input
                id="prueba-apellidos"
                value={nino.apellidos}
                onChange={(e) => setNino({ ...nino, apellidos: e.target.value })}
              />
            </FormField>
            <FormField label="Fecha de nacimiento" id="prueba-nacimiento">
              <EntradaFecha
                id="prueba-nacimiento"
                valor={nino.fechaNacimiento}
                onCambio={(v) => setNino({ ...nino, fechaNacimiento: v })}
                max={claveDia(new Date())}
              />
            </FormField>
          </>
        )}
        <div className="sm:col-span-2">
          <Button
            className="w-full sm:w-auto"
            disabled={!listo || reservar.isPending}
            onClick={() => void enviar()}
          >
            {reservar.isPending ? 'Reservando...' : 'Reservar clase de prueba'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
