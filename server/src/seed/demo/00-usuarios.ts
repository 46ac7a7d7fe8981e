import type { Rol } from '@escuela/shared';
import { crearUsuario } from '../../modulos/usuarios/usuarios.service';
import { findUsuarioByEmail } from '../../modulos/usuarios/usuarios.repository';
import { CUENTAS_DEMO, DEMO_PASSWORD } from './cuentas';
import type { PasoDemo } from './index';

const cuentas: { nombre: string; email: string; rol: Rol }[] = [
  { ...CUENTAS_DEMO.admin, rol: 'admin' },
  { ...CUENTAS_DEMO.coordinador, rol: 'coordinador' },
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
