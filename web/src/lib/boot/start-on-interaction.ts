import { whenAppReady } from './app-ready.ts';

/**
 * Decision 024: a page the server rendered (a visitor's public page, or a member's: decision 041) is complete without JavaScript: its text, its
 * lists and its links all work. So React takes it over only when the visitor first interacts with it (a touch, a
 * click, a key, focus), not at load: on a low-end phone, starting React and hydrating a page costs seconds of a busy
 * main thread, which a visitor who reads, scrolls or follows a link never needs. The app's code still downloads at
 * load, at low priority (vite.config.ts), so taking over is quick.
 *
 * Until React has taken over:
 * - a click on a link is an ordinary page load (the server renders the next page too);
 * - any other click, and a form's submit, is held back and replayed once React has taken over, so the button, menu
 *   or checkbox does what it says, only a moment later;
 * - text typed into a field, or an option chosen in a list, stays, and React is told about it once it has taken over.
 *
 * After that, a press on a control React has not hydrated yet is held the same way, and text typed into such a field
 * is announced once it is hydrated: React hydrates a screen's part only once that part's code has loaded (a Suspense
 * boundary), and until then a press does what the bare HTML does (a form's button submits the form to the page's own
 * address: a reload that loses what was typed) and an edit goes unseen (a button the text would enable stays off).
 *
 * Answers `wake`, which starts React at once (for a reason other than an interaction, e.g. going offline).
 */
export function startOnFirstInteraction(start: () => Promise<void>): () => void {
  let woken = false;
  let app: 'starting' | 'started' | 'failed' = 'starting';
  const held: (() => Promise<unknown>)[] = [];

  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, true);
    start()
      .then(whenAppReady)
      .then(
        async () => {
          app = 'started';
          await announceTypedValues();
          for (const replay of held.splice(0)) await replay();
        },
        (error: unknown) => {
          // The page still reads and its links still work; held clicks are dropped rather than replayed half-way.
          app = 'failed';
          held.length = 0;
          stopHolding();
          console.error('The app could not start on this page.', error);
        },
      );
  };

  const hold = (event: Event) => {
    if (app === 'failed' || !(event.target instanceof Element)) return;
    const target = event.target;
    if (app === 'starting') wake();
    else if (!isUnhydratedControl(target)) return;
    if (event.type === 'click' && target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const replay =
      event instanceof SubmitEvent && target instanceof HTMLFormElement
        ? () => target.requestSubmit(event.submitter?.isConnected ? event.submitter : null)
        : () => replayPress(target);
    const holding = async () => {
      if ((await whenHydrated(target)) && target.isConnected) replay();
    };
    // Before the app has started, presses wait for it in order; after, each waits only for its own part.
    if (app === 'starting') held.push(holding);
    else void holding();
  };

  const stopHolding = () => {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
  };

  // Once the app has taken over, an edit in a part it has not hydrated yet is announced when that part is.
  const recordEdit = (event: Event) => {
    const field = recordTypedValue(event.target);
    if (field && app === 'started') void announceWhenHydrated(field);
  };
  for (const type of WAKE_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
  document.addEventListener('input', recordEdit, true);
  document.addEventListener('change', recordEdit, true);
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  return wake;
}

/** A form, or a control a press acts on, inside the app's root that React has not hydrated yet. */
function isUnhydratedControl(target: Element): boolean {
  const control = target.closest('form, button, input, select, textarea, label, summary, [role]');
  return control !== null && control.closest('#root') !== null && !isHydrated(control);
}

function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * What a person does first when they mean to use the page rather than read it (`input` and `change` too: a field can
 * be changed without a key or a touch, by autofill or an assistive tool). On a computer, moving the mouse: what the
 * server cannot lay out (the desktop navigation's row, which only the app fits to the window's width, moving what does
 * not fit into "More") is then ready before the pointer gets there. A phone has no pointer moving without a touch.
 */
const WAKE_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'input', 'change'] as const;

const CLICK_INIT: MouseEventInit = { bubbles: true, cancelable: true, composed: true, view: window };

/**
 * A held click replayed as the whole press it ended (the press itself only woke the app): some controls act on the
 * press rather than the click, a menu's trigger among them (Radix opens a dropdown on `pointerdown`), and the rest
 * ignore it.
 */
function replayPress(target: Element) {
  const press = { ...CLICK_INIT, button: 0, isPrimary: true, pointerType: 'mouse' };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...press, buttons: 1 }));
  target.dispatchEvent(new MouseEvent('mousedown', { ...press, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', press));
  target.dispatchEvent(new MouseEvent('mouseup', press));
  target.dispatchEvent(new MouseEvent('click', CLICK_INIT));
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'hidden']);

/**
 * Text typed before React took over is in the fields, but React took its record of each field's value from the field
 * as it found it, so it would see no edit. For each field whose text differs from what the server rendered, once React
 * has hydrated it: set the rendered text through the element (which updates React's record), put the typed text back
 * with the prototype's setter (which does not), and fire `input`: React then sees the edit as if typed now.
 */
async function announceTypedValues() {
  const fields = document.querySelectorAll<Field>('#root input, #root textarea, #root select');
  // All at once: each reads its field's value now, before hydrating the field's part of the page can reset it.
  await Promise.all([...fields].map(announceWhenHydrated));
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What was typed or chosen in each field React has not hydrated yet, as it was typed: hydrating a field may set it
 * back to React's own value before it can be announced.
 */
const typedValues = new WeakMap<Field, string>();

/** Records an edit of a field React has not hydrated; answers the field when no announcement of it is waiting yet. */
function recordTypedValue(target: EventTarget | null): Field | null {
  const isField =
    target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
  if (!isField || target.closest('#root') === null || isHydrated(target)) return null;
  const first = !typedValues.has(target);
  typedValues.set(target, target.value);
  return first ? target : null;
}

/** The value the server rendered the field with. */
function renderedValue(field: Field): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = [...field.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Announces one field's edit once React has hydrated it (one announcement, whatever the number of keys typed
 * meanwhile: it reads the last value recorded). A list: its choice put back and `change`, which React reads a list's
 * choice on. Text: see announceTypedValues.
 */
async function announceWhenHydrated(field: Field) {
  try {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) return;
    const before = field.value;
    if ((typedValues.get(field) ?? before) === renderedValue(field)) return;
    if (!(await whenHydrated(field))) return;
    const value = typedValues.get(field) ?? before;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  } finally {
    typedValues.delete(field);
  }
}

/**
 * Long enough for a slow phone to download and hydrate a screen's own chunk after the app's frame is ready: a press
 * replayed on an element React has not hydrated yet would do what the bare HTML does (a form's submit would reload
 * the page and lose what was typed), so it is better late than early.
 */
const HYDRATION_WAIT_MS = 20_000;

/**
 * Answers true once React has hydrated `element`, false if it has not after HYDRATION_WAIT_MS. React hydrates the
 * page's outer frame first and each part it may suspend on (a Suspense boundary, e.g. a screen's lazily loaded code)
 * later, so the app can be ready while the button pressed is not yet React's. React marks every element it has
 * hydrated with a `__reactProps$…` property: an internal detail, hence the time limit.
 */
function whenHydrated(element: Element): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (isHydrated(element)) resolve(true);
      else if (Date.now() - started > HYDRATION_WAIT_MS) resolve(false);
      else setTimeout(check, 16);
    };
    check();
  });
}
