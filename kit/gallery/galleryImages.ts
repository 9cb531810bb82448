import { BASE_IMAGE_TYPES } from '../../domain/storefront/images';
import { IMAGE_RATIOS } from '../../domain/storefront/options';
import { DEFAULT_GALLERY_RATIO } from '../../domain/media/imageResizer';
import type { GalleryRatio } from '../../domain/media/imageResizer';

/** The image types an item's gallery holds (spec section 3: Poster, Cover, Banner, Logo). */
export type GalleryImageType = (typeof BASE_IMAGE_TYPES)[number];

/** One image of an item's `ex_ia`: its address, type and ratio. */
export interface GalleryImage {
  u: string;
  t: GalleryImageType;
  r: GalleryRatio;
}

/** The images of `ex_ia` that have the gallery's shape (others are the form's to show). */
export function galleryImagesOf(value: unknown): GalleryImage[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is GalleryImage =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { u?: unknown }).u === 'string' &&
      (BASE_IMAGE_TYPES as readonly unknown[]).includes((entry as { t?: unknown }).t) &&
      (IMAGE_RATIOS as readonly unknown[]).includes((entry as { r?: unknown }).r),
  );
}

/** Adds an image: one per type and ratio, so a new one takes the old one's place. */
export function withImage(images: readonly GalleryImage[], added: GalleryImage): GalleryImage[] {
  const at = images.findIndex((image) => image.t === added.t && image.r === added.r);
  return at === -1 ? [...images, added] : images.map((image, i) => (i === at ? added : image));
}

/** The ratio an upload is filed under: the one chosen, else the one recognised, else 16x9. */
export function uploadRatio(chosen: GalleryRatio | 'auto', recognised: string): GalleryRatio {
  if (chosen !== 'auto') return chosen;
  return (IMAGE_RATIOS as readonly string[]).includes(recognised)
    ? (recognised as GalleryRatio)
    : DEFAULT_GALLERY_RATIO;
}

/** The gallery image's own name in its address (`?image=`), the resizer's suffix. */
export function imageSuffix(url: string): string | undefined {
  const query = url.split('?')[1];
  return query ? (new URLSearchParams(query).get('image') ?? undefined) : undefined;
}
