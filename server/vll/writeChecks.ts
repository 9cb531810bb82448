import { isDraftLike } from '../../domain/statuses';
import {
  CHANNEL_NUMBER_CODES,
  NUMBERED_CHANNEL_TYPES,
  channelHoldingNumber,
} from '../../domain/programs/channelNumber';
import { segmentProblems } from '../../domain/programs/segments';
import type { ProgramSegment } from '../../domain/programs/segments';
import { ApiError, badRequest } from '../errors';
import type { WriteCheck } from '../content/contentService';
import { productsOf } from '../store/contentIndex';
import { docOf } from '../store/contentRepository';
import { currentRowsOfTypes } from '../store/vllRepository';

/**
 * A program's segments must make sense (domain/programs/segments' problems, each a 400 naming
 * the segment's field as `/sg/{index}/{field}`), whatever screen or client saves it.
 */
const programCheck: WriteCheck = async (_trx, doc) => {
  const segments = Array.isArray(doc.sg) ? (doc.sg as ProgramSegment[]) : [];
  const problems = segmentProblems(segments);
  if (problems.length > 0)
    throw badRequest(
      problems[0]?.message ?? 'Invalid segments',
      problems.map((problem) => ({
        code: 400,
        field: `/sg/${problem.index}/${problem.field}`,
        description: problem.message,
      })),
    );
  await Promise.resolve();
};

/**
 * A channel's number is unique among the product's channels (live and virtual) on every save,
 * not only through the channel-number route: a duplicate is a 409 with the duplicate code and
 * the holder in `data`. Other versions of the same channel do not count.
 */
const channelNumberCheck: WriteCheck = async (trx, doc) => {
  const cn = doc.cn;
  if (typeof cn !== 'number') return;
  const products = Array.isArray(doc.prd) ? (doc.prd as string[]) : [];
  const rows = (await currentRowsOfTypes(trx, NUMBERED_CHANNEL_TYPES)).filter(
    (row) =>
      productsOf(row).some((p) => products.includes(p)) &&
      // A version being superseded by this write is no competitor; only live versions count.
      (row.st === 'published' || isDraftLike(row.st)),
  );
  const holder = channelHoldingNumber(
    rows.map((row) => ({ id: row.id, cty: row.cty, cn: docOf(row).cn, name: row.name })),
    String(doc.id),
    cn,
  );
  if (holder) {
    const message = `Channel number ${cn} is already used by ${holder.name}`;
    throw new ApiError(
      409,
      message,
      [{ code: CHANNEL_NUMBER_CODES.duplicate, description: message }],
      {
        id: holder.id,
        cty: holder.cty,
        name: holder.name,
        cn,
      },
    );
  }
};

/** The write check of a type saved through the generic catalogue routes, if it has one. */
export function vllWriteCheck(type: string): WriteCheck | undefined {
  if (type === 'program') return programCheck;
  if ((NUMBERED_CHANNEL_TYPES as readonly string[]).includes(type)) return channelNumberCheck;
  return undefined;
}
