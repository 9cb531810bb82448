import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { VIDEO_POLL_MS } from '../../domain/media/api';
import type { MediaInfo, ReadyForAirAnswer, SmilItem } from '../../domain/media/api';
import type { SegmentKind } from '../../domain/programs/segments';
import { LOCALE_CODES } from '../../domain/languages';
import {
  clipNames,
  clipSegmentsAsStored,
  clipSmil,
  frameAtSeconds,
  frameSeekSeconds,
  markProblem,
  sortSegments,
  stepFrame,
  withNote,
} from '../../domain/videoEditor/clipEdit';
import type {
  AdMarkerPosition,
  ClipSegment,
  MarkProblem,
  PlaybackSpeed,
} from '../../domain/videoEditor/clipEdit';
import { readFailure } from '../../dataProvider/envelopeReader';
import { playbackServiceOf } from '../../dataProvider/playback/playbackProvider';
import { useEditorWork } from './useEditorWork';

/** The VOD item being cut. */
export interface EditorItem {
  type: string;
  id: string;
  title: string;
}

/** What the player shows: the source item whole, or a composed/found clip through playback. */
export type PlayerSource =
  | { kind: 'source' }
  | { kind: 'clip'; manifestUrl: string; durationSeconds: number; label: string };

/**
 * The video editor's state and rules (issue 14): the chosen item's media (polled every 5000 ms
 * while it is being made), the player's frame and speed, frame stepping (pause, then seek to the
 * middle of the next frame: one key press is exactly one frame at 30 fps), in and out marks,
 * the segments with their kinds and ad markers, playing the composed clip through a playback
 * request, and ready-for-air (the clip saved as a catalogue item, then made a short).
 *
 * The chosen item lives in the address (`?type=&id=`) and the work on it (marks, segments, ad
 * markers, notes) in react-admin's store keyed by the item: both survive the re-mount a language
 * switch causes. A segment's note is written in the UI language.
 */
export function useVideoEditor() {
  const dataProvider = useDataProvider();
  const service = playbackServiceOf(dataProvider);
  const [locale] = useLocaleState();
  const [params, setParams] = useSearchParams();
  const itemType = params.get('type');
  const itemId = params.get('id');
  const [pickedTitle, setPickedTitle] = useState('');
  const item: EditorItem | undefined = useMemo(
    () => (itemType && itemId ? { type: itemType, id: itemId, title: pickedTitle } : undefined),
    [itemType, itemId, pickedTitle],
  );
  const [work, updateWork] = useEditorWork(item);
  const { inFrame, outFrame, kind, segments, selected } = work;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [frame, setFrame] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeedState] = useState<PlaybackSpeed>(1);
  const [problem, setProblem] = useState<MarkProblem | null>(null);
  const [source, setSource] = useState<PlayerSource>({ kind: 'source' });
  const [clipFailure, setClipFailure] = useState<string | undefined>();
  const [shipping, setShipping] = useState(false);
  const [shipped, setShipped] = useState<ReadyForAirAnswer | undefined>();
  const [shipFailure, setShipFailure] = useState<string | undefined>();

  const media = useQuery({
    queryKey: ['playback', 'media', item?.type, item?.id],
    queryFn: ({ signal }) => service.getMedia(item?.type ?? '', item?.id ?? '', signal),
    enabled: item !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? VIDEO_POLL_MS : false),
    retry: false,
  });
  const info: MediaInfo | undefined = media.data;
  const frameCount = info?.frameCount ?? 0;

  // A new item (picked, or named by a link) starts at its first frame with nothing transient.
  const itemKey = item ? `${item.type}/${item.id}` : '';
  useEffect(() => {
    setFrame(0);
    setPlaying(false);
    setProblem(null);
    setSource({ kind: 'source' });
    setShipped(undefined);
    setShipFailure(undefined);
    setClipFailure(undefined);
  }, [itemKey]);

  const choose = useCallback(
    (next: EditorItem | undefined) => {
      setPickedTitle(next?.title ?? '');
      setParams(
        (current) => {
          const following = new URLSearchParams(current);
          if (next) {
            following.set('type', next.type);
            following.set('id', next.id);
          } else {
            following.delete('type');
            following.delete('id');
          }
          return following;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // The frame on screen follows the video: each seek and, while playing, each time update.
  useEffect(() => {
    if (!video) return undefined;
    const read = () => setFrame(frameAtSeconds(video.currentTime));
    const onPlay = () => setPlaying(true);
    const onPause = () => {
      setPlaying(false);
      read();
    };
    video.addEventListener('timeupdate', read);
    video.addEventListener('seeked', read);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    video.addEventListener('ended', onPause);
    video.playbackRate = speed;
    return () => {
      video.removeEventListener('timeupdate', read);
      video.removeEventListener('seeked', read);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
      video.removeEventListener('ended', onPause);
    };
    // The speed is applied by setSpeed; here only when a new video element arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [video]);

  // 'Play the clip' (and a found clip's 'Play'): the clip starts playing once the player has
  // loaded it (after the listeners above, so the button shows 'Pause'), not paused on its start.
  const playWhenLoaded = useRef(false);
  useEffect(() => {
    if (!video || !playWhenLoaded.current) return;
    playWhenLoaded.current = false;
    void video.play().catch(() => undefined);
  }, [video]);

  // The playhead on the source is kept with the work (react-admin's store), like the marks: a
  // language switch re-mounts the page, and the player comes back on the frame it showed. Put
  // back once per item, when the player has loaded the source; written when the frame settles
  // (paused, 300 ms after the last step or seek) and when the page unmounts.
  const restoredFor = useRef('');
  const storedPosition = work.position ?? 0;
  useEffect(() => {
    // Each load of a manifest hands over the video again (null in between): put back after it.
    if (!video) restoredFor.current = '';
    if (!video || source.kind !== 'source' || frameCount === 0 || restoredFor.current === itemKey)
      return;
    restoredFor.current = itemKey;
    if (storedPosition > 0 && storedPosition < frameCount) {
      // The player loaded the source there already (startSeconds); seek only when it did not.
      if (frameAtSeconds(video.currentTime) !== storedPosition)
        video.currentTime = frameSeekSeconds(storedPosition);
      setFrame(storedPosition);
    }
  }, [video, source.kind, frameCount, itemKey, storedPosition]);
  useEffect(() => {
    if (!video || source.kind !== 'source' || playing || restoredFor.current !== itemKey)
      return undefined;
    const timer = setTimeout(
      () =>
        updateWork((current) =>
          current.position === frame ? current : { ...current, position: frame },
        ),
      300,
    );
    return () => clearTimeout(timer);
  }, [video, frame, playing, source.kind, itemKey, updateWork]);
  /** Where the player starts loading the source: the kept playhead's frame. */
  const startSeconds =
    source.kind === 'source' && storedPosition > 0 ? frameSeekSeconds(storedPosition) : undefined;
  const leaving = useRef({ frame, keep: false, updateWork });
  leaving.current = {
    frame,
    keep:
      video !== null &&
      source.kind === 'source' &&
      restoredFor.current === itemKey &&
      itemKey !== '',
    updateWork,
  };
  useEffect(
    () => () => {
      const { frame: last, keep, updateWork: write } = leaving.current;
      if (keep)
        write((current) => (current.position === last ? current : { ...current, position: last }));
    },
    [],
  );

  const setSpeed = useCallback(
    (next: PlaybackSpeed) => {
      setSpeedState(next);
      if (video) {
        video.defaultPlaybackRate = next;
        video.playbackRate = next;
      }
    },
    [video],
  );

  const togglePlay = useCallback(() => {
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  }, [video]);

  const playerFrames =
    source.kind === 'clip' ? Math.round(source.durationSeconds * 30) + 1 : frameCount;

  /** Shows exactly `target` (paused): the middle of the frame's display interval. */
  const seekFrame = useCallback(
    (target: number) => {
      if (!video) return;
      const next = stepFrame(target, 0, playerFrames);
      video.pause();
      setFrame(next);
      video.currentTime = frameSeekSeconds(next);
    },
    [video, playerFrames],
  );

  const step = useCallback(
    (delta: number) => {
      if (!video) return;
      // Paused, the frame held in state is the truth; playing, the video's position is.
      const from = video.paused ? frame : frameAtSeconds(video.currentTime);
      seekFrame(stepFrame(from, delta, playerFrames));
    },
    [video, frame, seekFrame, playerFrames],
  );

  const markIn = useCallback(() => {
    updateWork((current) => ({ ...current, inFrame: frame }));
    setProblem(null);
  }, [frame, updateWork]);
  const markOut = useCallback(() => {
    updateWork((current) => ({ ...current, outFrame: frame }));
    setProblem(null);
  }, [frame, updateWork]);

  const setMarks = useCallback(
    (nextIn: number | null, nextOut: number | null) => {
      updateWork((current) => ({ ...current, inFrame: nextIn, outFrame: nextOut }));
      setProblem(null);
    },
    [updateWork],
  );

  const setKind = useCallback(
    (next: SegmentKind) => updateWork((current) => ({ ...current, kind: next })),
    [updateWork],
  );

  const setSelected = useCallback(
    (index: number | undefined) => {
      updateWork(({ selected: _previous, ...current }) =>
        index === undefined ? current : { ...current, selected: index },
      );
    },
    [updateWork],
  );

  const updateSegments = useCallback(
    (change: (list: ClipSegment[]) => ClipSegment[]) =>
      updateWork((current) => ({ ...current, segments: change(current.segments) })),
    [updateWork],
  );

  /** Adds the marked range as a segment of the chosen kind; false (and why) when it cannot. */
  const addSegment = useCallback((): boolean => {
    const why = markProblem(inFrame, outFrame, frameCount);
    setProblem(why);
    if (why !== null || inFrame === null || outFrame === null) return false;
    updateWork((current) => {
      const next = sortSegments([...current.segments, { kind, inFrame, outFrame, markers: [] }]);
      return {
        ...current,
        segments: next,
        selected: next.findIndex((s) => s.inFrame === inFrame && s.outFrame === outFrame),
      };
    });
    return true;
  }, [inFrame, outFrame, frameCount, kind, updateWork]);

  const removeSegment = useCallback(
    (index: number) => {
      updateWork(({ selected: _previous, ...current }) => ({
        ...current,
        segments: current.segments.filter((_, i) => i !== index),
      }));
    },
    [updateWork],
  );

  const addMarker = useCallback(
    (index: number, position: AdMarkerPosition) => {
      updateSegments((list) =>
        list.map((segment, i) =>
          i === index && !segment.markers.includes(position)
            ? { ...segment, markers: [...segment.markers, position] }
            : segment,
        ),
      );
    },
    [updateSegments],
  );

  const removeMarker = useCallback(
    (index: number, position: AdMarkerPosition) => {
      updateSegments((list) =>
        list.map((segment, i) =>
          i === index
            ? { ...segment, markers: segment.markers.filter((m) => m !== position) }
            : segment,
        ),
      );
    },
    [updateSegments],
  );

  /** Writes a segment's note in the UI language (its notes in other languages stay). */
  const setNote = useCallback(
    (index: number, note: string) => {
      updateSegments((list) =>
        list.map((segment, i) => (i === index ? withNote(segment, locale, note) : segment)),
      );
    },
    [updateSegments, locale],
  );

  const smil: SmilItem[] = useMemo(
    () => (info ? clipSmil(info.key, segments) : []),
    [info, segments],
  );

  /**
   * Plays ranges (the composed clip, a found clip) through a playback request; `remix` for the
   * clip the user composes, when they may change items (the service's remix).
   */
  const playRanges = useCallback(
    async (ranges: readonly SmilItem[], label: string, options: { remix?: boolean } = {}) => {
      setClipFailure(undefined);
      try {
        const answer = await service.requestPlayback(ranges, options);
        if (video && source.kind === 'clip' && source.manifestUrl === answer.manifestUrl) {
          // The same clip again: the player keeps it loaded, so it plays from its start.
          video.currentTime = 0;
          void video.play().catch(() => undefined);
          return;
        }
        playWhenLoaded.current = true;
        setSource({
          kind: 'clip',
          manifestUrl: answer.manifestUrl,
          durationSeconds: answer.durationSeconds,
          label,
        });
        setFrame(0);
      } catch (error) {
        const reading = readFailure(error, 'Request failed');
        if (!reading.cancelled) setClipFailure(reading.message);
      }
    },
    [service, video, source],
  );

  const backToSource = useCallback(() => {
    playWhenLoaded.current = false;
    setSource({ kind: 'source' });
    // Back on the source, the player loads it again and returns to where the source was left.
    setFrame(0);
  }, []);

  /** Ready-for-air: saves the clip (a catalogue item) and makes a short video of it. */
  const readyForAir = useCallback(
    async (names: Partial<Record<string, string>>) => {
      const lon = clipNames(names, locale, LOCALE_CODES);
      if (!info || lon.length === 0) return;
      setShipFailure(undefined);
      setShipped(undefined);
      setShipping(true);
      try {
        // Saved through the playback service: a clip is the editor's work, checked on its page.
        const clip = await service.saveClip({
          lon,
          sg: clipSegmentsAsStored(info.key, segments),
        });
        const short = await service.readyForAir(String(clip.id));
        // Said in the UI language, as the name was typed.
        setShipped({ ...short, name: lon[0]?.n ?? short.name });
      } catch (error) {
        const reading = readFailure(error, 'Create operation failed!');
        if (!reading.cancelled) setShipFailure(reading.message);
      } finally {
        setShipping(false);
      }
    },
    [service, info, segments, locale],
  );

  return {
    item,
    choose,
    media,
    info,
    frameCount,
    video,
    setVideo,
    startSeconds,
    frame,
    playing,
    speed,
    setSpeed,
    togglePlay,
    step,
    seekFrame,
    inFrame,
    outFrame,
    markIn,
    markOut,
    setMarks,
    problem,
    kind,
    setKind,
    segments,
    selected,
    setSelected,
    addSegment,
    removeSegment,
    addMarker,
    removeMarker,
    setNote,
    noteLanguage: locale,
    smil,
    source,
    playRanges,
    backToSource,
    clipFailure,
    readyForAir,
    shipping,
    shipped,
    shipFailure,
  };
}

export type VideoEditorController = ReturnType<typeof useVideoEditor>;
