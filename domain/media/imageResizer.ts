import { IMAGE_RATIOS } from '../storefront/options';

/**
 * The image resizer (spec section 7): an image URL naming the content id, an optional suffix, the
 * image type, the extension (png for a channel, else jpg), the width, scalingMode matchWidth and a
 * timestamp. The service answers a real image of that width, its height following the source's
 * ratio. One builder and one set of limits for the console and the service.
 */

/** The one scaling mode the resizer offers: the width is matched, the height follows. */
export const RESIZER_SCALING_MODES = ['matchWidth'] as const;
export type ResizerScalingMode = (typeof RESIZER_SCALING_MODES)[number];

/** The widths the resizer answers, in px. */
export const RESIZER_MIN_WIDTH = 1;
export const RESIZER_MAX_WIDTH = 4096;

/** The image types a resizer URL names ('Logo Sponsor' as `logosponsor`). */
export const RESIZER_IMAGE_TYPES = [
  'poster',
  'cover',
  'banner',
  'logo',
  'logosponsor',
  'logoheader',
] as const;
export type ResizerImageType = (typeof RESIZER_IMAGE_TYPES)[number];

export type ResizerExtension = 'png' | 'jpg';

/** The extension of an item's resized images: png for a channel (logos keep transparency), else jpg. */
export function resizerExtension(cty: string): ResizerExtension {
  return cty === 'channel' ? 'png' : 'jpg';
}

/** A gallery image type ('Logo Sponsor') as the resizer names it ('logosponsor'). */
export function resizerImageType(type: string): ResizerImageType {
  const name = type.replace(/\s+/g, '').toLowerCase();
  return (RESIZER_IMAGE_TYPES as readonly string[]).includes(name)
    ? (name as ResizerImageType)
    : 'poster';
}

export interface ResizerRequest {
  product: string;
  contentId: string;
  cty: string;
  /** The image type (e.g. 'Poster'). */
  imageType: string;
  width: number;
  /** Picks one image of an item's gallery (its stored name); none: the item's own image. */
  suffix?: string | undefined;
  /** Any number that changes when the image does (the browser caches by URL). */
  timestamp: number;
}

/**
 * The path of a resized image under the service's origin:
 * `/images/resizer/{product}/{contentId}/{imageType}.{png|jpg}?width=&scalingMode=matchWidth&t=`
 * (plus `&suffix=` for a gallery image). The width is rounded and kept within the resizer's limits.
 */
export function resizerPath(request: ResizerRequest): string {
  const width = Math.min(
    RESIZER_MAX_WIDTH,
    Math.max(RESIZER_MIN_WIDTH, Math.round(Number.isFinite(request.width) ? request.width : 1)),
  );
  const query = new URLSearchParams({
    width: String(width),
    scalingMode: 'matchWidth',
    t: String(Math.trunc(request.timestamp)),
  });
  if (request.suffix) query.set('suffix', request.suffix);
  const type = resizerImageType(request.imageType);
  const ext = resizerExtension(request.cty);
  return `/images/resizer/${encodeURIComponent(request.product)}/${encodeURIComponent(request.contentId)}/${type}.${ext}?${query.toString()}`;
}

export type GalleryRatio = (typeof IMAGE_RATIOS)[number];

/** The gallery ratio an upload goes to when its size matches none: the first ratio, 16x9 (spec: 'ratio default 0-16x9'). */
export const DEFAULT_GALLERY_RATIO: GalleryRatio = IMAGE_RATIOS[0];

/**
 * The gallery ratio of an image from its pixel size: the one of 16x9, 4x3, 3x1, 16x6 its
 * width:height equals exactly (1920x1080 is 16x9, 1200x450 is 16x6); anything else (or a size that
 * is not a positive integer) gives undefined, and the gallery files it under
 * {@link DEFAULT_GALLERY_RATIO}.
 */
export function galleryRatioOf(width: number, height: number): GalleryRatio | undefined {
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return undefined;
  if (width <= 0 || height <= 0) return undefined;
  return IMAGE_RATIOS.find((ratio) => {
    const [w, h] = ratio.split('x').map(Number);
    return w !== undefined && h !== undefined && width * h === height * w;
  });
}
