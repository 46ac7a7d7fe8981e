// Lint fixture: the other half of the cycle.
import { a } from './ciclo-a';

export const b = (): number => (a.length > 0 ? 1 : 0);
