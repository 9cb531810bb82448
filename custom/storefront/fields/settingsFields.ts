import { AD_INTERVALS_SECONDS } from '../../../domain/ads/adLoad';

/**
 * The fields of the settings tabs the spec names without their content (section 3: LAYOUT,
 * STYLING, THEME, TAB_BACKGROUND, TAB_LOGO, BACKGROUND_IMAGE, MONETIZATION), stored under the
 * page's `set.<TAB>`: ours, what the platform's apps read to draw a page. GENERAL, AUDIENCE,
 * LOCALIZATION and SEO have their own fields (names, kind, window, policies, tags, descriptions,
 * `seo`).
 */
export type SettingField =
  | { key: string; kind: 'select'; options: readonly (string | number)[] }
  | { key: string; kind: 'colour' }
  | { key: string; kind: 'url' }
  /** The slot's one image, uploaded like a container's (domain/storefront/pageImages). */
  | { key: string; kind: 'image' }
  | { key: string; kind: 'text' };

export const SETTING_FIELDS: Readonly<Record<string, readonly SettingField[]>> = {
  LAYOUT: [
    { key: 'tabPosition', kind: 'select', options: ['top', 'left'] },
    { key: 'railSpacing', kind: 'select', options: ['compact', 'regular', 'roomy'] },
  ],
  STYLING: [
    { key: 'accent', kind: 'colour' },
    { key: 'titleCase', kind: 'select', options: ['none', 'upper', 'title'] },
  ],
  THEME: [{ key: 'mode', kind: 'select', options: ['dark', 'light', 'system'] }],
  TAB_BACKGROUND: [
    { key: 'colour', kind: 'colour' },
    { key: 'image', kind: 'image' },
  ],
  TAB_LOGO: [
    { key: 'image', kind: 'image' },
    { key: 'alt', kind: 'text' },
  ],
  BACKGROUND_IMAGE: [
    { key: 'image', kind: 'image' },
    { key: 'opacity', kind: 'select', options: [25, 50, 75, 100] },
  ],
  MONETIZATION: [
    { key: 'ap', kind: 'select', options: AD_INTERVALS_SECONDS },
    { key: 'sponsor', kind: 'text' },
  ],
};

/** A colour as the apps read it: #rgb or #rrggbb. */
export const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Whether a settings value is acceptable: an https URL, a colour, or anything for text. */
export function settingProblem(field: SettingField, value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  if (field.kind === 'colour' && !COLOUR.test(value)) return 'console.storefront.problems.colour';
  if (field.kind === 'url') {
    try {
      if (new URL(value).protocol !== 'https:') return 'console.storefront.problems.https';
    } catch {
      return 'console.storefront.problems.url';
    }
  }
  return undefined;
}
