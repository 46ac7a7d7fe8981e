// Lint fixture: half of an import cycle, which `import-x/no-cycle` must refuse (see capas.test.ts).
import { b } from './ciclo-b';

export const a = (): number => b() + 1;
