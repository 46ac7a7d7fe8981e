/**
 * A small school for the notices, absences and calendar tests (issue 27): a school with its teacher (with
 * an account) and a group; two families in it (one with two children), one family in another group of
 * another school, and a session of the group `dias` days away.
 */
import type { Db } from '../src/db/client';
import { beforeAll } from 'vitest';
import { usarAppDePrueba, type TestApp } from './app';
import type { SmtpCatcher } from './smtp-catcher';
import {
  crearColegioDePrueba,
  crearFamilia,
  crearGrupoDePrueba,
  crearProfesorDePrueba,
  insertHijo,
  insertSesion,
} from './fabricas';

export async function crearEscena(db: Db, { dias = 3 }: { dias?: number } = {}) {
  const colegio = await crearColegioDePrueba(db, {
    nombre: 'CEIP Cervantes',
    direccion: 'Calle Cervantes 3, Madrid',
  });
  const profesor = await crearProfesorDePrueba(db, { conCuenta: true, nombre: 'Marta' });
  const grupo = await crearGrupoDePrueba(db, {
    colegioId: colegio.id,
    profesorId: profesor.id,
    nombre: 'Kids I Lunes',
  });
  const otroColegio = await crearColegioDePrueba(db, { nombre: 'CEIP Otro' });
  const otroProfesor = await crearProfesorDePrueba(db, { conCuenta: true });
  const otroGrupo = await crearGrupoDePrueba(db, { colegioId: otroColegio.id, profesorId: otroProfesor.id });
  const ana = await crearFamilia(db, colegio.id, 'Ana');
  const luis = await crearFamilia(db, colegio.id, 'Luis');
  const ajena = await crearFamilia(db, otroColegio.id, 'Ajena');
  const hijos = {
    lucia: await insertHijo(db, ana.padre.id, grupo.id, 'Lucía'),
    pablo: await insertHijo(db, ana.padre.id, grupo.id, 'Pablo'),
    mario: await insertHijo(db, luis.padre.id, grupo.id, 'Mario'),
    ajeno: await insertHijo(db, ajena.padre.id, otroGrupo.id, 'Ajeno'),
  };
  const sesion = await insertSesion(db, grupo.id, dias);
  const sesionAjena = await insertSesion(db, otroGrupo.id, dias);
  return {
    colegio,
    profesor,
    grupo,
    otroColegio,
    otroProfesor,
    otroGrupo,
    familias: { ana, luis, ajena },
    hijos,
    sesion,
    sesionAjena,
  };
}
export type Escena = Awaited<ReturnType<typeof crearEscena>>;

/**
 * The scene on a file's app whose outbox delivers to a real SMTP catcher (links on https://escuela.test):
 * `const { t, api, smtp, e } = usarEscenaConCorreo();`, built before the file's tests (see usarAppDePrueba).
 */
export function usarEscenaConCorreo() {
  const prueba = usarAppDePrueba({ conCorreo: true, config: { appUrl: 'https://escuela.test' } });
  const e = {} as Escena;
  beforeAll(async () => {
    Object.assign(e, await crearEscena(prueba.t.db));
  });
  return { ...prueba, e };
}

export async function desmontarEscena({ t, smtp }: { t: TestApp; smtp: SmtpCatcher }): Promise<void> {
  await t.close();
  await smtp.close();
}
