/**
 * Accounts that cannot sign in, so /usuarios shows every state: the teacher who left (Alberto Rey,
 * fecha de baja in the past) keeps a linked `profesor` account, and a former coordinator's account is
 * deactivated. Neither is a demo sign-in. Idempotent.
 */
import { findUsuarioByEmail } from '../../modulos/usuarios/usuarios.repository';
import { crearUsuario } from '../../modulos/usuarios/usuarios.service';
import { DEMO_PASSWORD } from './cuentas';
import type { PasoDemo } from './index';

const PROFESOR_DE_BAJA = { nombre: 'Alberto Rey Fuentes', email: 'alberto.rey@demo.roboescuela.es' };
const COORDINADORA_INACTIVA = { nombre: 'Raquel Soto', email: 'raquel.soto@demo.roboescuela.es' };

export const paso: PasoDemo = {
  nombre: 'Cuentas de baja e inactivas',
  async run(db, ctx) {
    // Created after the teachers, so it is linked to Alberto's record (same e-mail) as it is created.
    const profesor =
      (await findUsuarioByEmail(db, PROFESOR_DE_BAJA.email)) ??
      (await crearUsuario(db, { ...PROFESOR_DE_BAJA, rol: 'profesor', password: DEMO_PASSWORD }));
    ctx.ids[`usuario:${PROFESOR_DE_BAJA.email}`] = profesor.id;

    const inactiva =
      (await findUsuarioByEmail(db, COORDINADORA_INACTIVA.email)) ??
      (await crearUsuario(db, {
        ...COORDINADORA_INACTIVA,
        rol: 'coordinador',
        password: DEMO_PASSWORD,
        activo: false,
      }));
    ctx.ids[`usuario:${COORDINADORA_INACTIVA.email}`] = inactiva.id;
  },
};
