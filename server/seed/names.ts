import { LOCALE_CODES } from '../../domain/languages';
import type { SupportedLocale } from '../../domain/languages';

/** Word lists for deterministic demo titles in the four console languages. */
const ADJECTIVES = {
  en: [
    'Silent',
    'Golden',
    'Hidden',
    'Last',
    'Wild',
    'Crimson',
    'Endless',
    'Brave',
    'Midnight',
    'Lost',
    'Bright',
    'Iron',
  ],
  zh: [
    '寂静的',
    '金色的',
    '隐藏的',
    '最后的',
    '狂野的',
    '深红的',
    '无尽的',
    '勇敢的',
    '午夜的',
    '迷失的',
    '明亮的',
    '钢铁的',
  ],
  ms: [
    'Sunyi',
    'Emas',
    'Tersembunyi',
    'Terakhir',
    'Liar',
    'Merah',
    'Abadi',
    'Berani',
    'Tengah Malam',
    'Hilang',
    'Cerah',
    'Besi',
  ],
  ta: [
    'அமைதியான',
    'தங்க',
    'மறைந்த',
    'கடைசி',
    'காட்டு',
    'சிவப்பு',
    'முடிவற்ற',
    'துணிச்சலான',
    'நள்ளிரவு',
    'தொலைந்த',
    'பிரகாசமான',
    'இரும்பு',
  ],
} as const satisfies Record<SupportedLocale, readonly string[]>;

const NOUNS = {
  en: [
    'River',
    'Kingdom',
    'Harbour',
    'Garden',
    'Voyage',
    'Empire',
    'Mountain',
    'City',
    'Forest',
    'Legacy',
    'Storm',
    'Island',
    'Horizon',
    'Festival',
  ],
  zh: [
    '河流',
    '王国',
    '港湾',
    '花园',
    '航程',
    '帝国',
    '高山',
    '城市',
    '森林',
    '传承',
    '风暴',
    '岛屿',
    '地平线',
    '节日',
  ],
  ms: [
    'Sungai',
    'Kerajaan',
    'Pelabuhan',
    'Taman',
    'Pelayaran',
    'Empayar',
    'Gunung',
    'Bandar',
    'Hutan',
    'Warisan',
    'Ribut',
    'Pulau',
    'Ufuk',
    'Pesta',
  ],
  ta: [
    'நதி',
    'இராச்சியம்',
    'துறைமுகம்',
    'தோட்டம்',
    'பயணம்',
    'பேரரசு',
    'மலை',
    'நகரம்',
    'காடு',
    'மரபு',
    'புயல்',
    'தீவு',
    'அடிவானம்',
    'திருவிழா',
  ],
} as const satisfies Record<SupportedLocale, readonly string[]>;

/** The demo names are written in every UI language of the console (domain/languages.ts). */
export type SeedLanguage = SupportedLocale;
export const SEED_LANGUAGES: readonly SeedLanguage[] = LOCALE_CODES;

/**
 * A word a demo title takes (a kind such as 'Hour' or 'Live', the kids product's tag), written
 * in each language: `{t}` stands for the title. English words are never reused in the other
 * languages (a Chinese, Malay or Tamil screen shows no English in the demo names).
 */
export type TitleAffix = Readonly<Record<SeedLanguage, string>>;

export const TITLE_AFFIXES = {
  /** The kids product's items. */
  kids: { en: '{t} (Kids)', zh: '{t}（少儿）', ms: '{t} (Kanak-kanak)', ta: '{t} (சிறுவர்)' },
  /** The schedule demo's 30- and 60-minute programs. */
  hour: { en: '{t} Hour', zh: '{t}时光', ms: '{t} Sejam', ta: '{t} நேரம்' },
  /** The schedule demo's short programs. */
  short: { en: '{t} Short', zh: '{t}短片', ms: 'Filem Pendek {t}', ta: '{t} குறும்படம்' },
  /** Live (linear) channels. */
  tv: { en: '{t} TV', zh: '{t}电视台', ms: 'Televisyen {t}', ta: '{t} தொலைக்காட்சி' },
  /** Virtual live channels. */
  live: { en: '{t} Live', zh: '{t}直播', ms: '{t} Langsung', ta: '{t} நேரலை' },
} as const satisfies Record<string, TitleAffix>;

/** A series' season: 'S1' in English, in each language's own words elsewhere. */
export const seasonAffix = (season: number): TitleAffix => ({
  en: `{t} S${season}`,
  zh: `{t} 第${season}季`,
  ms: `{t} Musim ${season}`,
  ta: `{t} பருவம் ${season}`,
});

/** A season's episode: 'S1E2' in English, in each language's own words elsewhere. */
export const episodeAffix = (season: number, episode: number): TitleAffix => ({
  en: `{t} S${season}E${episode}`,
  zh: `{t} 第${season}季第${episode}集`,
  ms: `{t} Musim ${season} Episod ${episode}`,
  ta: `{t} பருவம் ${season} பகுதி ${episode}`,
});

/** The same text added in every language (numbers and marks such as ' #3'). */
const literal = (text: string): TitleAffix => ({
  en: `{t}${text}`,
  zh: `{t}${text}`,
  ms: `{t}${text}`,
  ta: `{t}${text}`,
});

/**
 * A title in each language for the n-th item: same meaning in every language. Each affix (a
 * TITLE_AFFIXES entry, or a string added as it is in every language) applies in turn.
 */
export function titleFor(
  n: number,
  ...affixes: readonly (TitleAffix | string | undefined)[]
): { lang: SeedLanguage; n: string }[] {
  const adjective = n % ADJECTIVES.en.length;
  const noun = Math.floor(n / ADJECTIVES.en.length) % NOUNS.en.length;
  const round = Math.floor(n / (ADJECTIVES.en.length * NOUNS.en.length));
  const tail = round > 0 ? ` ${round + 1}` : '';
  return SEED_LANGUAGES.map((lang) => {
    const base =
      lang === 'zh'
        ? `${ADJECTIVES.zh[adjective]}${NOUNS.zh[noun]}${tail}`
        : `${ADJECTIVES[lang][adjective]} ${NOUNS[lang][noun]}${tail}`;
    const named = affixes.reduce<string>((title, affix) => {
      if (affix === undefined || affix === '') return title;
      const template = typeof affix === 'string' ? literal(affix)[lang] : affix[lang];
      return template.replace('{t}', title);
    }, base);
    return { lang, n: named };
  });
}

const DESCRIPTIONS: Record<SeedLanguage, string> = {
  en: 'A story of courage, family and the places we call home.',
  zh: '一个关于勇气、家庭和我们称之为家的地方的故事。',
  ms: 'Kisah tentang keberanian, keluarga dan tempat yang kita panggil rumah.',
  ta: 'துணிச்சல், குடும்பம் மற்றும் நாம் வீடு என்று அழைக்கும் இடங்களின் கதை.',
};

export function descriptionsFor(): { lang: SeedLanguage; n: string }[] {
  return SEED_LANGUAGES.map((lang) => ({ lang, n: DESCRIPTIONS[lang] }));
}
