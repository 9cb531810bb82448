import { useRef, useState } from 'react';

/** How long JSON Forms' material inputs wait before reporting a keystroke, with a margin. */
export const FORM_SETTLE_MS = 350;

/**
 * Waits until a form has been quiet: until `lastChangeAt` (when the form last reported a change,
 * ms epoch) is at least FORM_SETTLE_MS ago (a busy machine reports late; at most ten rounds).
 * JSON Forms' material text and number inputs pass a change on 300 ms after the keystroke.
 */
export async function formQuiet(lastChangeAt: () => number): Promise<void> {
  for (let round = 0; round < 10; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, FORM_SETTLE_MS));
    if (Date.now() - lastChangeAt() >= FORM_SETTLE_MS) return;
  }
}

/**
 * Waits until a JSON Forms form has reported its last keystroke before a save: a Save click or
 * Ctrl+S right after typing would otherwise read the value without its last characters. Leaves
 * the focused field (which passes its change on), then waits until the form is quiet.
 */
export async function settleFormInputs(lastChangeAt: () => number): Promise<void> {
  if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement)
    document.activeElement.blur();
  await formQuiet(lastChangeAt);
}

/**
 * A form value whose latest change can be awaited: `settled()` answers the value once the form's
 * inputs have reported their last keystroke (see settleFormInputs).
 */
export function useSettledValue<T>(initial: T) {
  const [value, setState] = useState<T>(initial);
  const latest = useRef<{ value: T; at: number }>({ value: initial, at: 0 });
  const set = (next: T) => {
    latest.current = { value: next, at: Date.now() };
    setState(next);
  };
  const settled = async (): Promise<T> => {
    await settleFormInputs(() => latest.current.at);
    return latest.current.value;
  };
  return [value, set, settled] as const;
}
