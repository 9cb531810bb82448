/**
 * A form's value as the form last reported it, and its unchanged state: JSON Forms fills its
 * schema's defaults into the value it is given and reports the result as soon as it draws it, so
 * that first report after a new value, not the value given, is what "no change" means.
 */
export interface FormReports<D> {
  value: D | undefined;
  /** The first report since the value was given (serialised); null until it arrives. */
  pristine: string | null;
}

/** A value given to the form (a load, a reset): its first report is still to come. */
export function givenToForm<D>(value: D | undefined): FormReports<D> {
  return { value, pristine: null };
}

/** The form reported `value`: the first report since a value was given is the unchanged state. */
export function reportedByForm<D>(state: FormReports<D>, value: D | undefined): FormReports<D> {
  return {
    value,
    pristine: state.pristine ?? (value === undefined ? null : JSON.stringify(value)),
  };
}

/** Whether the user changed the form since its first report (false until that report). */
export function changedSinceFirstReport<D>(state: FormReports<D>): boolean {
  return (
    state.pristine !== null &&
    state.value !== undefined &&
    JSON.stringify(state.value) !== state.pristine
  );
}
