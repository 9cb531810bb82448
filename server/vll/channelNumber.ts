import { isDraftLike } from '../../domain/statuses';
import {
  ACTIVE_DRAFT_MESSAGE,
  CHANNEL_NUMBER_CODES,
  NUMBERED_CHANNEL_TYPES,
  channelHoldingNumber,
} from '../../domain/programs/channelNumber';
import { ApiError, conflict, lockedByAnother, notFound } from '../errors';
import type { WriteContext } from '../content/contentService';
import { changedByOf, requirePermission } from '../content/contentService';
import type { ResourceType } from '../resourceCatalog';
import { diffDocuments, writeAudit } from '../store/auditRepository';
import { productsOf } from '../store/contentIndex';
import {
  currentVersions,
  displayName,
  docOf,
  findVersionForUpdate,
  nextRevision,
  replaceVersion,
} from '../store/contentRepository';
import type { Doc } from '../store/contentRepository';
import { liveLock } from '../store/lockRepository';
import { currentRowsOfTypes } from '../store/vllRepository';

export interface ChannelNumberChange {
  cn: number;
  /** The version the change is based on, and its revision (a stale one is a 409). */
  key: string;
  ut: string;
}

/**
 * Changes a virtual channel's number in place on the version named (no new draft: the number is
 * the channel's identity on the guide, not an edit to review). Refused with 409 and
 * CHANNEL_NUMBER_CODES.activeDraft while another version of the channel is an active draft (its
 * save would bring the old number back), with CHANNEL_NUMBER_CODES.duplicate (data: the holder)
 * when another channel of the product holds the number, 423 when someone else holds the lock.
 * One transaction; audited like any update.
 */
export async function changeChannelNumber(
  ctx: WriteContext,
  resourceType: ResourceType,
  id: string,
  change: ChannelNumberChange,
): Promise<Doc> {
  requirePermission(ctx.user, 'update', resourceType);
  const now = ctx.now ?? new Date();
  const doc = await ctx.db.transaction().execute(async (trx) => {
    const base = await findVersionForUpdate(trx, ctx.dialect, change.key);
    if (!base || base.id !== id || base.cty !== resourceType.type || base.cur !== 1)
      throw notFound(`Version ${change.key} of ${resourceType.type} ${id}`);
    if (!productsOf(base).includes(ctx.product)) throw notFound(`${resourceType.type} ${id}`);
    const lock = await liveLock(trx, id, now.getTime());
    if (lock && lock.owner !== ctx.user.uid) throw lockedByAnother(lock);
    const siblings = await currentVersions(trx, resourceType.type, id);
    if (base.ut !== change.ut)
      throw conflict(
        'This content was changed by someone else since you opened it. Reload to see their changes.',
        siblings.map(docOf),
      );
    if (siblings.some((row) => row.key !== base.key && isDraftLike(row.st)))
      throw new ApiError(409, ACTIVE_DRAFT_MESSAGE, [
        { code: CHANNEL_NUMBER_CODES.activeDraft, description: ACTIVE_DRAFT_MESSAGE },
      ]);
    const channels = (await currentRowsOfTypes(trx, NUMBERED_CHANNEL_TYPES))
      .filter((row) => productsOf(row).includes(ctx.product))
      .map((row) => ({ id: row.id, cty: row.cty, cn: docOf(row).cn, name: row.name }));
    const holder = channelHoldingNumber(channels, id, change.cn);
    if (holder) {
      const message = `Channel number ${change.cn} is already used by ${holder.name}`;
      throw new ApiError(
        409,
        message,
        [{ code: CHANNEL_NUMBER_CODES.duplicate, description: message }],
        { id: holder.id, cty: holder.cty, name: holder.name, cn: change.cn },
      );
    }
    const previous = docOf(base);
    const at = nextRevision(base.ut, now);
    const next: Doc = { ...previous, cn: change.cn, ut: at };
    await replaceVersion(trx, base, {
      ...base,
      ut: at,
      doc: JSON.stringify(next),
      name: displayName(next),
      changed_by: ctx.user.username,
    });
    await writeAudit(trx, {
      id,
      cty: resourceType.type,
      ...changedByOf(ctx),
      previousVersion: base.key,
      currentVersion: base.key,
      key: base.key,
      action: 'channelnumber',
      change: diffDocuments(previous, next),
      at,
      products: productsOf(base),
    });
    return next;
  });
  await ctx.generation.bump();
  return doc;
}
