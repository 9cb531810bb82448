import { adTagProblems } from '../../domain/ads/adTag';
import type { AdTagProblem } from '../../domain/ads/adTag';
import { AD_TAG_TIMEOUT } from '../../dataProvider/adTag/adTagProvider';
import type {
  AdTagDevice,
  AdTagInput,
  AdTagKind,
  AdTagPosition,
  StoredAdTag,
} from '../../dataProvider/adTag/adTagProvider';

/** The editor's fields as typed: the timeout is text until it is sent. */
export interface AdTagForm {
  n: string;
  ty: AdTagKind;
  url: string;
  pos: AdTagPosition[];
  dev: AdTagDevice[];
  /** '' for none. */
  lp: string;
  to: string;
  desc: string;
}

export type AdTagField = keyof AdTagForm;

/** A new tag: VAST, every position empty, the console's default timeout. */
export const EMPTY_AD_TAG_FORM: AdTagForm = {
  n: '',
  ty: 'vast',
  url: '',
  pos: [],
  dev: [],
  lp: '',
  to: String(AD_TAG_TIMEOUT.default),
  desc: '',
};

/** A stored version as the editor shows it. */
export function formOfTag(tag: StoredAdTag): AdTagForm {
  return {
    n: tag.n,
    ty: tag.ty,
    url: tag.url,
    pos: [...tag.pos],
    dev: [...(tag.dev ?? [])],
    lp: tag.lp ?? '',
    to: String(tag.to ?? AD_TAG_TIMEOUT.default),
    desc: tag.desc ?? '',
  };
}

/** What a create or a save sends: trimmed, the timeout a number, '' clearing the load policy. */
export function inputOfForm(form: AdTagForm): AdTagInput {
  return {
    n: form.n.trim(),
    ty: form.ty,
    url: form.url.trim(),
    pos: [...form.pos],
    dev: [...form.dev],
    lp: form.lp,
    to: Number(form.to),
    desc: form.desc,
  };
}

/** Whether two forms would store the same tag. */
export function sameTag(a: AdTagForm, b: AdTagForm): boolean {
  return JSON.stringify(inputOfForm(a)) === JSON.stringify(inputOfForm(b));
}

/** A field's problem as a message key and its parameters. */
export interface FieldProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** The URL's problems (domain/ads/adTag.ts) as message keys; offsets counted from 1. */
export function urlProblemMessages(problems: readonly AdTagProblem[]): FieldProblem[] {
  return problems.map((problem): FieldProblem => {
    const key = `console.adTags.url.problems.${problem.code}`;
    switch (problem.code) {
      case 'urlMissing':
      case 'urlMalformed':
        return { key };
      case 'urlTooLong':
        return { key, params: { max: problem.max, length: problem.length } };
      case 'notHttps':
        return { key, params: { scheme: problem.scheme } };
      case 'macroUnknown':
        return { key, params: { macro: problem.macro, at: problem.at + 1 } };
      case 'bracketUnclosed':
        return { key, params: { at: problem.at + 1 } };
    }
  });
}

/** Every field the console refuses before a save, by field; empty: the tag may be sent. */
export function formProblems(form: AdTagForm): Partial<Record<AdTagField, FieldProblem[]>> {
  const problems: Partial<Record<AdTagField, FieldProblem[]>> = {};
  if (form.n.trim() === '') problems.n = [{ key: 'ra.validation.required' }];
  const url = urlProblemMessages(adTagProblems(form.url));
  if (url.length > 0) problems.url = url;
  if (form.pos.length === 0) problems.pos = [{ key: 'console.adTags.hints.pos' }];
  const to = Number(form.to);
  if (
    form.to.trim() === '' ||
    !Number.isInteger(to) ||
    to < AD_TAG_TIMEOUT.min ||
    to > AD_TAG_TIMEOUT.max
  )
    problems.to = [{ key: 'console.adTags.hints.to' }];
  return problems;
}

/** The form's fields, in the order the page shows them. */
export const AD_TAG_FIELDS: readonly AdTagField[] = [
  'n',
  'ty',
  'url',
  'pos',
  'dev',
  'lp',
  'to',
  'desc',
];

/**
 * The console's check before a create or a save, as react-admin's form validation: each field's
 * first problem (its message key and values); none when the tag may be sent.
 */
export function validateAdTag(
  form: AdTagForm,
): Partial<Record<AdTagField, { message: string; args: Record<string, string | number> }>> {
  const errors: Partial<
    Record<AdTagField, { message: string; args: Record<string, string | number> }>
  > = {};
  for (const [field, problems] of Object.entries(formProblems(form))) {
    const first = problems[0];
    if (first) errors[field as AdTagField] = { message: first.key, args: first.params ?? {} };
  }
  return errors;
}

/** The warning when the console's check refuses a save: the URL's own, or the fields'. */
export const refusalNotice = (fields: readonly string[]): string =>
  fields.includes('url') ? 'console.adTags.urlRefused' : 'console.adTags.invalid';

/** The form's field a refusal of the service points at ('/pos/0' is 'pos'). */
export function fieldOfPointer(pointer: string): AdTagField | undefined {
  return AD_TAG_FIELDS.find((name) => pointer === `/${name}` || pointer.startsWith(`/${name}/`));
}
