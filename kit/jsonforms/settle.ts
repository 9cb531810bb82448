import { useRef, useState } from 'react';

/** How long JSON Forms' material inputs wait before reporting a keystroke, with a margin. */
export const FORM_SETTLE_MS = 350;

/**
 * Waits until a JSON Forms form has reported its last keystroke: its material text and number
 * inputs pass a change on 300 ms after the keystroke, so a Save click or Ctrl+S right after
 * typing would read the value without its last characters. This leaves the focused field, then
 * waits until no change has come for the inputs' whole delay (a busy machine reports late; at
 * most ten rounds). `lastChangeAt` answers when the form last reported a change (ms epoch).
 */
export async function settleFormInputs(lastChangeAt: () => number): Promise<void> {
  if (typeof document !== 'undefined' && document.activeElement instanceof HTMLElement)
    document.activeElement.blur();
  for (let round = 0; round < 10; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, FORM_SETTLE_MS));
    if (Date.now() - lastChangeAt() >= FORM_SETTLE_MS) break;
  }
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
