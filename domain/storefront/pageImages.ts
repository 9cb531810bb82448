import type { ContainerImage, ContainerImageType, ImageRatio } from './images';
import { IMAGE_RATIOS } from './options';

/**
 * A page's own images (issue 12): the Tab background, Tab logo and Background image settings
 * tabs each hold one image in `set.<TAB>.image`, in the gallery's shape (`{u, t, r}`, as a
 * container's `ex_ia` entry), uploaded through the image service like a container's. The type is
 * the slot's (spec section 3's image types), the ratio one of the spec's four, chosen by the
 * merchandiser; the address an upload of the image service (`/images/...`) or an https one.
 */
export const PAGE_IMAGE_SLOTS = {
  TAB_BACKGROUND: { type: 'Banner', ratio: '16x6' },
  TAB_LOGO: { type: 'Logo', ratio: '16x9' },
  BACKGROUND_IMAGE: { type: 'Cover', ratio: '16x9' },
} as const satisfies Readonly<Record<string, { type: ContainerImageType; ratio: ImageRatio }>>;

export type PageImageTab = keyof typeof PAGE_IMAGE_SLOTS;

export const PAGE_IMAGE_TABS = Object.keys(PAGE_IMAGE_SLOTS) as PageImageTab[];

/** An address a page image may have: an upload of the image service, or https. */
export const PAGE_IMAGE_ADDRESS = /^(\/images\/|https:\/\/)/;

/** Whether a tab of the settings holds an image. */
export function isPageImageTab(tab: string): tab is PageImageTab {
  return tab in PAGE_IMAGE_SLOTS;
}

/** Why a page image value cannot be saved: not an image object, its type, ratio or address. */
export type PageImageProblem = 'shape' | 'type' | 'ratio' | 'address';

/** The problem of a slot's stored value (undefined when it is empty or a valid image). */
export function pageImageProblem(tab: PageImageTab, value: unknown): PageImageProblem | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return 'shape';
  const image = value as Partial<Record<'u' | 't' | 'r', unknown>>;
  if (typeof image.u !== 'string' || typeof image.t !== 'string' || typeof image.r !== 'string')
    return 'shape';
  if (image.t !== PAGE_IMAGE_SLOTS[tab].type) return 'type';
  if (!IMAGE_RATIOS.some((ratio) => ratio === image.r)) return 'ratio';
  if (!PAGE_IMAGE_ADDRESS.test(image.u) || image.u.length > 2048) return 'address';
  return undefined;
}

/** A slot's image as stored, when it is a valid one. */
export function pageImageOf(tab: PageImageTab, value: unknown): ContainerImage | undefined {
  return value !== undefined && value !== null && pageImageProblem(tab, value) === undefined
    ? (value as ContainerImage)
    : undefined;
}
