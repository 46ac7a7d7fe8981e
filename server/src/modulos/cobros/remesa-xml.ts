/**
 * A remittance's pain.008 file (ISO 20022, SEPA Core direct debit), written by the maintained `sepa`
 * library (decision 041), a piece at a time (`trozosXmlRemesa`, decision 053): one payment block per
 * sequence type (FRST, RCUR), the group header's and each block's NbOfTxs and CtrlSum exact (from the
 * cents), EndToEndId = the receipt's
 * reference, MndtId and DtOfSgntr from the mandate, the concept in RmtInf/Ustrd. Names and concepts go
 * through `aLatinSepa` (the SEPA Latin set); no postal address is written (banks refuse unstructured
 * ones from 15 November 2026, and the debtor's is optional inside the EEA).
 */
import { Document as DocumentoSepa } from 'sepa';
import type { VersionSepa } from '@escuela/shared';
import type { AdeudoXml } from './remesas.repository';
import { aLatinSepa } from './sepa-texto';

/** Who collects, when, and in which SEPA version: fixed when a remittance is created, written in its file. */
export interface CobroRemesa {
  fechaCobro: string;
  versionSepa: VersionSepa;
  acreedorNombre: string;
  acreedorIdentificador: string;
  acreedorIban: string;
  acreedorBic: string;
}

export interface CabeceraRemesa extends CobroRemesa {
  id: number;
  createdAt: Date;
}

/** 'yyyy-MM-dd' as a local Date (the library writes dates in local time). */
const fechaLocal = (dia: string) => {
  const [y, m, d] = dia.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** The file's message id: 'RBE-REM-000012' (≤ 35 characters with the block and debit suffixes). */
export const idMensajeRemesa = (id: number) => `RBE-REM-${String(id).padStart(6, '0')}`;

const SECUENCIAS = ['FRST', 'RCUR'] as const;

interface Bloque {
  secuencia: (typeof SECUENCIAS)[number];
  adeudos: readonly AdeudoXml[];
  /** The position in its block of the first of `adeudos` (their InstrId is `<block>.<n>`). */
  desde: number;
}

/** The library's document of `bloques`. */
function documento(remesa: CabeceraRemesa, bloques: readonly Bloque[]): DocumentoSepa {
  const doc = new DocumentoSepa(remesa.versionSepa);
  doc.grpHdr.id = idMensajeRemesa(remesa.id);
  doc.grpHdr.created = remesa.createdAt;
  doc.grpHdr.initiatorName = aLatinSepa(remesa.acreedorNombre, 70);
  for (const { secuencia, adeudos, desde } of bloques) {
    const bloque = doc.createPaymentInfo();
    bloque.id = secuencia;
    bloque.sequenceType = secuencia;
    bloque.collectionDate = fechaLocal(remesa.fechaCobro);
    bloque.creditorName = aLatinSepa(remesa.acreedorNombre, 70);
    bloque.creditorIBAN = remesa.acreedorIban;
    bloque.creditorBIC = remesa.acreedorBic;
    bloque.creditorId = remesa.acreedorIdentificador;
    doc.addPaymentInfo(bloque);
    adeudos.forEach((a, i) => {
      const tx = bloque.createTransaction();
      tx.id = String(desde + i + 1);
      tx.end2endId = a.referencia;
      tx.amount = a.importe / 100;
      tx.mandateId = a.mandato;
      tx.mandateSignatureDate = fechaLocal(a.fechaFirma);
      tx.debtorName = aLatinSepa(a.titular, 70);
      tx.debtorIBAN = a.iban;
      tx.remittanceInfo = aLatinSepa(a.concepto, 140);
      bloque.addTransaction(tx);
    });
  }
  return doc;
}

/** Debits written by the library per call: bounds what one call holds (its tree of nodes, its text). */
export const ADEUDOS_POR_TROZO = 100;

const INICIO_ADEUDO = '<DrctDbtTxInf>';
const FIN_ADEUDO = '</DrctDbtTxInf>';
const CUENTAS = /<NbOfTxs>\d+<\/NbOfTxs><CtrlSum>[\d.]+<\/CtrlSum>/g;
const cuentas = (adeudos: readonly AdeudoXml[]) =>
  `<NbOfTxs>${adeudos.length}</NbOfTxs><CtrlSum>${(adeudos.reduce((s, a) => s + a.importe, 0) / 100).toFixed(2)}</CtrlSum>`;

/**
 * The file in pieces, in order: the same bytes as the library writes for the whole remittance at once
 * (a unit test holds it to that), without ever holding the library's tree of nodes for more than one
 * piece. The library writes the file's frame
 * (the header and each block with its first debit, the header's and each block's NbOfTxs and CtrlSum
 * set to the whole remittance's, from the cents), then each block's debits `ADEUDOS_POR_TROZO` at a
 * time, each piece cut from the library's own document of those debits. With the server's small young
 * generation (server/opciones-node.json), the whole remittance of 8,000 debits as one document took
 * 0.5–0.8 s of CPU, most of it collecting its tree of nodes; in pieces of 100, 0.3–0.4 s (decision 053).
 */
export function* trozosXmlRemesa(
  remesa: CabeceraRemesa,
  adeudos: readonly AdeudoXml[],
  porTrozo = ADEUDOS_POR_TROZO,
): Generator<string> {
  const bloques: Bloque[] = SECUENCIAS.map((secuencia) => ({
    secuencia,
    adeudos: adeudos.filter((a) => a.secuencia === secuencia),
    desde: 0,
  })).filter((b) => b.adeudos.length > 0);
  const todas = [cuentas(adeudos), ...bloques.map((b) => cuentas(b.adeudos))];
  let n = 0;
  const marco = documento(
    remesa,
    bloques.map((b) => ({ ...b, adeudos: b.adeudos.slice(0, 1) })),
  )
    .toString()
    .replace(CUENTAS, () => todas[n++] ?? '');
  if (n !== todas.length) throw new Error(`remesa ${remesa.id}: ${n} cuentas en el marco del fichero`);

  let desde = 0;
  for (const b of bloques) {
    const inicio = marco.indexOf(INICIO_ADEUDO, desde);
    yield marco.slice(desde, inicio);
    for (let i = 0; i < b.adeudos.length; i += porTrozo) {
      const texto = documento(remesa, [
        { ...b, adeudos: b.adeudos.slice(i, i + porTrozo), desde: i },
      ]).toString();
      yield texto.slice(texto.indexOf(INICIO_ADEUDO), texto.lastIndexOf(FIN_ADEUDO) + FIN_ADEUDO.length);
    }
    desde = marco.indexOf(FIN_ADEUDO, inicio) + FIN_ADEUDO.length;
  }
  yield marco.slice(desde);
}

/** The whole file as one document of the library (the reference `trozosXmlRemesa` is held to). */
export function escribirXmlRemesa(remesa: CabeceraRemesa, adeudos: readonly AdeudoXml[]): string {
  return documento(
    remesa,
    SECUENCIAS.map((secuencia) => ({
      secuencia,
      adeudos: adeudos.filter((a) => a.secuencia === secuencia),
      desde: 0,
    })).filter((b) => b.adeudos.length > 0),
  ).toString();
}
