import type { StoreType, StoredStoreItem } from '../../dataProvider/storefront/storefrontProvider';
import {
  containerFieldsNeedingItems,
  fillEmptyAdPosition,
} from '../../domain/storefront/containerRules';
import { galleryProblems } from '../../domain/storefront/images';
import { PAGE_IMAGE_TABS, pageImageProblem } from '../../domain/storefront/pageImages';
import { isNameListValid } from '../../domain/validation/names';

/**
 * A storefront item's form: its own fields as the service stores them (`lon`, `t`, `ck`, ...),
 * without the system fields the service sets. The editors change fields of this object; a save
 * sends it as is.
 */
export type StoreForm = Record<string, unknown>;

/** Fields the service sets; never sent back. */
const SYSTEM_FIELDS = [
  'id',
  'key',
  'st',
  'ut',
  'ct',
  'prd',
  'urn',
  'n',
  'changed_by',
  'created_by',
  'ver',
  'cty',
] as const;

/** What a new item of each type starts with. */
export function emptyForm(type: StoreType): StoreForm {
  const names = [{ lang: 'en', n: '' }];
  if (type === 'storefront')
    return { lon: names, ty: 'home', t: [{ id: 'main', lon: [{ lang: 'en', n: 'Main' }], c: [] }] };
  if (type === 'container')
    return {
      lon: names,
      ck: 'regular',
      ctype: 'manual_curation',
      own: 'reusable',
      lo: 'storefront',
      stl: 'regular',
      s: 'regular',
      iar: '16x9',
      con_tg: 'regular',
      i: [],
    };
  return { lon: names, i: [] };
}

/** The form of a stored version. */
export function formOf(item: StoredStoreItem): StoreForm {
  const form: StoreForm = { ...item };
  for (const field of SYSTEM_FIELDS) delete form[field];
  return form;
}

/** Whether two forms hold the same fields (key order aside). */
export function sameForm(a: StoreForm, b: StoreForm): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>)
            .filter(([, v]) => v !== undefined && v !== '')
            .sort(([x], [y]) => x.localeCompare(y)),
        )
      : inner,
  );
}

/**
 * The body a save sends: the form without empty strings (an unset select, a cleared date). A
 * container's ad position `ap` (only containers carry one at the top) held empty (null) is the
 * first allowed option, as the service stores it (the service gives one saved without `ap` that
 * option too); one not offered is sent as it is, for the service to refuse on '/ap'
 * (domain/storefront/containerRules), shown next to the field.
 */
export function bodyOf(form: StoreForm): StoreForm {
  return fillEmptyAdPosition(
    Object.fromEntries(
      Object.entries(form).filter(([, value]) => value !== '' && value !== undefined),
    ),
  );
}

/** A problem of the form: the field (a JSON pointer, as the service names it) and a message key. */
export interface FormProblem {
  field: string;
  key: string;
  params?: Record<string, unknown>;
}

function instant(value: unknown): number | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * The console's own checks before a save (the service checks again): a name list with a
 * readable name in each entry (spec section 5, Unicode aware), an end after the start, a
 * container's gallery (domain/storefront/images), and a page's tabs each named with an id.
 */
export function formProblems(type: StoreType, form: StoreForm): FormProblem[] {
  const problems: FormProblem[] = [];
  const names = Array.isArray(form.lon) ? (form.lon as { lang?: string; n?: string }[]) : [];
  if (!isNameListValid(names))
    problems.push({ field: '/lon', key: 'console.storefront.problems.names' });
  const start = instant(form.st_dt);
  const end = instant(form.ed_dt);
  if (start !== undefined && end !== undefined && end <= start)
    problems.push({ field: '/ed_dt', key: 'console.storefront.problems.endBeforeStart' });
  // A container's hand-picked entries need something chosen (spec section 5: a container set
  // needs items when a minItems field has no selection), shown under the entry's picker.
  if (type === 'container')
    for (const field of containerFieldsNeedingItems(form))
      problems.push({ field, key: 'console.storefront.problems.needsItems' });
  // A container's gallery: only the types it enables, one image per type and ratio.
  if (type === 'container')
    for (const { index, reason } of galleryProblems(form))
      problems.push({
        field: `/ex_ia/${String(index)}`,
        key: `console.storefront.gallery.problems.${reason}`,
      });
  if (type === 'storefront') {
    const tabs = Array.isArray(form.t) ? (form.t as { id?: string; lon?: { n?: string }[] }[]) : [];
    if (tabs.length === 0)
      problems.push({ field: '/t', key: 'console.storefront.problems.noTabs' });
    tabs.forEach((tab, index) => {
      if (!isNameListValid(tab.lon ?? []))
        problems.push({ field: `/t/${index}/lon`, key: 'console.storefront.problems.tabName' });
    });
    // The page's own images: one gallery image each (an old bare address must be replaced).
    const settings = (form.set ?? {}) as Record<string, Record<string, unknown> | undefined>;
    for (const tab of PAGE_IMAGE_TABS) {
      const problem = pageImageProblem(tab, settings[tab]?.image);
      if (problem)
        problems.push({
          field: `/set/${tab}/image`,
          key: `console.storefront.pageImages.problems.${problem}`,
        });
    }
  }
  return problems;
}

/** The problems of one field (and of the fields under it, for a list). */
export function problemsAt(problems: readonly FormProblem[], field: string): FormProblem[] {
  return problems.filter(
    (problem) => problem.field === field || problem.field.startsWith(`${field}/`),
  );
}
