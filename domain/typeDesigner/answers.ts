import type { ChangeClassification } from './classify';

/*
 * What the type designer's service answers (routes under /api/catalog/types,
 * docs/api/type-designer.md): the service builds these and the console reads them.
 */

/** One row of the designer's list (`GET /api/catalog/types`). */
export interface TypeSummary {
  id: string;
  titleKey: string;
  area: string;
  builtIn: boolean;
  /** 'builtIn', 'draft' (never published), 'published', or 'publishedWithDraft'. */
  status: 'builtIn' | 'draft' | 'published' | 'publishedWithDraft';
  fieldCount: number;
  itemCount: number;
  publishedVersion: number | null;
  draftVersion: number | null;
}

/** What publishing a draft would do to existing items. */
export interface PublishCheck {
  id: string;
  vn: number;
  classification: ChangeClassification;
  /** The defaults existing items without the field get. */
  defaults: Record<string, unknown>;
  /** Current item versions checked, and those the new definition would refuse (after defaults). */
  checked: number;
  affected: number;
  /** Items that would get a default. */
  defaulted: number;
  /** Items holding a value of a field the draft removes (they fail unless the values are cleared). */
  holdingRemoved: number;
  /** Whether this check (or publication) clears those values (the `clearRemoved` migration). */
  clearRemoved: boolean;
  /** Why they fail: the field (JSON pointer) and rule, with how many versions fail so. */
  failures: { field: string; rule: string; count: number }[];
  publishable: boolean;
}
