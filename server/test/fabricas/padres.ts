/** Families: a `tutor` account with its `padres` row (and children), sessions inserted directly. */
import type { RegistroPadreInput } from '@escuela/shared';
import type { Db } from '../../src/db/client';
import { alumnos, padres } from '../../src/db/schema/index';
import { DESDE_SIEMPRE, matricular } from './matriculas';
import { insertPadre } from '../../src/modulos/padres/padres.repository';
import { siguiente, unico } from './secuencia';
import { crearUsuarioDePrueba, loginDe } from './usuarios';

/** A verified tutor with a parent record in the school, with a session. */
export async function crearFamilia(db: Db, colegioId: number, nombre = 'Padre') {
  const usuario = await crearUsuarioDePrueba(db, 'tutor', { nombre, email: `familia-${unico()}@prueba.es` });
  const [padre] = await db
    .insert(padres)
    .values({
      usuarioId: usuario.id,
      nombre,
      apellidos: 'Apellido',
      direccion: 'Calle Mayor 1',
      dni: '12345678Z',
      telefono1: '600000001',
      cuentaBancaria: 'ES9121000418450200051332',
      titularCuenta: nombre,
      colegioId,
    })
    .returning();
  return { usuario, padre: padre!, cookie: await loginDe(db, usuario.id) };
}

/** A parent as the admin creates them (a `tutor` account and its `padres` row). */
export async function crearPadreAdminDePrueba(
  db: Db,
  datos: { colegioId: number | null; nombre?: string; apellidos?: string; email?: string },
) {
  const n = siguiente();
  const nombre = datos.nombre ?? `Padre ${n}`;
  const usuario = await crearUsuarioDePrueba(db, 'tutor', {
    nombre,
    email: datos.email ?? `padre${n}-${Date.now()}@prueba.es`,
  });
  const padre = await insertPadre(db, {
    usuarioId: usuario.id,
    nombre,
    apellidos: datos.apellidos ?? null,
    colegioId: datos.colegioId,
  });
  return { id: padre.id, usuarioId: usuario.id, email: usuario.email, nombre };
}

/** A child of the family, in `grupoId` (enrolled since `desde`) or in none. */
export async function insertHijo(
  db: Db,
  padreId: number,
  grupoId: number | null,
  nombre = 'Hijo',
  desde = DESDE_SIEMPRE,
) {
  const [a] = await db
    .insert(alumnos)
    .values({ nombre, apellidos: 'Prueba', curso: '3', letra: 'A', grupoId, padreId, telefono1: '600111222' })
    .returning();
  if (grupoId !== null) await matricular(db, a!.id, grupoId, desde);
  return a!;
}

/** A valid body of POST /api/auth/register-parent (a family signing up in the school), new e-mail each time. */
export function datosRegistroPadre(
  colegioId: number,
  email = `familia-registro-${unico()}@prueba.es`,
): RegistroPadreInput {
  return {
    nombre: 'Lucía',
    apellidos: 'Martín Pérez',
    email,
    password: 'Robot#Azul2026',
    direccion: 'Calle del Pez 3, Madrid',
    cuentaBancaria: 'ES91 2100 0418 4502 0005 1332',
    titularCuenta: 'Lucía Martín Pérez',
    dni: '12345678Z',
    telefono1: '600123456',
    telefono2: '910123456',
    socioAmpa: false,
    colegioId,
  };
}
