import type { IconoCurso } from '@escuela/shared/cursos/cursos';
import {
  BlocksIcon,
  BrainCircuitIcon,
  CodeXmlIcon,
  CogIcon,
  CpuIcon,
  PrinterIcon,
  PuzzleIcon,
  type LucideIcon,
} from 'lucide-react';

export const ICONOS_CURSO: Record<IconoCurso, LucideIcon> = {
  blocks: BlocksIcon,
  puzzle: PuzzleIcon,
  cog: CogIcon,
  cpu: CpuIcon,
  printer: PrinterIcon,
  code: CodeXmlIcon,
  brain: BrainCircuitIcon,
};

/** One colour per course, used on cards and course pages (text on these backgrounds is ≥ 4.5:1). */
export const COLORES_CURSO: Record<string, { fondo: string; texto: string; suave: string }> = {
  preschoolers: { fondo: 'bg-amber-100', texto: 'text-amber-900', suave: 'from-amber-50' },
  'kids-i': { fondo: 'bg-orange-100', texto: 'text-orange-900', suave: 'from-orange-50' },
  'kids-ii': { fondo: 'bg-pink-100', texto: 'text-pink-900', suave: 'from-pink-50' },
  'junior-i': { fondo: 'bg-emerald-100', texto: 'text-emerald-900', suave: 'from-emerald-50' },
  'junior-ii': { fondo: 'bg-teal-100', texto: 'text-teal-900', suave: 'from-teal-50' },
  'teens-i': { fondo: 'bg-sky-100', texto: 'text-sky-900', suave: 'from-sky-50' },
  'teens-ii': { fondo: 'bg-indigo-100', texto: 'text-indigo-900', suave: 'from-indigo-50' },
};
