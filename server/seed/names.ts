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

/** A title in each language for the n-th item: same meaning in every language. */
export function titleFor(n: number, suffix: string): { lang: SeedLanguage; n: string }[] {
  const adjective = n % ADJECTIVES.en.length;
  const noun = Math.floor(n / ADJECTIVES.en.length) % NOUNS.en.length;
  const round = Math.floor(n / (ADJECTIVES.en.length * NOUNS.en.length));
  const tail = round > 0 ? ` ${round + 1}` : '';
  return SEED_LANGUAGES.map((lang) => ({
    lang,
    n:
      lang === 'zh'
        ? `${ADJECTIVES.zh[adjective]}${NOUNS.zh[noun]}${tail}${suffix}`
        : `${ADJECTIVES[lang][adjective]} ${NOUNS[lang][noun]}${tail}${suffix}`,
  }));
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
