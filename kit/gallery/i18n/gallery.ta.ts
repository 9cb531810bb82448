import type { Translation } from '../../i18n/messageTree';
import type { messages as english } from './gallery';

/** `console.gallery.*` in Tamil: the keys of `./gallery.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    gallery: {
      title: 'படங்கள்',
      intro:
        'சுவரொட்டி, அட்டை, பதாகை மற்றும் சின்னப் படங்கள், ஒவ்வொன்றும் அதன் விகிதத்தில் காட்டப்படும். 128 MB-க்கு மிகாத JPEG அல்லது PNG ஐப் பதிவேற்றவும்.',
      empty: 'இன்னும் படங்கள் இல்லை.',
      type: 'படத்தின் வகை',
      ratio: 'விகிதம்',
      ratioAuto: 'கோப்பிலிருந்து கண்டறி',
      upload: 'படத்தைப் பதிவேற்று',
      uploading: 'பதிவேற்றுகிறது…',
      fileHint: 'JPEG அல்லது PNG, 128 MB-க்கு மிகாமல்.',
      editToUpload: 'படங்களைப் பதிவேற்ற அல்லது நீக்க இந்த உருப்படியைத் திருத்தவும்.',
      saveFirst: 'முதலில் இந்த உருப்படியைச் சேமித்து, பின்னர் அதன் படங்களைப் பதிவேற்றவும்.',
      filed: '%{type} %{ratio} விகிதத்தில் சேர்க்கப்பட்டது (%{width}×%{height} படப்புள்ளிகள்).',
      filedDefault:
        '%{type} %{ratio} விகிதத்தில் சேர்க்கப்பட்டது: அதன் அளவு (%{width}×%{height} படப்புள்ளிகள்) எந்த விகிதத்துடனும் பொருந்தவில்லை.',
      caption: '%{type} · %{ratio}',
      imageAlt: '%{type} படம், விகிதம் %{ratio}',
      remove: '%{ratio} விகிதத்திலுள்ள %{type} படத்தை நீக்கு',
      removeButton: 'நீக்கு',
      replace: '%{ratio} விகிதத்திலுள்ள %{type} படத்தை மாற்று',
      replaceButton: 'மாற்று',
      replaced: '%{ratio} விகிதத்திலுள்ள %{type} மாற்றப்பட்டது (%{width}×%{height} படப்புள்ளிகள்).',
      replacedOtherRatio:
        '%{ratio} விகிதத்திலுள்ள %{type} மாற்றப்பட்டது. கோப்பு %{width}×%{height} படப்புள்ளிகள், %{ratio} அல்ல: பொருந்தும்படி வெட்டிக் காட்டப்படும்.',
      removed: '%{ratio} விகிதத்திலுள்ள %{type} நீக்கப்பட்டது: மாற்றத்தை வைத்திருக்கச் சேமிக்கவும்.',
      confirmRemoveTitle: 'இந்தப் படத்தை நீக்கவா?',
      confirmRemove:
        'சேமிக்கும்போது %{ratio} விகிதத்திலுள்ள %{type} படம் இந்த உருப்படியிலிருந்து நீக்கப்படும்.',
      cancel: 'ரத்துசெய்',
      progress: 'பதிவேற்றுகிறது: %{percent}%',
      noType: 'வகை இல்லை',
      noRatio: 'விகிதம் இல்லை',
      untypedAlt: 'வகை குறிப்பிடப்படாத படம்',
      typeOnlyAlt: '%{type} படம்',
      types: { Poster: 'சுவரொட்டி', Cover: 'அட்டை', Banner: 'பதாகை', Logo: 'சின்னம்' },
      ratios: { '16x9': '16:9', '4x3': '4:3', '3x1': '3:1', '16x6': '16:6' },
      errors: {
        type: 'JPEG மற்றும் PNG படங்களை மட்டுமே பதிவேற்ற முடியும்.',
        size: 'படம் அதிகபட்ச அளவான 128 MB-ஐ விடப் பெரியது.',
        content: 'இந்தக் கோப்பு அது கூறும் JPEG அல்லது PNG படம் அல்ல.',
        failed: 'பதிவேற்றம் தோல்வியடைந்தது: %{reason}',
      },
    },
  },
};
