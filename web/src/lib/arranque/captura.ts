/**
 * A start that never loses input (DESIGN.md §8, docs/decisions/033-arranque-sin-perdidas.md).
 *
 * A pre-rendered page is painted, and looks usable, before the app has taken it over. From the page's
 * first script (`src/arranque.ts`) until the app says it has (`entregarALaApp`, called by `ArranqueHecho`
 * in the commit that adopted the page), this module keeps what the person does that only the app can
 * carry out:
 * - text typed and choices made in fields (the browser shows them; the app's state does not know them
 *   yet, and a form library may even reset the field when it attaches);
 * - presses and keys on controls that do nothing without the app (tabs, plain buttons, Radix checkboxes);
 * - a form's submission (held back, so nothing is sent before the app can send it; only the last one).
 * Those events are stopped before they reach a half-hydrated React, so each happens exactly once: when
 * the app takes over, they are replayed in order on the page it adopted. Links, native fields, labels
 * and focus are left to the browser, which already carries them out.
 *
 * No React and no imports: it is built on its own into that classic script, which runs before any
 * library has arrived.
 */

declare global {
  interface Window {
    /** Set by the first script of a pre-rendered page; absent on the app's shell and in development. */
    arranqueEscuela?: { entregarALaApp: typeof entregarALaApp };
  }
}

type Campo = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

type Accion =
  | { tipo: 'valor'; campo: Campo; clave: string | null; valor: string; marcado: boolean }
  | { tipo: 'evento'; destino: Element; clave: string | null; evento: Event }
  | { tipo: 'envio'; form: HTMLFormElement; clave: string | null; boton: HTMLElement | null };

/** Events that reach a control's handlers in the app: kept and replayed on app-driven controls. */
const EVENTOS_DE_CONTROL = [
  'pointerdown',
  'mousedown',
  'pointerup',
  'mouseup',
  'click',
  'keydown',
  'keyup',
] as const;

/** Elements the browser carries out by itself: never replayed (a link navigates, a label forwards). */
const NATIVOS = 'a[href],input,select,textarea,label,summary,option';
/** Controls whose effect only the app provides. */
const CONTROLES_DE_LA_APP =
  'button,[role=button],[role=tab],[role=checkbox],[role=switch],[role=radio],[role=menuitem],' +
  '[role=menuitemcheckbox],[role=menuitemradio],[role=option],[role=combobox],[role=slider]';

let acciones: Accion[] = [];
let capturando = false;
let entregado = false;

const esCampo = (el: EventTarget | null): el is Campo =>
  el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;

const marcable = (campo: Campo): campo is HTMLInputElement =>
  campo instanceof HTMLInputElement && (campo.type === 'checkbox' || campo.type === 'radio');

const atributo = (nombre: string, valor: string) => `[${nombre}="${valor.replace(/["\\]/g, '\\$&')}"]`;

/** How to find the element again if the app did not adopt it (its id, or its name in its form). */
function claveDe(el: Element): string | null {
  if (el.id) return atributo('id', el.id);
  const nombre = el.getAttribute('name');
  const form = (el as Partial<Campo>).form;
  if (nombre && form?.id) return `${atributo('id', form.id)} ${atributo('name', nombre)}`;
  return null;
}

function vigente<T extends Element>(el: T, clave: string | null): T | null {
  if (el.isConnected) return el;
  return clave ? (document.querySelector(clave) as T | null) : null;
}

/** The app-driven control an event is for, or null when the browser handles it (or nothing does). */
function controlDeLaApp(objetivo: EventTarget | null): Element | null {
  if (!(objetivo instanceof Element)) return null;
  const control = objetivo.closest(`${NATIVOS},${CONTROLES_DE_LA_APP}`);
  if (!control || control.matches(NATIVOS)) return null;
  // A form's submit button: its press becomes a `submit` event, which is what is kept.
  if (control instanceof HTMLButtonElement && control.form && control.type === 'submit') return null;
  return control;
}

function copiaDe(e: Event): Event {
  const base = { bubbles: true, cancelable: true, composed: true };
  if (e instanceof KeyboardEvent)
    return new KeyboardEvent(e.type, {
      ...base,
      key: e.key,
      code: e.code,
      location: e.location,
      repeat: e.repeat,
      ctrlKey: e.ctrlKey,
      shiftKey: e.shiftKey,
      altKey: e.altKey,
      metaKey: e.metaKey,
    });
  const raton: MouseEventInit = {
    ...base,
    detail: (e as MouseEvent).detail,
    button: (e as MouseEvent).button,
    buttons: (e as MouseEvent).buttons,
    clientX: (e as MouseEvent).clientX,
    clientY: (e as MouseEvent).clientY,
    screenX: (e as MouseEvent).screenX,
    screenY: (e as MouseEvent).screenY,
    ctrlKey: (e as MouseEvent).ctrlKey,
    shiftKey: (e as MouseEvent).shiftKey,
    altKey: (e as MouseEvent).altKey,
    metaKey: (e as MouseEvent).metaKey,
  };
  if (typeof PointerEvent !== 'undefined' && e instanceof PointerEvent)
    return new PointerEvent(e.type, {
      ...raton,
      pointerId: e.pointerId,
      pointerType: e.pointerType,
      isPrimary: e.isPrimary,
      width: e.width,
      height: e.height,
      pressure: e.pressure,
    });
  return new MouseEvent(e.type, raton);
}

function pendiente(): void {
  document.documentElement.dataset.arranque = 'pendiente';
}

function anotarValor(campo: Campo): void {
  const ultima = acciones.at(-1);
  const accion = {
    tipo: 'valor' as const,
    campo,
    clave: claveDe(campo),
    valor: campo.value,
    marcado: marcable(campo) && campo.checked,
  };
  // A run of keystrokes in one field is one action: its latest value.
  if (ultima?.tipo === 'valor' && ultima.campo === campo) acciones[acciones.length - 1] = accion;
  else acciones.push(accion);
}

function alCambiar(e: Event): void {
  if (!esCampo(e.target)) return;
  e.stopPropagation();
  anotarValor(e.target);
}

function alEnviar(e: Event): void {
  const form = e.target;
  if (!(form instanceof HTMLFormElement)) return;
  e.preventDefault();
  e.stopPropagation();
  // Only the last submission of a form counts: a double tap before takeover sends once.
  acciones = acciones.filter((a) => !(a.tipo === 'envio' && a.form === form));
  acciones.push({ tipo: 'envio', form, clave: claveDe(form), boton: (e as SubmitEvent).submitter });
  pendiente();
}

/** Keys whose whole effect is the browser's (moving focus) or that do nothing alone. */
const TECLAS_DEL_NAVEGADOR = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

function alControl(e: Event): void {
  if (e instanceof KeyboardEvent && TECLAS_DEL_NAVEGADOR.has(e.key)) return;
  const control = controlDeLaApp(e.target);
  if (!control) return;
  e.stopPropagation();
  acciones.push({ tipo: 'evento', destino: control, clave: claveDe(control), evento: copiaDe(e) });
  if (e.type === 'click' || e.type === 'keydown') pendiente();
}

const OPCIONES = { capture: true } as const;

/**
 * Starts keeping input (`arranque.ts`, before anything else). Fields already changed when the document
 * is parsed (restored by the browser on a reload) are kept too.
 */
export function empezarCaptura(): void {
  if (capturando) return;
  capturando = true;
  entregado = false;
  window.addEventListener('input', alCambiar, OPCIONES);
  window.addEventListener('change', alCambiar, OPCIONES);
  window.addEventListener('submit', alEnviar, OPCIONES);
  for (const tipo of EVENTOS_DE_CONTROL) window.addEventListener(tipo, alControl, OPCIONES);
  const anotarSiCambio = () => {
    for (const campo of document.querySelectorAll<Campo>('input,textarea,select')) {
      // A radio button counts when chosen: the one it replaced follows its group.
      const cambiado = marcable(campo)
        ? campo.checked !== campo.defaultChecked && (campo.type === 'checkbox' || campo.checked)
        : campo instanceof HTMLSelectElement
          ? [...campo.options].some((o) => o.selected !== o.defaultSelected)
          : campo.value !== campo.defaultValue;
      if (cambiado) anotarValor(campo);
    }
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', anotarSiCambio);
  else anotarSiCambio();
}

function detenerCaptura(): void {
  capturando = false;
  window.removeEventListener('input', alCambiar, OPCIONES);
  window.removeEventListener('change', alCambiar, OPCIONES);
  window.removeEventListener('submit', alEnviar, OPCIONES);
  for (const tipo of EVENTOS_DE_CONTROL) window.removeEventListener(tipo, alControl, OPCIONES);
}

/**
 * Puts a kept value into the field so that the app hears it as a change: React only reports a change
 * when the value differs from the one it last saw (its value tracker, which the element's own `value`
 * setter updates), so the field is first set through that setter to something else, then to the kept
 * value through the prototype's setter, then the event is dispatched.
 */
function devolverValor({ campo: original, clave, valor, marcado }: Extract<Accion, { tipo: 'valor' }>) {
  const campo = vigente(original, clave);
  if (!campo || (campo instanceof HTMLInputElement && campo.type === 'file')) return;
  const caret = document.activeElement === campo && !(campo instanceof HTMLSelectElement) ? campo : null;
  const [desde, hasta] = [caret?.selectionStart ?? null, caret?.selectionEnd ?? null];
  const proto = Object.getPrototypeOf(campo) as object;
  if (marcable(campo)) {
    // Unchecking a radio button by hand would leave its group with none chosen.
    if (campo.type === 'radio' && !marcado) return;
    campo.checked = !marcado;
    Object.getOwnPropertyDescriptor(proto, 'checked')?.set?.call(campo, marcado);
    // A plain Event, not a MouseEvent: React hears the click, the box does not toggle again.
    campo.dispatchEvent(new Event('click', { bubbles: true }));
  } else {
    campo.value = valor === '' ? '-' : '';
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(campo, valor);
    campo.dispatchEvent(new Event('input', { bubbles: true }));
  }
  campo.dispatchEvent(new Event('change', { bubbles: true }));
  // Setting the value put the caret at its end; it goes back where the person left it.
  if (caret && desde !== null) caret.setSelectionRange(desde, hasta);
}

/**
 * The app has adopted the page: stop keeping input and hand over what was kept, in the order it
 * happened. `aplicar` is React's `flushSync`, so each action is rendered before the next one runs (a
 * submission sees the values typed before it, as it would have live). Call it after the commit that
 * adopted the page, before the browser gets control back (a microtask): no new input can come between
 * the adoption and the hand-over. Marks the document `data-arranque="hecho"`, which is also what
 * browser tests wait for.
 */
export function entregarALaApp(aplicar: (fn: () => void) => void = (fn) => fn()): void {
  if (entregado) return;
  entregado = true;
  const enfocado = document.activeElement;
  const claveEnfocado = enfocado instanceof Element ? claveDe(enfocado) : null;
  detenerCaptura();
  const pendientes = acciones;
  acciones = [];
  for (const accion of pendientes) {
    try {
      if (accion.tipo === 'valor') aplicar(() => devolverValor(accion));
      else if (accion.tipo === 'evento') {
        const destino = vigente(accion.destino, accion.clave);
        if (destino) aplicar(() => destino.dispatchEvent(accion.evento));
      } else {
        const form = vigente(accion.form, accion.clave);
        const boton =
          accion.boton?.isConnected && accion.boton.closest('form') === form ? accion.boton : null;
        if (form) aplicar(() => form.requestSubmit(boton));
      }
    } catch (err) {
      // One action that fails (a handler that throws) does not stop the others, nor the hand-over.
      reportError(err);
    }
  }
  // If the app rendered the page anew instead of adopting it, focus goes back where it was.
  if (enfocado && !enfocado.isConnected && claveEnfocado)
    document.querySelector<HTMLElement>(claveEnfocado)?.focus({ preventScroll: true });
  document.documentElement.dataset.arranque = 'hecho';
}
