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

function refuse(field: string, message: string): ApiError {
  return badRequest(message, [{ code: 400, field, description: message }]);
}

const timeOf = (value: unknown): number | undefined =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? Date.parse(value) : undefined;

/**
 * The virtual channel draft (spec section 3: availableFrom `lws`, availableTill `lwe`, loop,
 * loopUntil, content, channels): the window ends after it starts, a loop end needs a loop and
 * lies inside the window, `content` names programs and `channels` live channels of the channel's
 * products. Each refusal a 400 naming the field (`/content/2`).
 */
const virtualChannelDraftCheck: WriteCheck = async (trx, doc) => {
  const from = timeOf(doc.lws);
  const till = timeOf(doc.lwe);
  if (from !== undefined && till !== undefined && till <= from)
    throw refuse('/lwe', 'Available till must be after available from');
  const until = timeOf(doc.loopUntil);
  if (until !== undefined) {
    if (doc.loop !== true) throw refuse('/loopUntil', 'Loop until needs the loop switched on');
    if (from !== undefined && until <= from)
      throw refuse('/loopUntil', 'Loop until must be after available from');
    if (till !== undefined && until > till)
      throw refuse('/loopUntil', 'Loop until must not be after available till');
  }
  const products = Array.isArray(doc.prd) ? (doc.prd as string[]) : [];
  const lists = [
    { field: 'content', type: 'program', what: 'program' },
    { field: 'channels', type: 'channel', what: 'live channel' },
  ] as const;
  for (const { field, type, what } of lists) {
    const ids = Array.isArray(doc[field]) ? (doc[field] as unknown[]) : [];
    if (ids.length === 0) continue;
    const known = new Set(
      (await currentRowsOfTypes(trx, [type]))
        .filter(
          (row) =>
            productsOf(row).some((p) => products.includes(p)) &&
            row.st !== 'deleted' &&
            row.st !== 'purged',
        )
        .map((row) => row.id),
    );
    const index = ids.findIndex((id) => typeof id !== 'string' || !known.has(id));
    if (index >= 0)
      throw refuse(`/${field}/${index}`, `${String(ids[index])} is not a ${what} of this product`);
  }
};

const virtualChannelCheck: WriteCheck = async (trx, doc) => {
  await virtualChannelDraftCheck(trx, doc);
  await channelNumberCheck(trx, doc);
};

/** The write check of a type saved through the generic catalogue routes, if it has one. */
export function vllWriteCheck(type: string): WriteCheck | undefined {
  if (type === 'program') return programCheck;
  if (type === 'virtuallivechannel') return virtualChannelCheck;
  if ((NUMBERED_CHANNEL_TYPES as readonly string[]).includes(type)) return channelNumberCheck;
  return undefined;
}
