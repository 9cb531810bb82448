import { useCallback, useRef, useState } from 'react';
import type { FormReports } from '../../../kit/jsonforms/formReports';
import {
  changedSinceFirstReport,
  givenToForm,
  reportedByForm,
} from '../../../kit/jsonforms/formReports';
import { settleFormInputs } from '../../../kit/jsonforms/settle';
import type { EditorRecord } from './blankDraft';

export interface FormDraft {
  /**
   * The form's data, as JSON Forms last reported it: hand it back as JSON Forms' `data`. The
   * form must be controlled: JSON Forms re-reads its `data` prop whenever its validation mode or
   * additional errors change, so an initial copy would wipe the user's edits.
   */
  data: EditorRecord | undefined;
  /** True once the user really changed something (not JSON Forms' first change event). */
  dirty: boolean;
  /**
   * True once JSON Forms' first change event after a reset has arrived: until then the form is
   * still settling (its pristine state is not known yet).
   */
  settled: boolean;
  /** JSON Forms' `onChange` (pass `event.data`). */
  onChange: (next: unknown) => void;
  /**
   * A keystroke in the form (its container's `onInput`): the form counts as changed at once, not
   * only when JSON Forms reports the key 300 ms later.
   */
  onInput: () => void;
  /**
   * The form's data once its inputs have reported the last keystroke (JSON Forms' text inputs
   * report 300 ms late): Save and Ctrl+S read this, so what was typed just before is saved.
   * Undefined when the settled form has nothing changed (typed and typed back).
   */
  settledData: () => Promise<EditorRecord | undefined>;
}

interface DraftState extends FormReports<EditorRecord> {
  revision: number;
  /** A key typed that the form has not reported yet (JSON Forms reports it 300 ms late). */
  typed: boolean;
}

function isRecord(value: unknown): value is EditorRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// JSON Forms' ajv fills defaults into the object it is given; the loaded record must stay intact.
const copyOf = (record: EditorRecord | undefined): EditorRecord | undefined =>
  record === undefined ? undefined : structuredClone(record);

const resetTo = (revision: number, record: EditorRecord | undefined): DraftState => ({
  revision,
  ...givenToForm(copyOf(record)),
  typed: false,
});

/**
 * The form's working copy of a record and whether it is dirty. JSON Forms reports a change as
 * soon as it mounts (with ajv's defaults filled in): that first event sets the pristine state
 * instead of marking the form dirty, so Save stays disabled until a real edit. A new `revision`
 * of the record (a load, a version switch) resets the form; a rebase (same revision) keeps it.
 */
export function useFormDraft(record: EditorRecord | undefined, revision: number): FormDraft {
  const [state, setState] = useState<DraftState>(() => resetTo(revision, record));
  // Reset during render, not in an effect, so the form never shows the previous record.
  let current = state;
  if (state.revision !== revision) {
    current = resetTo(revision, record);
    setState(current);
  }

  // The latest reported data (with the first report) and when it came, for settledData (state
  // lags a render behind).
  const latest = useRef<{ reports: FormReports<EditorRecord>; at: number }>({
    reports: current,
    at: 0,
  });
  if (current !== state) latest.current = { reports: current, at: 0 };

  const onChange = useCallback((next: unknown) => {
    if (!isRecord(next)) return;
    setState((previous) => {
      const reports = reportedByForm(previous, next);
      latest.current = { reports, at: Date.now() };
      return { ...previous, ...reports, typed: false };
    });
  }, []);

  const onInput = useCallback(() => {
    setState((previous) => (previous.typed ? previous : { ...previous, typed: true }));
  }, []);

  const settledData = useCallback(async () => {
    await settleFormInputs(() => latest.current.at);
    // Typed and typed back: nothing to save.
    const { reports } = latest.current;
    return changedSinceFirstReport(reports) ? reports.value : undefined;
  }, []);

  return {
    data: current.value,
    dirty: current.typed || changedSinceFirstReport(current),
    settled: current.pristine !== null,
    onChange,
    onInput,
    settledData,
  };
}
