import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import type { Validator } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { isConsoleHttpError } from '../../dataProvider/errors';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

/*
 * What the console's editors on react-admin's form (`Form`, `SimpleForm`) share beyond it: an
 * input's check by the domain's rules, the unsaved-changes question, the notice of a save refused
 * by the form's own checks, and the service's refusal put under its fields.
 */

/** A problem the domain's rules find in a whole record: its field's pointer, code and values. */
export interface FormProblem {
  field: string;
  code: string;
  params?: Record<string, unknown>;
}

/**
 * An input's check by the domain's rules (the ones the service applies) over the whole form:
 * the first problem at `field` (a pointer, '/bands/0/upTo'), as the message `<messages>.<code>`
 * with the problem's values. `required` marks the input as one that must be filled.
 */
export function problemRule(
  problemsOf: (values: FieldValues) => readonly FormProblem[],
  field: string,
  messages: string,
  required = false,
): Validator {
  const check: Validator = (_value: unknown, values: FieldValues) => {
    const problem = problemsOf(values).find((candidate) => candidate.field === field);
    return problem
      ? { message: `${messages}.${problem.code}`, args: problem.params ?? {} }
      : undefined;
  };
  return required ? Object.assign(check, { isRequired: true }) : check;
}

/**
 * The unsaved-changes guard of a react-admin form, read from the form's own state: leaving with
 * changes asks first, with the console's question (react-admin's `warnWhenUnsavedChanges` asks
 * with the browser's confirm box instead). A save under way, or one that succeeded, does not ask:
 * its page goes on by itself. A save the service refused keeps asking (its field problems, or
 * `root.serverError`, make the submission unsuccessful: {@link submissionErrorsOf}).
 */
export function FormChangesGuard() {
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  return <UnsavedChangesGuard when={isDirty && !isSubmitting && !isSubmitSuccessful} />;
}

/**
 * Says once per tried save that the form's own checks found problems (shown under their fields),
 * with the page's `message` key (or the key it chooses by the fields in error); not for the
 * service's refusal, which its page notifies.
 */
export function FormProblemsNotice({
  message,
}: {
  message: string | ((fields: readonly string[]) => string);
}) {
  const notify = useNotify();
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    const fields = Object.entries(errors)
      .filter(([, error]) => error !== undefined && error.type !== 'server')
      .map(([field]) => field);
    if (fields.length > 0)
      notify(typeof message === 'string' ? message : message(fields), { type: 'warning' });
  }, [submitCount, errors, notify, message]);
  return null;
}

/** The form's name of a field the service points at: '/lon/0/n' is 'lon.0.n'. */
export const formNameOf = (pointer: string): string =>
  pointer.replace(/^\//, '').replace(/\//g, '.');

/**
 * What a form's `onSubmit` returns for a write the service refused: its field problems by the
 * form's names (the envelope's '/lon/0/n' is the form's 'lon.0.n', or what `nameOf` makes of a
 * pointer when the form is shaped otherwise; undefined leaves it out), shown under those fields;
 * a refusal that names no field is the form's own (`root.serverError`, with `message`). Either
 * way the submission counts as failed, so what was typed stays and leaving still asks.
 */
export function submissionErrorsOf(
  error: unknown,
  message: string,
  nameOf: (pointer: string) => string | undefined = formNameOf,
): Record<string, unknown> {
  const fields = isConsoleHttpError(error) ? error.fieldErrors : {};
  const byName: Record<string, string> = {};
  for (const [pointer, text] of Object.entries(fields)) {
    const name = nameOf(pointer);
    if (name !== undefined) byName[name] ??= text;
  }
  return Object.keys(byName).length > 0 ? byName : { root: { serverError: message } };
}
