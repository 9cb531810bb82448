/*
 * The playback service's requests and answers (`/api/playback/...` locally, the `playback`
 * service area's base elsewhere), as the server writes them and the console reads them: one
 * declaration for both sides (issue 14; spec sections 7 and 9). Every answer is in the usual
 * envelope `{data, header}`; the shapes below are `data`.
 *
 * Media URLs (`manifestUrl`, `mp4Url`) are absolute paths on this server that carry a short-lived
 * signed token in the path (the player fetches the manifest and its segments itself, without the
 * bearer token): ask again for a fresh URL rather than keeping one.
 */

/** Frame rate of all media and timecodes (spec sections 5 and 9). */
export const MEDIA_FPS = 30;

/** The qualities offered (spec section 7), best first. */
export const MEDIA_QUALITIES = ['Full HD', 'HD', 'SD'] as const;
export type MediaQuality = (typeof MEDIA_QUALITIES)[number];

/** Frame size of each quality. */
export const QUALITY_SIZES: Record<MediaQuality, { width: number; height: number }> = {
  'Full HD': { width: 1920, height: 1080 },
  HD: { width: 1280, height: 720 },
  SD: { width: 640, height: 360 },
};

/** A keyframe every 2 seconds (60 frames) in every generated video: the timeline shows them. */
export const KEYFRAME_INTERVAL_FRAMES = 60;

/** The console polls an MP4 job (and media still processing) every 5000 ms (spec section 9). */
export const VIDEO_POLL_MS = 5000;

/**
 * A clip (a saved cut: names, descriptions, segments with notes) is a catalogue item of this
 * type. The video editor saves it with `POST /api/playback/clips` (ClipSaveRequest; create on the
 * editor's page cp_datastore: a clip is the editor's work), and the CMS store lists and edits it
 * through the ordinary catalogue API (`/api/catalog/content/urn/resource/catalog/scenes`, on
 * cp_cmsstore); clip search and ready-for-air follow the editor's page too. Each `vod` segment names its source with `ctkey` (the item's id) and `sp`/`ep` in
 * seconds (frame = round(seconds * 30)). Segment notes are `nt` (localized like descriptions:
 * one entry per language written); clip search reads them in the four languages.
 */
export const CLIP_TYPE = 'scenes';

/** Ready-for-air makes an item of this type from a clip. */
export const SHORT_TYPE = 'shortvideo';

export type MediaStatus = 'ready' | 'processing' | 'failed';

/**
 * `GET /api/playback/media/{type}/{id}`: an item's media. Made on first request (the answer is
 * `processing` while ffmpeg runs; poll every VIDEO_POLL_MS until `ready` or `failed`).
 */
export interface MediaInfo {
  /** The key to use in smil items: the catalogue item's id. */
  key: string;
  type: string;
  id: string;
  /** The item's English name. */
  title: string;
  durationSeconds: number;
  frameCount: number;
  fps: typeof MEDIA_FPS;
  qualities: MediaQuality[];
  /** Where the keyframes are (every 2 s), in seconds from the start. */
  keyframeSeconds: number[];
  status: MediaStatus;
  /** Why generation failed (status `failed`). */
  message?: string;
  /** While the media is being made (status `processing`): the share made so far, 0..1. */
  progress?: number;
  /** While the media is being made: the seconds left, estimated from the rate so far. */
  etaSeconds?: number;
  /** The whole item's DASH manifest (status `ready`), signed for a while. */
  manifestUrl?: string;
}

/**
 * One range to play or cut, as SMIL's clipBegin/clipEnd: seconds at `fps` (default 30), `end`
 * where the range stops, so its frames are round(start*fps) up to but not including
 * round(end*fps) ({start: 10.5, end: 12} is 45 frames). The video editor's out mark is the last
 * frame shown: domain/videoEditor/clipEdit.ts `marksToSmilRange` turns marks into a range.
 */
export interface SmilItem {
  /** The source item's id (MediaInfo.key). */
  key: string;
  start: number;
  end: number;
  /** A variant of the source (accepted, recorded; there is one variant per item here). */
  vrt?: string;
  fps?: number;
}

/** `POST /api/playback/playback` (spec section 9: version 1.0, dash, TTML removed). */
export interface PlaybackRequest {
  dp: { p: 'none'; v: '1.0' };
  filter: { pipeline: 'ttml_removal' };
  sType: 'dash';
  smil: SmilItem[];
}

/** One resolved range, in source frames (inclusive). */
export interface PlaybackRange {
  key: string;
  startFrame: number;
  endFrame: number;
}

/** The answer to a playback request: a manifest that plays exactly `ranges`, in order. */
export interface PlaybackAnswer {
  manifestUrl: string;
  durationSeconds: number;
  ranges: PlaybackRange[];
}

/** `POST /api/playback/download/mp4` (answers 202 with an Mp4Job). */
export interface Mp4Request {
  sType: 'download';
  bandwidth: { audio: number; video: number };
  subtitle: false;
  quality: MediaQuality;
  /** Names of the download (the first English one names the file). */
  lon: { lang: string; n: string }[];
  smil: { key: string; start: number; end: number }[];
}

export type Mp4JobStatus = 'queued' | 'processing' | 'ready' | 'failed' | 'cancelled';

/**
 * An MP4 job: `GET /api/playback/download/mp4/{id}` (poll every VIDEO_POLL_MS); `DELETE` the
 * same path cancels it (a second cancel, or a cancel of a finished job, answers 409).
 */
export interface Mp4Job {
  id: string;
  status: Mp4JobStatus;
  /** 0 to 1. */
  progress: number;
  /** When ready: the MP4 (frame-accurate: first and last frames are the requested in and out). */
  mp4Url?: string;
  /** When failed: why ('Error fetching MP4' when there is nothing better to say). */
  message?: string;
  quality: MediaQuality;
  durationSeconds: number;
}

/**
 * `POST /api/playback/clips` (answers 201 with the stored clip, a draft): the editor's clip. Its
 * `vod` segments' ranges are checked as a playback request's (an unknown item, a range past the
 * end or in after out is a 4xx and nothing is stored).
 */
export interface ClipSaveRequest {
  lon: { lang: string; n: string }[];
  lod?: { lang: string; n: string }[];
  /** Segments as the catalogue stores them (seg_ty, ctkey, sp, ep, am, nt...). */
  sg: object[];
}

/**
 * `GET /api/playback/query_stc?query=&embedding_type=`: clips whose text matches, best first.
 * `query` at least 3 characters (every word must appear); `embedding_type` 'text' or
 * 'multilingual' (optional; both search the names and descriptions in en, zh, ms and ta).
 */
export interface ClipSearchHit {
  id: string;
  cty: typeof CLIP_TYPE;
  /** The names in every language, as stored. */
  lon: { lang: string; n: string }[];
  /** Where the query was found. */
  matchedIn: 'name' | 'description' | 'note';
  /** The matching text. */
  snippet: string;
  /** The clip's ranges (from its vod segments). */
  smil: SmilItem[];
  durationSeconds: number;
}

/**
 * `POST /api/playback/clip` or `POST /api/playback/processShort` (ready-for-air): makes a
 * `shortvideo` item (draft, V1, audited) from a saved clip, its media cut from the clip's ranges.
 */
export interface ReadyForAirRequest {
  /** The clip's id (an item of CLIP_TYPE). */
  id: string;
}

export interface ReadyForAirAnswer {
  id: string;
  key: string;
  cty: typeof SHORT_TYPE;
  /** The new item's English name. */
  name: string;
  durationSeconds: number;
}

/** `POST /api/playback/remix`: a remix of ranges (the same manifest a playback request gives). */
export interface RemixRequest {
  smil: SmilItem[];
}

/** `POST /api/playback/device/register` (platform one of 'web', 'tv', 'mobile'). */
export interface DeviceRegisterRequest {
  deviceId: string;
  platform: 'web' | 'tv' | 'mobile';
  name?: string;
}

export interface DeviceRegistration {
  deviceId: string;
  platform: string;
  registeredAt: string;
}

/** `POST /api/playback/authorize`: may this device play this item now. */
export interface PlaybackAuthorizeRequest {
  deviceId: string;
  key: string;
}

export interface PlaybackAuthorization {
  authorized: boolean;
  key: string;
  /** When authorized: the item's manifest, signed. */
  manifestUrl?: string;
  /** When not: why. */
  reason?: string;
}
