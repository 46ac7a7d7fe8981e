/**
 * Demo schools, teachers (one of them the demo profesor account, linked) and groups, plus a few planned
 * sessions in the coming weeks for the demo teacher's groups. Looked up by natural key: idempotent.
 */
import { eq } from 'drizzle-orm';
import type { GuardarProfesor } from '@escuela/shared';
import { colegios, grupos, niveles, profesores, sesiones } from '../../db/schema/index';
import { parseHorario } from '@escuela/shared';
import { crearColegio } from '../../modulos/colegios/colegios.service';
import { crearGrupo } from '../../modulos/grupos/grupos.service';
import { crearProfesor } from '../../modulos/profesores/profesores.service';
import { crearUsuario } from '../../modulos/usuarios/usuarios.service';
import { findUsuarioByEmail } from '../../modulos/usuarios/usuarios.repository';
import { CUENTAS_DEMO, DEMO_PASSWORD } from './cuentas';
import type { PasoDemo } from './index';

const COLEGIOS = [
  {
    nombre: 'CEIP San Fernando',
    alias: 'San Fernando',
    direccion: 'Calle de Galileo 45, 28015 Madrid',
    telefono: '915 43 21 10',
    contactoResponsable: 'Elena Ruiz (directora)',
    convenio: 'Convenio AMPA 2025/26',
  },
  {
    nombre: 'Colegio Virgen de la Paloma',
    alias: 'La Paloma',
    direccion: 'Avenida de Portugal 12, 28011 Madrid',
    telefono: '914 64 32 00',
    contactoResponsable: 'Tomás Herrero (jefe de estudios)',
    convenio: null,
  },
  {
    nombre: 'CEIP Miguel de Cervantes',
    alias: 'Cervantes',
    direccion: 'Calle Mayor 30, 28801 Alcalá de Henares',
    telefono: '918 88 10 22',
    contactoResponsable: 'Rosa Blanco (coordinadora de extraescolares)',
    convenio: 'Convenio municipal',
  },
  {
    nombre: 'Colegio Santa Ana',
    alias: 'Santa Ana',
    direccion: 'Calle Real 8, 28220 Majadahonda',
    telefono: '916 34 55 70',
    contactoResponsable: 'Andrés Molina (director)',
    convenio: null,
  },
];

const base = {
  telefono: '',
  direccion: '',
  carnetConducir: false,
  coche: false,
  observaciones: null,
  fechaBaja: null,
};
const PROFESORES: GuardarProfesor[] = [
  {
    ...base,
    nombre: CUENTAS_DEMO.profesor.nombre,
    apellidos: 'Martín Romero',
    email: CUENTAS_DEMO.profesor.email,
    telefono: '612 345 678',
    direccion: 'Calle de Bravo Murillo 120, Madrid',
    especializacion: ['Kids I', 'Kids II', 'Kids III'],
    horarioPreferido: 'tarde',
    carnetConducir: true,
    coche: true,
    numeroCuenta: 'ES9121000418450200051332',
    fechaAlta: '2023-09-04',
    salario: 16,
    desplazamiento: '0.08',
  },
  {
    ...base,
    nombre: 'Diego',
    apellidos: 'Navarro Sanz',
    email: 'diego.navarro@demo.roboescuela.es',
    telefono: '623 456 789',
    direccion: 'Calle de Alcalá 210, Madrid',
    especializacion: ['Junior I', 'Junior II', 'Junior III'],
    horarioPreferido: 'tarde',
    numeroCuenta: 'ES7620770024003102575766',
    fechaAlta: '2022-10-01',
    salario: 17.5,
    desplazamiento: '25',
  },
  {
    ...base,
    nombre: 'Sara',
    apellidos: 'Iglesias Paredes',
    email: 'sara.iglesias@demo.roboescuela.es',
    telefono: '634 567 890',
    direccion: 'Avenida de la Albufera 88, Madrid',
    especializacion: ['Preescholers I', 'Preescholers II', 'Kids I'],
    horarioPreferido: 'ambas',
    numeroCuenta: 'ES1000492352082414205416',
    fechaAlta: '2024-01-15',
    salario: 15,
    desplazamiento: '0',
  },
  {
    ...base,
    nombre: 'Pablo',
    apellidos: 'Ortega Vidal',
    email: 'pablo.ortega@demo.roboescuela.es',
    telefono: '645 678 901',
    direccion: 'Calle Libreros 5, Alcalá de Henares',
    especializacion: ['Kids II', 'Kids III', 'Junior I'],
    horarioPreferido: 'tarde',
    carnetConducir: true,
    coche: true,
    numeroCuenta: 'ES6621000418401234567891',
    fechaAlta: '2024-09-02',
    salario: 15.5,
    desplazamiento: '0.08',
  },
  {
    ...base,
    nombre: 'Nuria',
    apellidos: 'Campos Gil',
    email: 'nuria.campos@demo.roboescuela.es',
    telefono: '656 789 012',
    direccion: 'Calle Gran Vía 3, Majadahonda',
    especializacion: ['Junior II', 'Junior III'],
    horarioPreferido: 'mañana',
    numeroCuenta: 'ES8023100001180000012345',
    fechaAlta: '2021-09-01',
    salario: 18,
    desplazamiento: '0',
  },
  {
    ...base,
    nombre: 'Alberto',
    apellidos: 'Rey Fuentes',
    email: 'alberto.rey@demo.roboescuela.es',
    telefono: '667 890 123',
    direccion: 'Calle de Atocha 70, Madrid',
    especializacion: ['Kids I', 'Kids II'],
    horarioPreferido: 'tarde',
    numeroCuenta: 'ES7714650100952030876293',
    fechaAlta: '2022-09-05',
    fechaBaja: '2025-06-30',
    salario: 14.5,
    desplazamiento: '0',
    observaciones: 'Baja voluntaria a final de curso.',
  },
];

const p = (i: number) => PROFESORES[i]!.email;
const GRUPOS = [
  {
    nombre: 'Robótica Kids I · San Fernando',
    nivel: 'Kids I',
    duracion: 1,
    horario: '1@16:00,3@16:00',
    colegio: 'CEIP San Fernando',
    profesor: p(0),
  },
  {
    nombre: 'Programación Kids III · San Fernando',
    nivel: 'Kids III',
    duracion: 1.5,
    horario: '2@17:00,4@17:00',
    colegio: 'CEIP San Fernando',
    profesor: p(0),
  },
  {
    nombre: 'Robótica Kids II · La Paloma',
    nivel: 'Kids II',
    duracion: 1,
    horario: '5@16:00',
    colegio: 'Colegio Virgen de la Paloma',
    profesor: p(0),
  },
  {
    nombre: 'Impresión 3D Junior I · San Fernando',
    nivel: 'Junior I',
    duracion: 1.5,
    horario: '1@17:30,3@17:30',
    colegio: 'CEIP San Fernando',
    profesor: p(1),
  },
  {
    nombre: 'Programación Junior II · La Paloma',
    nivel: 'Junior II',
    duracion: 2,
    horario: '2@16:30',
    colegio: 'Colegio Virgen de la Paloma',
    profesor: p(1),
  },
  {
    nombre: 'Pequeños inventores · La Paloma',
    nivel: 'Preescholers II',
    duracion: 1,
    horario: '1@16:00,4@16:00',
    colegio: 'Colegio Virgen de la Paloma',
    profesor: p(2),
  },
  {
    nombre: 'Robótica Kids I · Cervantes',
    nivel: 'Kids I',
    duracion: 1,
    horario: '2@16:00,4@16:00',
    colegio: 'CEIP Miguel de Cervantes',
    profesor: p(3),
  },
  {
    nombre: 'Robótica Junior I · Cervantes',
    nivel: 'Junior I',
    duracion: 1.5,
    horario: '3@17:00',
    colegio: 'CEIP Miguel de Cervantes',
    profesor: p(3),
  },
  {
    nombre: 'Drones Junior III · Santa Ana',
    nivel: 'Junior III',
    duracion: 2,
    horario: '5@15:30',
    colegio: 'Colegio Santa Ana',
    profesor: p(4),
  },
  {
    nombre: 'Programación Junior II · Santa Ana',
    nivel: 'Junior II',
    duracion: 1.5,
    horario: '1@16:30,3@16:30',
    colegio: 'Colegio Santa Ana',
    profesor: p(4),
  },
];

/** The next `n` dates (yyyy-MM-dd, from tomorrow) whose weekday is in `dias`. */
function proximasFechas(dias: number[], n: number, desde = new Date()): string[] {
  const fechas: string[] = [];
  const d = new Date(Date.UTC(desde.getFullYear(), desde.getMonth(), desde.getDate()));
  while (fechas.length < n) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (dias.includes(d.getUTCDay())) fechas.push(d.toISOString().slice(0, 10));
  }
  return fechas;
}

export const paso: PasoDemo = {
  nombre: 'Colegios, profesores y grupos',
  async run(db, ctx) {
    for (const c of COLEGIOS) {
      const [existente] = await db
        .select({ id: colegios.id })
        .from(colegios)
        .where(eq(colegios.nombre, c.nombre));
      ctx.ids[`colegio:${c.nombre}`] = existente?.id ?? (await crearColegio(db, c)).id;
    }

    for (const datos of PROFESORES) {
      const [existente] = await db
        .select({ id: profesores.id })
        .from(profesores)
        .where(eq(profesores.email, datos.email));
      ctx.ids[`profesor:${datos.email}`] = existente?.id ?? (await crearProfesor(db, datos)).id;
    }
    // The demo teacher's sign-in: creating it links it to their teacher record (same e-mail).
    const cuenta = CUENTAS_DEMO.profesor;
    const usuario =
      (await findUsuarioByEmail(db, cuenta.email)) ??
      (await crearUsuario(db, { ...cuenta, rol: 'profesor', password: DEMO_PASSWORD }));
    ctx.ids[`usuario:${cuenta.email}`] = usuario.id;
    if (!ctx.cuentas.some((c) => c.email === cuenta.email))
      ctx.cuentas.push({ rol: 'profesor', email: cuenta.email });

    const nivelIds = new Map((await db.select().from(niveles)).map((n) => [n.nombre, n.id]));
    for (const g of GRUPOS) {
      const [existente] = await db.select({ id: grupos.id }).from(grupos).where(eq(grupos.nombre, g.nombre));
      const id =
        existente?.id ??
        (
          await crearGrupo(db, {
            nombre: g.nombre,
            nivelId: nivelIds.get(g.nivel)!,
            duracion: g.duracion,
            horario: g.horario,
            colegioId: ctx.ids[`colegio:${g.colegio}`]!,
            profesorId: ctx.ids[`profesor:${g.profesor}`]!,
          })
        ).id;
      ctx.ids[`grupo:${g.nombre}`] = id;

      // The demo teacher's next sessions, so their dashboard shows 'Próximas sesiones'.
      if (g.profesor === cuenta.email) {
        const entradas = parseHorario(g.horario);
        const filas = proximasFechas(
          entradas.map((e) => e.dia),
          4,
        ).map((fecha) => ({ grupoId: id, fecha: `${fecha} ${entradas[0]!.hora}:00` }));
        await db.insert(sesiones).values(filas).onConflictDoNothing();
      }
    }
  },
};
