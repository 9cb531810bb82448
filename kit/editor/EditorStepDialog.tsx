import { ConfirmDialog } from '../dialog/ConfirmDialog';

export interface EditorStepDialogProps<Step extends string> {
  /** The step waiting for its answer; nothing is shown while undefined. */
  step: Step | undefined;
  /**
   * Where the page keeps its words: `<messages>.confirm.<step>Title` and `…Content` (with
   * `translateOptions`), `<messages>.actions.<step>` for OK, `<messages>.actions.keepEditing` for
   * Cancel of a discard.
   */
  messages: string;
  /** OK's key for a step whose action is named otherwise (e.g. unlock → forceUnlock). */
  confirmKeys?: Partial<Record<Step, string>>;
  /** Cancel's key for every step, where the page has one word for it. */
  cancel?: string;
  busy: boolean;
  translateOptions?: Record<string, unknown>;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The question an editor page asks before a step that cannot be taken back — discard the
 * changes, publish, delete, force-unlock — in the shared dialog: the step's title and what it
 * does, OK named after the step (a publish in the primary colour, the others as warnings), and
 * Cancel ('keep editing' for a discard).
 */
export function EditorStepDialog<Step extends string>({
  step,
  messages,
  confirmKeys,
  cancel,
  busy,
  translateOptions,
  onConfirm,
  onClose,
}: EditorStepDialogProps<Step>) {
  const shown: string = step ?? 'discard';
  const confirmKey =
    (step !== undefined ? confirmKeys?.[step] : undefined) ?? `${messages}.actions.${shown}`;
  return (
    <ConfirmDialog
      isOpen={step !== undefined}
      loading={busy}
      title={`${messages}.confirm.${shown}Title`}
      content={`${messages}.confirm.${shown}Content`}
      {...(translateOptions ? { translateOptions } : {})}
      confirm={confirmKey}
      cancel={
        cancel ?? (shown === 'discard' ? `${messages}.actions.keepEditing` : 'ra.action.cancel')
      }
      confirmColor={shown === 'publish' ? 'primary' : 'warning'}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
