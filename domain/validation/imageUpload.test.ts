import { describe, expect, it } from 'vitest';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_LIMIT_TEXT,
  IMAGE_UPLOAD_MESSAGES,
  checkImageUpload,
  uploadLimitText,
  sniffImageType,
} from './imageUpload';

describe('checkImageUpload', () => {
  it('allows at most 128000000 bytes', () => {
    expect(IMAGE_UPLOAD_MAX_BYTES).toBe(128000000);
  });

  it('accepts a jpeg or png of exactly 128000000 bytes', () => {
    expect(checkImageUpload({ type: 'image/jpeg', size: 128000000 })).toEqual({ ok: true });
    expect(checkImageUpload({ type: 'image/png', size: 128000000 })).toEqual({ ok: true });
  });

  it('refuses 128000001 bytes for its size', () => {
    expect(checkImageUpload({ type: 'image/png', size: 128000001 })).toEqual({
      ok: false,
      reason: 'size',
      message: IMAGE_UPLOAD_MESSAGES.size,
    });
    // The limit as a person reads it, not a byte count.
    expect(IMAGE_UPLOAD_MESSAGES.size).toBe('The image is larger than the maximum of 128 MB');
  });

  it('writes a byte limit in megabytes (decimal, as the limit is given)', () => {
    expect(IMAGE_UPLOAD_LIMIT_TEXT).toBe('128 MB');
    expect(uploadLimitText(128000000)).toBe('128 MB');
    expect(uploadLimitText(4096)).toBe('4.1 kB');
    expect(uploadLimitText(2500000)).toBe('2.5 MB');
    expect(uploadLimitText(1000000000)).toBe('1 GB');
  });

  it('refuses other types', () => {
    for (const type of ['image/gif', 'image/webp', 'image/svg+xml', 'application/pdf', '']) {
      expect(checkImageUpload({ type, size: 10 })).toEqual({
        ok: false,
        reason: 'type',
        message: IMAGE_UPLOAD_MESSAGES.type,
      });
    }
  });

  it('reads the type case-insensitively and ignores parameters', () => {
    expect(checkImageUpload({ type: 'IMAGE/PNG', size: 1 })).toEqual({ ok: true });
    expect(checkImageUpload({ type: 'image/jpeg; charset=binary', size: 1 })).toEqual({ ok: true });
  });

  it('refuses for the type first when both are wrong', () => {
    const result = checkImageUpload({ type: 'image/gif', size: 128000001 });
    expect(result.ok === false && result.reason).toBe('type');
  });

  it('accepts an empty file and refuses a nonsensical size', () => {
    expect(checkImageUpload({ type: 'image/png', size: 0 })).toEqual({ ok: true });
    const negative = checkImageUpload({ type: 'image/png', size: -1 });
    expect(negative.ok === false && negative.reason).toBe('size');
    const notANumber = checkImageUpload({ type: 'image/png', size: Number.NaN });
    expect(notANumber.ok === false && notANumber.reason).toBe('size');
  });
});

describe('sniffImageType', () => {
  const bytes = (...values: number[]) => Uint8Array.from(values);
  it('knows PNG by its signature and JPEG by its start-of-image marker', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });
  it('refuses text, GIF, a truncated signature and nothing at all', () => {
    expect(
      sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffImageType(bytes())).toBeUndefined();
  });
});
