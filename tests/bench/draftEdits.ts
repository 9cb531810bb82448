import type autocannon from 'autocannon';

/** A draft the bench edits: its id and the revision (key, ut) the next update must name. */
export interface EditedDraft {
  id: string;
  key: string;
  ut: string;
}

/**
 * The update row's request: each connection edits a draft of its own and carries the revision
 * the last response returned (a stale revision would be a 409, not an update). `drafts` is
 * updated in place.
 */
export function draftEditRequest(drafts: EditedDraft[], base: string): autocannon.Request {
  let claim = 0;
  return {
    method: 'PUT',
    setupRequest: (req, raw: object) => {
      const context = raw as { slot?: number; edits?: number };
      context.slot ??= (claim += 1) % drafts.length;
      const item = drafts[context.slot];
      if (!item) return req;
      context.edits = (context.edits ?? 0) + 1;
      const body = { key: item.key, ut: item.ut, rt: 3600 + (context.edits % 600) };
      return { ...req, path: `${base}/${item.id}`, body: JSON.stringify(body) };
    },
    onResponse: (status, body, raw: object) => {
      const context = raw as { slot?: number };
      const item = context.slot === undefined ? undefined : drafts[context.slot];
      if (status === 200 && item) {
        const data = (JSON.parse(body) as { data: { ut: string; key: string } }).data;
        item.ut = data.ut;
        item.key = data.key;
      }
    },
  };
}
