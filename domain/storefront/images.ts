import { IMAGE_RATIOS } from './options';
import { STOREFRONT_DEVICES } from './viewerView';
import type { StorefrontDevice } from './viewerView';

/**
 * A container's image gallery (spec sections 3 and 9, issue 12): the images it holds in `ex_ia`
 * (the catalogue's shape: address `u`, type `t`, ratio `r`), which types a container may hold,
 * the thumbnail each ratio is shown in, and the publish rule: every device the container is
 * shown on needs an image in the ratio that device draws it in.
 */

/** The image types of every container. */
export const BASE_IMAGE_TYPES = ['Poster', 'Cover', 'Banner', 'Logo'] as const;
/** The image types a container holds only when its setting enables them (see {@link enabledImageTypes}). */
export const OPTIONAL_IMAGE_TYPES = ['Logo Sponsor', 'Logo Header'] as const;
export const CONTAINER_IMAGE_TYPES = [...BASE_IMAGE_TYPES, ...OPTIONAL_IMAGE_TYPES] as const;
export type ContainerImageType = (typeof CONTAINER_IMAGE_TYPES)[number];
export type ImageRatio = (typeof IMAGE_RATIOS)[number];

/** One image of a gallery, as stored in `ex_ia`. */
export interface ContainerImage {
  u: string;
  t: ContainerImageType;
  r: ImageRatio;
}

/** The fields of a container the gallery and the publish rule read. */
export interface ImageContainer {
  iar?: unknown;
  diar?: unknown;
  dev?: unknown;
  ex_ia?: unknown;
  logo_overlay?: unknown;
  sponsor?: unknown;
}

/** The ratio each device draws a container in when the container sets none (the apps' default). */
export const DEVICE_DEFAULT_RATIOS: Readonly<Record<StorefrontDevice, ImageRatio>> = {
  tv: '16x9',
  browser: '16x9',
  tablet: '4x3',
  mobile: '16x9',
};

const isRatio = (value: unknown): value is ImageRatio =>
  typeof value === 'string' && (IMAGE_RATIOS as readonly string[]).includes(value);

/** The images of a container that have the stored shape (anything else is the schema's to refuse). */
export function imagesOf(container: ImageContainer): ContainerImage[] {
  if (!Array.isArray(container.ex_ia)) return [];
  return (container.ex_ia as unknown[]).filter(
    (image): image is ContainerImage =>
      typeof image === 'object' &&
      image !== null &&
      typeof (image as { u?: unknown }).u === 'string' &&
      (CONTAINER_IMAGE_TYPES as readonly unknown[]).includes((image as { t?: unknown }).t) &&
      isRatio((image as { r?: unknown }).r),
  );
}

/**
 * Whether the container has a sponsor: a sponsor name or label, or the SPONSORED marker on.
 * This is what enables the Logo Sponsor image.
 */
export function hasSponsor(container: ImageContainer): boolean {
  const sponsor = container.sponsor;
  if (typeof sponsor !== 'object' || sponsor === null) return false;
  const { n, label, sponsored } = sponsor as { n?: unknown; label?: unknown; sponsored?: unknown };
  const filled = (text: unknown) => typeof text === 'string' && text.trim() !== '';
  return filled(n) || filled(label) || sponsored === true;
}

/**
 * The image types this container may hold: Poster, Cover, Banner and Logo always; Logo Sponsor
 * when it has a sponsor ({@link hasSponsor}); Logo Header when its logo overlay is on (the rail
 * draws a logo in its header).
 */
export function enabledImageTypes(container: ImageContainer): ContainerImageType[] {
  return [
    ...BASE_IMAGE_TYPES,
    ...(hasSponsor(container) ? (['Logo Sponsor'] as const) : []),
    ...(container.logo_overlay === true ? (['Logo Header'] as const) : []),
  ];
}

/** The devices a container is shown on: those ticked in `dev`, none ticked meaning every one. */
export function devicesOf(container: ImageContainer): StorefrontDevice[] {
  const ticked = Array.isArray(container.dev)
    ? STOREFRONT_DEVICES.filter((device) => (container.dev as unknown[]).includes(device))
    : [];
  return ticked.length > 0 ? ticked : [...STOREFRONT_DEVICES];
}

/**
 * The ratio a device draws the container's images in: the device's own in `diar`, else `diar`'s
 * default, else the container's `iar`, else the device's default ({@link DEVICE_DEFAULT_RATIOS}).
 */
export function ratioOnDevice(container: ImageContainer, device: StorefrontDevice): ImageRatio {
  const diar =
    typeof container.diar === 'object' && container.diar !== null
      ? (container.diar as Record<string, unknown>)
      : {};
  const chosen = [diar[device], diar.default, container.iar].find(isRatio);
  return chosen ?? DEVICE_DEFAULT_RATIOS[device];
}

/** A ratio the container needs and the devices that need it. */
export interface NeededRatio {
  ratio: ImageRatio;
  devices: StorefrontDevice[];
}

/** The ratios the container's devices draw it in, each once with its devices, in ratio order. */
export function neededRatios(container: ImageContainer): NeededRatio[] {
  const byRatio = new Map<ImageRatio, StorefrontDevice[]>();
  for (const device of devicesOf(container)) {
    const ratio = ratioOnDevice(container, device);
    byRatio.set(ratio, [...(byRatio.get(ratio) ?? []), device]);
  }
  return IMAGE_RATIOS.flatMap((ratio) => {
    const devices = byRatio.get(ratio);
    return devices ? [{ ratio, devices }] : [];
  });
}

/**
 * The publish rule: the ratios a device needs that no image of the container has (an image of
 * any type counts). Empty when the container may be published.
 */
export function missingImageRatios(container: ImageContainer): NeededRatio[] {
  const held = new Set(imagesOf(container).map((image) => image.r));
  return neededRatios(container).filter((needed) => !held.has(needed.ratio));
}

/** Why an image of the gallery cannot be saved. */
export interface GalleryProblem {
  /** Its index in `ex_ia`. */
  index: number;
  /** `typeNotEnabled`: a Logo Sponsor without a sponsor, a Logo Header without the logo overlay; `duplicate`: a second image of the same type and ratio. */
  reason: 'typeNotEnabled' | 'duplicate';
  image: ContainerImage;
}

/** The gallery's problems: one image per type and ratio, and only types the container enables. */
export function galleryProblems(container: ImageContainer): GalleryProblem[] {
  const enabled = new Set<string>(enabledImageTypes(container));
  const seen = new Set<string>();
  const problems: GalleryProblem[] = [];
  if (!Array.isArray(container.ex_ia)) return problems;
  const valid = new Set<unknown>(imagesOf(container));
  (container.ex_ia as unknown[]).forEach((entry, index) => {
    if (!valid.has(entry)) return;
    const image = entry as ContainerImage;
    const slot = `${image.t}|${image.r}`;
    if (!enabled.has(image.t)) problems.push({ index, reason: 'typeNotEnabled', image });
    else if (seen.has(slot)) problems.push({ index, reason: 'duplicate', image });
    seen.add(slot);
  });
  return problems;
}

/** Gallery thumbnails: a base thumbnail this wide, enlarged 2.5 times, at most 200 px high (spec section 9). */
export const THUMBNAIL_BASE_WIDTH = 128;
export const THUMBNAIL_SCALE = 2.5;
export const THUMBNAIL_MAX_HEIGHT = 200;

/** A ratio's width and height ('16x9': 16 and 9). */
export function ratioParts(ratio: ImageRatio): { w: number; h: number } {
  const [w, h] = ratio.split('x').map(Number);
  return { w: w ?? 16, h: h ?? 9 };
}

/**
 * The box an image of this ratio is shown in, in px: the base thumbnail ({@link
 * THUMBNAIL_BASE_WIDTH} wide, the ratio's height) enlarged {@link THUMBNAIL_SCALE} times; when
 * that is higher than {@link THUMBNAIL_MAX_HEIGHT}, shrunk to that height, keeping the ratio.
 * Rounded to whole pixels: 16x9 320×180, 4x3 267×200, 3x1 320×107, 16x6 320×120.
 */
export function thumbnailBox(ratio: ImageRatio): { width: number; height: number } {
  const { w, h } = ratioParts(ratio);
  const width = THUMBNAIL_BASE_WIDTH * THUMBNAIL_SCALE;
  const height = (width * h) / w;
  const shrink = height > THUMBNAIL_MAX_HEIGHT ? THUMBNAIL_MAX_HEIGHT / height : 1;
  return { width: Math.round(width * shrink), height: Math.round(height * shrink) };
}
