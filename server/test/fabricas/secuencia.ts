/** Unique numbers for test data (names, e-mails) within one test file's process. */
let n = 0;

export function siguiente(): number {
  return ++n;
}

/** `7-1767225600000`: unique within the file, and across files sharing a PostgreSQL server. */
export const unico = () => `${siguiente()}-${Date.now()}`;
