/** The largest image the console uploads, in bytes (spec: upload max 128000000 bytes). */
export const IMAGE_UPLOAD_MAX_BYTES = 128000000;

/**
 * A byte count as a person reads it, in decimal units (the limit is given in bytes of a round
 * decimal number): 128000000 is '128 MB', 2500000 '2.5 MB', 4096 '4.1 kB'.
 */
export function uploadLimitText(bytes: number): string {
  const units: [number, string][] = [
    [1e9, 'GB'],
    [1e6, 'MB'],
    [1e3, 'kB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${String(Math.round((bytes / size) * 10) / 10)} ${unit}`;
  }
  return `${String(bytes)} bytes`;
}

/** The upload limit in words: '128 MB'. */
export const IMAGE_UPLOAD_LIMIT_TEXT = uploadLimitText(IMAGE_UPLOAD_MAX_BYTES);

/** The image types the console uploads: JPEG and PNG only. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;

/** What is known of a chosen file before upload: its MIME type and its size in bytes. */
export interface ImageUploadCandidate {
  type: string;
  size: number;
}

/** The outcome of {@link checkImageUpload}; a refusal names its reason and an English message. */
export type ImageUploadCheck =
  { ok: true } | { ok: false; reason: 'type' | 'size'; message: string };

/** The English refusal messages; the console translates them by reason. */
export const IMAGE_UPLOAD_MESSAGES = {
  type: 'Only JPEG and PNG images can be uploaded',
  size: `The image is larger than the maximum of ${IMAGE_UPLOAD_LIMIT_TEXT}`,
} as const;

/**
 * Checks a file before it is sent to the image upload: it must be a JPEG or PNG (by MIME
 * type, case-insensitive, parameters ignored) and at most {@link IMAGE_UPLOAD_MAX_BYTES}
 * bytes. The type is checked first, so a large file of the wrong type is refused for its
 * type. A size that is not a finite, non-negative number is refused as a size problem.
 */
export function checkImageUpload(file: ImageUploadCandidate): ImageUploadCheck {
  const mime = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(mime)) {
    return { ok: false, reason: 'type', message: IMAGE_UPLOAD_MESSAGES.type };
  }
  if (!Number.isFinite(file.size) || file.size < 0 || file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return { ok: false, reason: 'size', message: IMAGE_UPLOAD_MESSAGES.size };
  }
  return { ok: true };
}

/** The refusal for a file whose bytes are not the JPEG or PNG its type claims. */
export const IMAGE_CONTENT_MESSAGE = 'The file is not a JPEG or PNG image';

/**
 * The image type the first bytes of a file show: PNG's 8-byte signature, or JPEG's start of
 * image marker (FF D8 FF). Anything else is undefined: a renamed text file is not an image.
 */
export function sniffImageType(head: Uint8Array): (typeof IMAGE_UPLOAD_TYPES)[number] | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return 'image/jpeg';
  return undefined;
}
