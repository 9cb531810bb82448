import { useCallback, useEffect, useState } from 'react';
import { useStoreContext } from 'react-admin';
import { isSegmentKind } from '../../domain/programs/segments';
import type { SegmentKind } from '../../domain/programs/segments';
import { AD_MARKER_POSITIONS } from '../../domain/programs/segments';
import type { ClipSegment } from '../../domain/videoEditor/clipEdit';

/**
 * The editor's unsaved work on one item: its marks, the next segment's kind, the segments, and
 * where the playhead was in the source.
 */
export interface EditorWork {
  inFrame: number | null;
  outFrame: number | null;
  kind: SegmentKind;
  segments: ClipSegment[];
  selected?: number;
  /** The source's frame last shown (the playhead), put back when the page mounts again. */
  position?: number;
}

export const NO_WORK: EditorWork = { inFrame: null, outFrame: null, kind: 'vod', segments: [] };

/** Where an item's work is kept in react-admin's store. */
export function editorWorkKey(item: { type: string; id: string }): string {
  return `videoEditor.work.${item.type}.${item.id}`;
}

const frameOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function readSegment(value: unknown): ClipSegment[] {
  if (typeof value !== 'object' || value === null) return [];
  const entry = value as Record<string, unknown>;
  const inFrame = frameOrNull(entry.inFrame);
  const outFrame = frameOrNull(entry.outFrame);
  if (inFrame === null || outFrame === null || !isSegmentKind(entry.kind)) return [];
  const markers = Array.isArray(entry.markers)
    ? AD_MARKER_POSITIONS.filter((p) => (entry.markers as unknown[]).includes(p))
    : [];
  const notes = Array.isArray(entry.notes)
    ? (entry.notes as unknown[]).flatMap((note) => {
        const { lang, n } = (note ?? {}) as { lang?: unknown; n?: unknown };
        return typeof lang === 'string' && typeof n === 'string' ? [{ lang, n }] : [];
      })
    : [];
  return [{ kind: entry.kind, inFrame, outFrame, markers, ...(notes.length ? { notes } : {}) }];
}

/**
 * What the store holds for an item, checked (a browser's store may hold an older shape): anything
 * unreadable is left out.
 */
export function readWork(value: unknown): EditorWork {
  if (typeof value !== 'object' || value === null) return NO_WORK;
  const stored = value as Record<string, unknown>;
  const segments = Array.isArray(stored.segments) ? stored.segments.flatMap(readSegment) : [];
  const selected = frameOrNull(stored.selected);
  const position = frameOrNull(stored.position);
  return {
    inFrame: frameOrNull(stored.inFrame),
    outFrame: frameOrNull(stored.outFrame),
    kind: isSegmentKind(stored.kind) ? stored.kind : 'vod',
    segments,
    ...(selected !== null && selected < segments.length ? { selected } : {}),
    ...(position !== null ? { position } : {}),
  };
}

/**
 * The unsaved work on an item, kept in react-admin's store under the item's key rather than in
 * the page's state: a language switch re-mounts every page (react-admin re-keys its i18n context
 * to re-translate), and the marks, ad markers and segments must survive it. Each change reads
 * the stored work first, so two changes in one event both land.
 */
export function useEditorWork(item: { type: string; id: string } | undefined) {
  const { getItem, setItem, subscribe } = useStoreContext();
  const key = item ? editorWorkKey(item) : undefined;
  const read = useCallback(
    (): EditorWork => (key ? readWork(getItem(key)) : NO_WORK),
    [key, getItem],
  );
  const [work, setWork] = useState(read);
  useEffect(() => {
    setWork(read());
    if (!key) return undefined;
    return subscribe(key, () => setWork(read()));
  }, [key, read, subscribe]);
  const update = useCallback(
    (change: (current: EditorWork) => EditorWork) => {
      if (!key) return;
      const current = read();
      const next = change(current);
      // Unchanged work is not written again (nor its subscribers woken).
      if (next !== current) setItem(key, next);
    },
    [key, read, setItem],
  );
  return [work, update] as const;
}
