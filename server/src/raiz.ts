/**
 * The server workspace's folder, for the files it reads at run time (migrations, the client build, the
 * import worker's source). This file sits one level below it both as source (`src/raiz.ts`) and in the
 * bundle `npm start` runs (`dist/*.mjs`, decision 027), so the same path works in both.
 */
import path from 'node:path';

export const RAIZ_SERVIDOR = path.resolve(import.meta.dirname, '..');
