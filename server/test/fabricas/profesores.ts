/** Teachers, through the service; with `conCuenta` also their `profesor` user. */
import type { GuardarProfesor } from '@escuela/shared';
import type { Db } from '../../src/db/client';
import { updateProfesor } from '../../src/modulos/profesores/profesores.repository';
import { crearProfesor } from '../../src/modulos/profesores/profesores.service';
import { siguiente } from './secuencia';
import { crearUsuarioDePrueba, loginDe } from './usuarios';

/**
 * A teacher; with `{ conCuenta: true }` also a `profesor` user with the same e-mail, linked through
 * `profesores.usuario_id` (`cookieDe(app, profesor.email)` gives a session as that teacher).
 */
export async function crearProfesorDePrueba(
  db: Db,
  datos: Partial<GuardarProfesor> & { conCuenta?: boolean } = {},
) {
  const { conCuenta, ...campos } = datos;
  const n = siguiente();
  const profesor = await crearProfesor(db, {
    nombre: `Profesor ${n}`,
    apellidos: 'De Prueba',
    email: `profe${n}-${Date.now()}@prueba.es`,
    telefono: '600000000',
    direccion: 'Calle Mayor 1, Madrid',
    especializacion: ['Kids I'],
    horarioPreferido: 'tarde',
    carnetConducir: false,
    coche: false,
    numeroCuenta: 'ES9121000418450200051332',
    fechaAlta: '2024-09-01',
    fechaBaja: null,
    salario: 15,
    desplazamiento: '0',
    observaciones: null,
    ...campos,
  });
  if (!conCuenta) return { ...profesor, usuarioId: null as number | null };
  const usuario = await crearUsuarioDePrueba(db, 'profesor', {
    email: profesor.email,
    nombre: profesor.nombre,
  });
  await updateProfesor(db, profesor.id, { usuarioId: usuario.id });
  return { ...profesor, usuarioId: usuario.id as number | null };
}

/**
 * A teacher with their `profesor` account and a login of it: `cookie` is the header to send as them
 * (`api.conCookie(profesor.cookie)`).
 */
export async function crearProfesorConLoginDePrueba(db: Db, datos: Partial<GuardarProfesor> = {}) {
  const profesor = await crearProfesorDePrueba(db, { ...datos, conCuenta: true });
  const usuarioId = profesor.usuarioId!;
  return { ...profesor, usuarioId, cookie: await loginDe(db, usuarioId) };
}
