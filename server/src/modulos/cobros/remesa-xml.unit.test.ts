/**
 * The remittance file written in pieces (decision 053) is, byte for byte, the library's document of the
 * whole remittance: every block size against every piece size, both pain.008 versions.
 */
import { describe, expect, it } from 'vitest';
import type { VersionSepa } from '@escuela/shared';
import { escribirXmlRemesa, trozosXmlRemesa } from './remesa-xml';
import type { AdeudoXml } from './remesas.repository';

const remesa = (versionSepa: VersionSepa) => ({
  id: 42,
  fechaCobro: '2026-12-10',
  versionSepa,
  acreedorNombre: 'RoboEscuela Formación S.L.',
  acreedorIdentificador: 'ES97000B12345678',
  acreedorIban: 'ES7921000813610123456789',
  acreedorBic: 'CAIXESBBXXX',
  createdAt: new Date('2026-11-25T10:00:00Z'),
});

/** `frst` FRST debits then `rcur` RCUR ones, interleaved as a remittance stores them (by family). */
function adeudos(frst: number, rcur: number): AdeudoXml[] {
  const secuencias: AdeudoXml['secuencia'][] = [];
  for (let i = 0; i < Math.max(frst, rcur); i++) {
    if (i < frst) secuencias.push('FRST');
    if (i < rcur) secuencias.push('RCUR');
  }
  return secuencias.map((secuencia, i) => ({
    referencia: `R-202611-${i + 1}`,
    // Amounts whose float sum is not exact (0.1 + 0.2): the frame's totals come from the cents.
    importe: [10, 20, 4550, 3333, 1][i % 5]! + i,
    secuencia,
    concepto: `RoboEscuela recibo noviembre 2026 ref R-202611-${i + 1}${i % 3 ? '' : ' · 2 hermanos & AMPA'}`,
    mandato: `RBE-${i + 1}-1`,
    fechaFirma: '2026-01-15',
    iban: 'ES9121000418450200051332',
    titular: i % 2 ? `Núñez Peña ${i}` : `Familia ${i}`,
  }));
}

describe('trozosXmlRemesa', () => {
  const casos: [number, number, number][] = [
    // FRST debits, RCUR debits, debits per piece
    [1, 0, 500],
    [0, 1, 1],
    [1, 1, 1],
    [7, 0, 3],
    [0, 7, 7],
    [5, 12, 4],
    [12, 5, 5],
    [3, 3, 500],
  ];
  for (const version of ['pain.008.001.08', 'pain.008.001.02'] as const) {
    it.each(casos)(`${version}: %i FRST, %i RCUR, %i per piece → the library's whole document`, (f, r, n) => {
      const lista = adeudos(f, r);
      const entero = escribirXmlRemesa(remesa(version), lista);
      const trozos = [...trozosXmlRemesa(remesa(version), lista, n)];
      expect(trozos.join('')).toBe(entero);
      // Never the whole file in one piece when there is more than one piece's worth of debits.
      if (f + r > n) expect(Math.max(...trozos.map((t) => t.length))).toBeLessThan(entero.length);
    });
  }
});
