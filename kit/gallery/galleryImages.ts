import { BASE_IMAGE_TYPES } from '../../domain/storefront/images';
import { IMAGE_RATIOS } from '../../domain/storefront/options';
import { DEFAULT_GALLERY_RATIO } from '../../domain/media/imageResizer';
import type { GalleryRatio } from '../../domain/media/imageResizer';

/** The image types an item's gallery holds (spec section 3: Poster, Cover, Banner, Logo). */
export type GalleryImageType = (typeof BASE_IMAGE_TYPES)[number];

/** One image of an item's images (`ex_ia`, `ia`): its address, type and ratio. */
export interface GalleryImage {
  u: string;
  t: GalleryImageType;
  r: GalleryRatio;
}

/**
 * An image as an item holds it: its address, and its type and ratio when given (an address
 * typed through the API may have neither; the gallery shows it, and keeps it).
 */
export interface ShownImage {
  u: string;
  t?: GalleryImageType | undefined;
  r?: GalleryRatio | undefined;
}

const isType = (value: unknown): value is GalleryImageType =>
  (BASE_IMAGE_TYPES as readonly unknown[]).includes(value);
const isRatio = (value: unknown): value is GalleryRatio =>
  (IMAGE_RATIOS as readonly unknown[]).includes(value);

/** The entries of an images value, as held (anything not an array holds none). */
export function imageEntriesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** An entry as the gallery shows it, or undefined when it has no address to show. */
export function shownImage(entry: unknown): ShownImage | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { u, t, r } = entry as { u?: unknown; t?: unknown; r?: unknown };
  if (typeof u !== 'string' || u === '') return undefined;
  return { u, t: isType(t) ? t : undefined, r: isRatio(r) ? r : undefined };
}

/** The images of a value that have the gallery's whole shape (address, type and ratio). */
export function galleryImagesOf(value: unknown): GalleryImage[] {
  return imageEntriesOf(value).flatMap((entry) => {
    const image = shownImage(entry);
    return image?.t && image.r ? [{ u: image.u, t: image.t, r: image.r }] : [];
  });
}

/**
 * Adds an image: one per type and ratio, so a new one takes the old one's place; every other
 * entry (of another type or ratio, or with neither) stays as it was.
 */
export function withImage(entries: readonly unknown[], added: GalleryImage): unknown[] {
  const at = entries.findIndex((entry) => {
    const image = shownImage(entry);
    return image?.t === added.t && image.r === added.r;
  });
  return at === -1 ? [...entries, added] : entries.map((entry, i) => (i === at ? added : entry));
}

/** The ratio an upload is filed under: the one chosen, else the one recognised, else 16x9. */
export function uploadRatio(chosen: GalleryRatio | 'auto', recognised: string): GalleryRatio {
  if (chosen !== 'auto') return chosen;
  return isRatio(recognised) ? recognised : DEFAULT_GALLERY_RATIO;
}

/** The gallery image's own name in its address (`?image=`), the resizer's suffix. */
export function imageSuffix(url: string): string | undefined {
  const query = url.split('?')[1];
  return query ? (new URLSearchParams(query).get('image') ?? undefined) : undefined;
}
