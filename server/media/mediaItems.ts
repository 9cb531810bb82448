import type { FastifyRequest } from 'fastify';
import { CLIP_TYPE } from '../../domain/media/api';
import { MEDIA_FPS } from '../../domain/media/api';
import type { FrameRange } from '../../domain/media/frames';
import { isRangeProblem, resolveSmilRange, totalFrames } from '../../domain/media/frames';
import { can } from '../../domain/permissions/permissionsFor';
import type { Action } from '../../domain/permissions/actions';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { currentUser } from '../plugins/auth';
import type { ResourceType } from '../resourceCatalog';
import { currentVersions, displayName, docOf } from '../store/contentRepository';
import type { RouteDeps } from '../routes/context';
import { itemInRequestProduct, requestProduct } from '../routes/context';
import { recordedMediaOf } from './liveRecording';
import { DEMO_LAYOUT } from './sourceMedia';
import type { MediaLayout } from './sourceMedia';

type Doc = Record<string, unknown>;

/** A catalogue item that has media, and its media as ranges of the demo source (or its own). */
export interface MediaItem {
  id: string;
  type: ResourceType;
  title: string;
  doc: Doc;
  /** The item's media: pieces of the source, played in order. */
  pieces: FrameRange[];
  /** The media the pieces are of: the demo source, or a live-to-VOD item's own recording. */
  layout: MediaLayout;
  frameCount: number;
}

/** Whether items of a type have media: the VOD types, and clips. */
export function hasMedia(type: ResourceType): boolean {
  return type.list.area === 'vod' || type.type === CLIP_TYPE;
}

/** The `vod` segments of a document that name a source (`ctkey`) with in and out seconds. */
export function vodSegments(
  doc: Doc,
): { ctkey: string; sp: number; ep: number; fps?: number; vrt?: string }[] {
  const segments = Array.isArray(doc.sg) ? (doc.sg as Doc[]) : [];
  return segments.flatMap((segment) =>
    segment.seg_ty === 'vod' &&
    typeof segment.ctkey === 'string' &&
    typeof segment.sp === 'number' &&
    typeof segment.ep === 'number'
      ? [
          {
            ctkey: segment.ctkey,
            sp: segment.sp,
            ep: segment.ep,
            ...(typeof segment.fps === 'number' ? { fps: segment.fps } : {}),
            ...(typeof segment.vrt === 'string' ? { vrt: segment.vrt } : {}),
          },
        ]
      : [],
  );
}

/**
 * Reads an item with media in the request's product (404 when absent, of another product, or of
 * a type without media; 403 without `action` on its type's page). A live-to-VOD item plays its
 * own media (server/media/liveRecording.ts); an item whose `vod` segments name other items (a
 * clip, a short made ready for air) is made of those ranges (all of one media: the demo source or
 * one recording); any other is the whole demo source.
 */
export async function loadMediaItem(
  deps: RouteDeps,
  request: FastifyRequest,
  id: string,
  action: Action,
  field = '/key',
  depth = 0,
): Promise<MediaItem> {
  // A product the caller does not hold is a 403 before anything is looked up.
  requestProduct(request);
  let placement;
  try {
    placement = await itemInRequestProduct(deps, request, id);
  } catch {
    const description = `${field}: no item ${id} in this product`;
    throw new ApiError(404, description, [{ code: 404, field, description }]);
  }
  const type = deps.catalog.get(placement.cty);
  if (!type || !hasMedia(type)) throw notFound(`Media of ${id} (a ${placement.cty} has no video)`);
  // A clip is the video editor's work: the editor's page (cp_datastore) reaches it as well as the
  // CMS store's page it is listed on.
  const user = currentUser(request);
  const allowed =
    can(user, action, type.list.resource) ||
    (type.type === CLIP_TYPE && can(user, action, 'cp_datastore'));
  if (!allowed) throw forbidden(`You do not have permission to ${action} ${type.type}`);
  const rows = await currentVersions(deps.db, type.type, id);
  const row = rows[rows.length - 1];
  if (!row) throw notFound(`${type.type} ${id}`);
  const doc = docOf(row);
  const own = await recordedMediaOf(deps.db, id);
  const segments = depth === 0 && !own ? vodSegments(doc).filter((s) => s.ctkey !== id) : [];
  let layout = own ?? DEMO_LAYOUT;
  let pieces: FrameRange[] = [{ startFrame: 0, endFrame: layout.frames - 1 }];
  if (segments.length > 0) {
    pieces = [];
    for (const [index, segment] of segments.entries()) {
      const source = await loadMediaItem(
        deps,
        request,
        segment.ctkey,
        'view',
        `/sg/${index}/ctkey`,
        1,
      );
      const range = resolveSmilRange(
        { start: segment.sp, end: segment.ep, fps: segment.fps },
        source.frameCount,
        `/sg/${index}`,
      );
      if (isRangeProblem(range)) throw badRequest(`${id}: ${range.message}`);
      if (index === 0) layout = source.layout;
      else if (source.layout.prefix !== layout.prefix)
        throw badRequest(
          `${id}: /sg/${index}/ctkey: ranges of a live-to-VOD recording cannot be joined with other media`,
        );
      pieces.push(
        ...source.pieces.slice(0, 1).map((piece) => ({
          startFrame: piece.startFrame + range.startFrame,
          endFrame: piece.startFrame + range.endFrame,
        })),
      );
    }
  }
  return {
    id,
    type,
    title: displayName(doc) || id,
    doc,
    pieces,
    layout,
    frameCount: totalFrames(pieces),
  };
}

/** An item's length in seconds. */
export function itemSeconds(item: Pick<MediaItem, 'frameCount'>): number {
  return item.frameCount / MEDIA_FPS;
}
