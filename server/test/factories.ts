/**
 * The factories live in `fabricas/` (one file per entity). Only the three tests in `modulos/alumnos/`
 * still import this path; delete this file once they import `test/fabricas` (issue 23, decision 055).
 */
export * from './fabricas/index';
