/** The largest image the console uploads, in bytes (spec: upload max 128000000 bytes). */
export const IMAGE_UPLOAD_MAX_BYTES = 128000000;

/** The image types the console uploads: JPEG and PNG only. */
export const IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const;

/** What is known of a chosen file before upload: its MIME type and its size in bytes. */
export interface ImageUploadCandidate {
  type: string;
  size: number;
}

/** The outcome of {@link checkImageUpload}; a refusal names its reason and an English message. */
export type ImageUploadCheck = { ok: true } | { ok: false; reason: 'type' | 'size'; message: string };

/** The English refusal messages; the console translates them by reason. */
export const IMAGE_UPLOAD_MESSAGES = {
  type: 'Only JPEG and PNG images can be uploaded',
  size: `The image is larger than the maximum of ${IMAGE_UPLOAD_MAX_BYTES} bytes`,
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
