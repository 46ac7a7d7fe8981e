/**
 * A month's family receipts (DESIGN.md §9, decision 041), a pure function: no database, no clock. The
 * repository's one grouped query hands over, per child and billed group, the group's sessions in the month
 * (b, cancelled ones included) and those given while the child was `alta` in it (a); this turns them into
 * lines in cents:
 *   fee line = round½↑(cuota × a ÷ b × (1 − hermanos %)) − AMPA €, never below 0;
 * one rounding per line, so the total (the sum of the lines) never drifts. The sibling discount goes to
 * every child of the family after the first, children ordered by their prorated fee, highest first. The
 * matrícula is its own line on a child's first receipt of the school year (September–August), and a
 * returned receipt's bank fee its own line on the family's next receipt.
 */
import { dividirRedondeando, MOTIVOS_DEVOLUCION, textoEuros, type MotivoDevolucion } from '@escuela/shared';

/** One child in one billed group during the month. */
export interface AlumnoGrupoMes {
  alumnoId: number;
  /** 'Nombre Apellidos'. */
  alumno: string;
  grupoId: number;
  grupo: string;
  /** cuotaMensual in cents (> 0). */
  cuota: number;
  /** b: the group's sessions in the month, cancelled included. */
  sesiones: number;
  /** a: the group's sessions not cancelled on days the child was enrolled. */
  dadas: number;
  /** Cancelled sessions on days the child was enrolled (for the reason). */
  canceladas: number;
}

/** A returned receipt's bank fee still to be charged. */
export interface GastoPendiente {
  devolucionId: number;
  /** The returned receipt's reference. */
  referencia: string;
  motivo: string;
  /** Cents. */
  importe: number;
}

export interface FamiliaMes {
  padreId: number;
  familia: string;
  socioAmpa: boolean;
  alumnos: AlumnoGrupoMes[];
  /** Children who have had the matrícula on another receipt of this school year. */
  conMatricula: ReadonlySet<number>;
  gastos: GastoPendiente[];
}

export interface ParametrosCobro {
  /** 'yyyy-MM'. */
  mes: string;
  /** Cents per child and school year. */
  matricula: number;
  /** Hundredths of a percent (10 % → 1000). */
  descuentoHermanos: number;
  /** Cents per child and month. */
  descuentoAmpa: number;
}

export type TipoLinea = 'cuota' | 'matricula' | 'gastos_devolucion';

export interface LineaCalculada {
  tipo: TipoLinea;
  alumnoId: number | null;
  alumno: string | null;
  grupoId: number | null;
  devolucionId: number | null;
  concepto: string;
  /** Cents. */
  importe: number;
}

export interface ReciboCalculado {
  padreId: number;
  familia: string;
  lineas: LineaCalculada[];
  /** Cents: the sum of the lines. */
  total: number;
}

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '2026-11' → 'noviembre 2026'. */
export function mesEnTexto(mes: string): string {
  const [anio, m] = mes.split('-');
  return `${MESES[Number(m) - 1]} ${anio}`;
}

/** The billing school year (September–August) of a month: '2027-03' → { desde: '2026-09', hasta: '2027-08' }. */
export function cursoDeCobro(mes: string): { desde: string; hasta: string; nombre: string } {
  const anio = Number(mes.slice(0, 4));
  const inicio = Number(mes.slice(5, 7)) >= 9 ? anio : anio - 1;
  return { desde: `${inicio}-09`, hasta: `${inicio + 1}-08`, nombre: `${inicio}/${inicio + 1}` };
}

/** One formatter for every line (`toLocaleString` builds a new one per call: ~40 µs each, per child and month). */
const formatoPorcentaje = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const porcentaje = (centesimas: number) => `${formatoPorcentaje.format(centesimas / 100)} %`;

function detalleSesiones(l: AlumnoGrupoMes): string {
  const sinAlta = l.sesiones - l.dadas - l.canceladas;
  const notas = [
    l.canceladas > 0 ? `${l.canceladas} cancelada${l.canceladas === 1 ? '' : 's'}` : null,
    sinAlta > 0 ? `${sinAlta} sin estar de alta` : null,
  ].filter(Boolean);
  const sesiones = `${l.dadas} de ${l.sesiones} sesi${l.sesiones === 1 ? 'ón' : 'ones'}`;
  return notas.length ? `${sesiones} (${notas.join(', ')})` : sesiones;
}

/** The month's receipt of one family, or null when it has nothing to pay for. */
export function calcularReciboFamilia(f: FamiliaMes, p: ParametrosCobro): ReciboCalculado | null {
  // b = 0 → no line (DESIGN.md §9); a = 0 → nothing was given, no line either.
  const facturables = f.alumnos.filter((l) => l.sesiones > 0 && l.dadas > 0 && l.cuota > 0);
  const porAlumno = new Map<number, AlumnoGrupoMes[]>();
  for (const l of facturables) porAlumno.set(l.alumnoId, [...(porAlumno.get(l.alumnoId) ?? []), l]);

  const prorrateo = (l: AlumnoGrupoMes) => dividirRedondeando(l.cuota * l.dadas, l.sesiones);
  const hijos = [...porAlumno.entries()].map(([alumnoId, lineas]) => ({
    alumnoId,
    lineas: [...lineas].sort((a, b) => prorrateo(b) - prorrateo(a) || a.grupoId - b.grupoId),
    importe: lineas.reduce((s, l) => s + prorrateo(l), 0),
    cuotaMayor: Math.max(...lineas.map((l) => l.cuota)),
  }));
  // The highest fee first: the first child pays it whole, the others get the sibling discount.
  hijos.sort((a, b) => b.importe - a.importe || b.cuotaMayor - a.cuotaMayor || a.alumnoId - b.alumnoId);

  const lineas: LineaCalculada[] = [];
  const curso = cursoDeCobro(p.mes);
  hijos.forEach((hijo, posicion) => {
    const hermanos = posicion > 0 ? p.descuentoHermanos : 0;
    let ampaRestante = f.socioAmpa ? p.descuentoAmpa : 0;
    for (const l of hijo.lineas) {
      const bruto = dividirRedondeando(l.cuota * l.dadas * (10_000 - hermanos), l.sesiones * 10_000);
      const ampa = Math.min(ampaRestante, bruto);
      ampaRestante -= ampa;
      const descuentos = [
        hermanos > 0 ? `−${porcentaje(hermanos)} hermano` : null,
        ampa > 0 ? `−${textoEuros(ampa)} socio AMPA` : null,
      ].filter(Boolean);
      lineas.push({
        tipo: 'cuota',
        alumnoId: l.alumnoId,
        alumno: l.alumno,
        grupoId: l.grupoId,
        devolucionId: null,
        concepto: [`${l.grupo} · ${mesEnTexto(p.mes)}: ${detalleSesiones(l)}`, ...descuentos].join(' · '),
        importe: bruto - ampa,
      });
    }
    if (p.matricula > 0 && !f.conMatricula.has(hijo.alumnoId)) {
      lineas.push({
        tipo: 'matricula',
        alumnoId: hijo.alumnoId,
        alumno: hijo.lineas[0]!.alumno,
        grupoId: null,
        devolucionId: null,
        concepto: `Matrícula curso ${curso.nombre}`,
        importe: p.matricula,
      });
    }
  });

  for (const g of f.gastos) {
    const motivo = MOTIVOS_DEVOLUCION[g.motivo as MotivoDevolucion];
    lineas.push({
      tipo: 'gastos_devolucion',
      alumnoId: null,
      alumno: null,
      grupoId: null,
      devolucionId: g.devolucionId,
      concepto: `Gastos de devolución del recibo ${g.referencia} (${g.motivo}${motivo ? ` · ${motivo}` : ''})`,
      importe: g.importe,
    });
  }

  if (lineas.length === 0) return null;
  return {
    padreId: f.padreId,
    familia: f.familia,
    lineas,
    total: lineas.reduce((s, l) => s + l.importe, 0),
  };
}

/** A receipt's reference (its EndToEndId): 'R-202611-123', unique per family and month, ≤ 35 characters. */
export const referenciaRecibo = (mes: string, padreId: number) => `R-${mes.replace('-', '')}-${padreId}`;

/** What identifies a receipt's content: two receipts with the same firma need no rewrite. */
export function firmaLineas(lineas: readonly LineaCalculada[]): string {
  return lineas
    .map((l) => [l.tipo, l.alumnoId, l.grupoId, l.devolucionId, l.concepto, l.importe].join('|'))
    .join('\n');
}
