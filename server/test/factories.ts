/** The factories moved to `fabricas/` (one file per entity); this path keeps older imports working. */
export * from './fabricas/index';
