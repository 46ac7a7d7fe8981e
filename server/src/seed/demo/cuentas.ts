/**
 * The demo accounts, one per role. The seed creates them (the profesor with the teachers, the tutor with
 * the parents) and the browser tests sign in with them. Demo data only — never a production default.
 */
export const DEMO_PASSWORD = 'Demo#Robotica2026';

export const CUENTAS_DEMO = {
  admin: { nombre: 'Marta', email: 'admin@demo.roboescuela.es' },
  coordinador: { nombre: 'Javier', email: 'coordinacion@demo.roboescuela.es' },
  profesor: { nombre: 'Lucía', email: 'lucia.profesora@demo.roboescuela.es' },
  tutor: { nombre: 'Carmen', email: 'carmen.familia@demo.roboescuela.es' },
} as const;
