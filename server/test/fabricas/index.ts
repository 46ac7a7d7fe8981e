/**
 * The test data factories, one file per entity: `import { crearColegioDePrueba, … } from
 * '<…>/test/fabricas'`. Services build what the product builds (users, schools, teachers, groups);
 * bare rows (`insert*`) are for what a test only needs to exist. Users get the precomputed password hash
 * and directly inserted sessions (see usuarios.ts).
 */
export * from './colegios';
export * from './grupos';
export * from './matriculas';
export * from './padres';
export * from './profesores';
export * from './sesiones';
export * from './usuarios';
export * from './consentimientos';
export * from './renovaciones';
