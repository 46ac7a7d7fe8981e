/** For a child of `arrancarProceso`: tells the parent the port it listens on (over IPC). */
export function avisarListo(port: number): void {
  process.send?.({ listo: port });
}
