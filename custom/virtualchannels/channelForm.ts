import type { LocalizedNameEntry } from '../../kit/names/localizedName';

/** How the channel's programs are placed when its schedule is filled (`schedule`). */
export const SCHEDULE_MODES = ['manual', 'sequential', 'shuffle'] as const;
export type ScheduleMode = (typeof SCHEDULE_MODES)[number];

/**
 * The channel draft of spec section 3 as the editor holds it: name (`lon`), availableFrom
 * (`lws`), availableTill (`lwe`), status (`st`, a new channel is a draft), loop, loopUntil,
 * image (`ex_ia[0].u`) and imageUUID, content (program ids), schedule, organized, channels (live
 * channel ids), plus the channel number `cn` and its IANA time zone `tz`.
 */
export interface ChannelForm {
  lon: LocalizedNameEntry[];
  lws: string | null;
  lwe: string | null;
  st: string;
  loop: boolean;
  loopUntil: string | null;
  image: string;
  imageUUID: string;
  content: string[];
  schedule: ScheduleMode;
  organized: boolean;
  channels: string[];
  cn: number | null;
  tz: string;
}

export const EMPTY_CHANNEL_FORM: ChannelForm = {
  lon: [],
  lws: null,
  lwe: null,
  st: 'draft',
  loop: false,
  loopUntil: null,
  image: '',
  imageUUID: '',
  content: [],
  schedule: 'manual',
  organized: false,
  channels: [],
  cn: null,
  tz: 'UTC',
};

/** The form's fields a problem can be about (the service's pointers' first segment). */
export type ChannelField = keyof ChannelForm;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The form of a stored channel version. */
export function formOfChannel(doc: Record<string, unknown>): ChannelForm {
  const images = Array.isArray(doc.ex_ia) ? (doc.ex_ia as { u?: unknown }[]) : [];
  const schedule = SCHEDULE_MODES.find((mode) => mode === doc.schedule) ?? 'manual';
  return {
    lon: Array.isArray(doc.lon) ? (doc.lon as LocalizedNameEntry[]) : [],
    lws: text(doc.lws),
    lwe: text(doc.lwe),
    st: typeof doc.st === 'string' ? doc.st : 'draft',
    loop: doc.loop === true,
    loopUntil: text(doc.loopUntil),
    image: typeof images[0]?.u === 'string' ? images[0].u : '',
    imageUUID: typeof doc.imageUUID === 'string' ? doc.imageUUID : '',
    content: strings(doc.content),
    schedule,
    organized: doc.organized === true,
    channels: strings(doc.channels),
    cn: typeof doc.cn === 'number' ? doc.cn : null,
    tz: typeof doc.tz === 'string' && doc.tz !== '' ? doc.tz : 'UTC',
  };
}

/**
 * The fields a save sends (the rest of the stored version is kept by the service's update): the
 * image as the first `ex_ia` entry (other images kept).
 */
export function docOfForm(
  form: ChannelForm,
  previous: Record<string, unknown> | undefined,
  adding: boolean,
): Record<string, unknown> {
  const otherImages = Array.isArray(previous?.ex_ia)
    ? (previous.ex_ia as { u?: unknown }[]).slice(1)
    : [];
  const doc: Record<string, unknown> = {
    lon: form.lon.filter((entry) => entry.n.trim() !== ''),
    tz: form.tz,
    loop: form.loop,
    schedule: form.schedule,
    organized: form.organized,
    content: form.content,
    channels: form.channels,
    ex_ia: form.image ? [{ u: form.image, t: 'Logo' }, ...otherImages] : otherImages,
  };
  // A cleared value is sent as null: the service's payload cleaning drops it from the version.
  doc.lws = form.lws;
  doc.lwe = form.lwe;
  doc.loopUntil = form.loop ? form.loopUntil : null;
  doc.imageUUID = form.imageUUID || null;
  // The number changes through its own call once the channel exists (a new one may name it).
  if (adding) {
    doc.st = 'draft';
    if (form.cn !== null) doc.cn = form.cn;
  }
  return doc;
}

/** A problem's message key under console.virtualChannels.editor.problems. */
export type ChannelProblems = Partial<Record<ChannelField, string>>;

/** The console's own checks before a save (the service checks the same and more). */
export function channelFormProblems(form: ChannelForm): ChannelProblems {
  const problems: ChannelProblems = {};
  if (!form.lon.some((entry) => entry.lang === 'en' && entry.n.trim() !== ''))
    problems.lon = 'nameRequired';
  const from = form.lws ? Date.parse(form.lws) : undefined;
  const till = form.lwe ? Date.parse(form.lwe) : undefined;
  if (from !== undefined && till !== undefined && till <= from) problems.lwe = 'tillAfterFrom';
  if (form.loop && form.loopUntil) {
    const until = Date.parse(form.loopUntil);
    if (from !== undefined && until <= from) problems.loopUntil = 'loopAfterFrom';
    else if (till !== undefined && until > till) problems.loopUntil = 'loopBeforeTill';
  }
  return problems;
}

/** Two forms hold the same channel (the editor's unsaved-changes mark). */
export function sameChannelForm(a: ChannelForm, b: ChannelForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
