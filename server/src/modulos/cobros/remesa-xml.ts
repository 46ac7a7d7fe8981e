/**
 * A remittance's pain.008 file (ISO 20022, SEPA Core direct debit), written by the maintained `sepa`
 * library (decision 041): one payment block per sequence type (FRST, RCUR), the group header's and each
 * block's NbOfTxs and CtrlSum filled by the library from the debits, EndToEndId = the receipt's
 * reference, MndtId and DtOfSgntr from the mandate, the concept in RmtInf/Ustrd. Names and concepts go
 * through `aLatinSepa` (the SEPA Latin set); no postal address is written (banks refuse unstructured
 * ones from 15 November 2026, and the debtor's is optional inside the EEA).
 */
import { Document as DocumentoSepa } from 'sepa';
import type { VersionSepa } from '@escuela/shared';
import type { AdeudoXml } from './remesas.repository';
import { aLatinSepa } from './sepa-texto';

export interface CabeceraRemesa {
  id: number;
  fechaCobro: string;
  versionSepa: VersionSepa;
  acreedorNombre: string;
  acreedorIdentificador: string;
  acreedorIban: string;
  acreedorBic: string;
  createdAt: Date;
}

/** 'yyyy-MM-dd' as a local Date (the library writes dates in local time). */
const fechaLocal = (dia: string) => {
  const [y, m, d] = dia.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};

/** The file's message id: 'RBE-REM-000012' (≤ 35 characters with the block and debit suffixes). */
export const idMensajeRemesa = (id: number) => `RBE-REM-${String(id).padStart(6, '0')}`;

export function escribirXmlRemesa(remesa: CabeceraRemesa, adeudos: readonly AdeudoXml[]): string {
  const doc = new DocumentoSepa(remesa.versionSepa);
  doc.grpHdr.id = idMensajeRemesa(remesa.id);
  doc.grpHdr.created = remesa.createdAt;
  doc.grpHdr.initiatorName = aLatinSepa(remesa.acreedorNombre, 70);

  for (const secuencia of ['FRST', 'RCUR'] as const) {
    const delBloque = adeudos.filter((a) => a.secuencia === secuencia);
    if (delBloque.length === 0) continue;
    const bloque = doc.createPaymentInfo();
    bloque.id = secuencia;
    bloque.sequenceType = secuencia;
    bloque.collectionDate = fechaLocal(remesa.fechaCobro);
    bloque.creditorName = aLatinSepa(remesa.acreedorNombre, 70);
    bloque.creditorIBAN = remesa.acreedorIban;
    bloque.creditorBIC = remesa.acreedorBic;
    bloque.creditorId = remesa.acreedorIdentificador;
    doc.addPaymentInfo(bloque);
    delBloque.forEach((a, i) => {
      const tx = bloque.createTransaction();
      tx.id = String(i + 1);
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
  return doc.toString();
}
