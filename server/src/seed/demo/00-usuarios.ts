import type { Rol } from '@escuela/shared';
import { crearUsuario } from '../../modulos/usuarios/usuarios.service';
import { findUsuarioByEmail } from '../../modulos/usuarios/usuarios.repository';
import type { PasoDemo } from './index';

/** Shared by every demo account; printed by the seed. Demo data only — never a production default. */
export const DEMO_PASSWORD = 'Demo#Robotica2026';

const cuentas: { nombre: string; email: string; rol: Rol }[] = [
  { nombre: 'Marta', email: 'admin@demo.roboescuela.es', rol: 'admin' },
  { nombre: 'Javier', email: 'coordinacion@demo.roboescuela.es', rol: 'coordinador' },
];

export const paso: PasoDemo = {
  nombre: 'Usuarios de gestión',
  async run(db, ctx) {
    ctx.password = DEMO_PASSWORD;
    for (const c of cuentas) {
      const existente = await findUsuarioByEmail(db, c.email);
      const usuario = existente ?? (await crearUsuario(db, { ...c, password: DEMO_PASSWORD }));
      ctx.ids[`usuario:${c.email}`] = usuario.id;
      ctx.cuentas.push({ rol: c.rol, email: c.email });
    }
  },
};
