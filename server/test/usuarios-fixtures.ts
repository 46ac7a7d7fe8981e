/** Parents as the admin creates them (a `tutor` account and its `padres` row), for the issue 10 tests. */
import type { Db } from '../src/db/client';
import { insertPadre } from '../src/modulos/padres/padres.repository';
import { crearUsuario } from '../src/modulos/usuarios/usuarios.service';
import { PASSWORD_PRUEBA } from './factories';

let n = 0;

export async function crearPadreAdminDePrueba(
  db: Db,
  datos: { colegioId: number | null; nombre?: string; apellidos?: string; email?: string },
) {
  n += 1;
  const email = datos.email ?? `padre${n}-${Date.now()}@prueba.es`;
  const nombre = datos.nombre ?? `Padre ${n}`;
  const usuario = await crearUsuario(db, { nombre, email, rol: 'tutor', password: PASSWORD_PRUEBA });
  const padre = await insertPadre(db, {
    usuarioId: usuario.id,
    nombre,
    apellidos: datos.apellidos ?? null,
    colegioId: datos.colegioId,
  });
  return { id: padre.id, usuarioId: usuario.id, email: usuario.email, nombre };
}
