/**
 * The aspect ratios the console recognises, by their reduced width:height, with the
 * label it shows. 8:5 is shown as '16x10', the name operators know it by.
 */
export const ASPECT_RATIO_LABELS: Readonly<Record<string, string>> = {
  '16:9': '16x9',
  '4:3': '4x3',
  '3:2': '3x2',
  '5:3': '5x3',
  '5:4': '5x4',
  '1:1': '1x1',
  '8:5': '16x10',
};

/**
 * The label of an image's aspect ratio from its pixel size, by exact reduction with the
 * greatest common divisor (1920x1080 is '16x9', 1280x800 is '16x10', 1000x333 is '').
 * Anything else, including portrait sizes, non-integer or non-positive sizes, gives ''
 * (empty): near-misses are not rounded, because a crop that is a few pixels off is not
 * the ratio the platform serves.
 */
export function aspectRatioLabel(width: number, height: number): string {
  if (!isPositiveInteger(width) || !isPositiveInteger(height)) return '';
  const divisor = greatestCommonDivisor(width, height);
  return ASPECT_RATIO_LABELS[`${width / divisor}:${height / divisor}`] ?? '';
}

function isPositiveInteger(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}

function greatestCommonDivisor(a: number, b: number): number {
  let x = a;
  let y = b;
  while (y !== 0) {
    [x, y] = [y, x % y];
  }
  return x;
}
