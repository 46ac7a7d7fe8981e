/** A calendar feed read back with a real iCalendar parser (ical.js), as a calendar app would read it. */
import ICAL from 'ical.js';

export interface EventoLeido {
  uid: string;
  sequence: number;
  summary: string;
  status: string | null;
  location: string | null;
  description: string | null;
  inicio: Date;
  fin: Date;
  todoElDia: boolean;
}

export function leerCalendario(texto: string): { nombre: string | null; eventos: EventoLeido[] } {
  const calendario = new ICAL.Component(ICAL.parse(texto));
  const eventos = calendario.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    const texto = (p: string) => {
      const valor = v.getFirstPropertyValue(p);
      return valor === null || valor === undefined ? null : String(valor);
    };
    return {
      uid: e.uid,
      sequence: e.sequence,
      summary: e.summary,
      status: texto('status'),
      location: texto('location'),
      description: texto('description'),
      inicio: e.startDate.toJSDate(),
      fin: e.endDate.toJSDate(),
      todoElDia: e.startDate.isDate,
    };
  });
  const nombre = calendario.getFirstPropertyValue('x-wr-calname');
  return { nombre: nombre === null ? null : String(nombre), eventos };
}
