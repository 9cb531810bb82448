import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './virtualChannels';

/** `console.virtualChannels.*` in Tamil. */
export const messages: Translation<typeof english> = {
  console: {
    virtualChannels: {
      title: 'மெய்நிகர் அலைவரிசைகள்',
      intro:
        'தேவைக்கேற்ற நிகழ்ச்சிகளால் அமைந்த நாள் முழுவதுமான நேரியல் அலைவரிசைகள். ஒவ்வொன்றுக்கும் தயாரிப்பில் தனித்த அலைவரிசை எண்ணும் வாராந்திர அட்டவணையும் உண்டு.',
      readOnly: 'நீங்கள் மெய்நிகர் அலைவரிசைகளைப் பார்க்கலாம், ஆனால் மாற்ற முடியாது.',
      add: 'புதிய மெய்நிகர் அலைவரிசை',
      empty: 'இன்னும் மெய்நிகர் அலைவரிசைகள் இல்லை.',
      columns: {
        name: 'பெயர்',
        number: 'அலைவரிசை எண்',
        zone: 'நேர மண்டலம்',
        status: 'நிலை',
        actions: 'செயல்கள்',
      },
      edit: 'திருத்து',
      schedule: 'அட்டவணை',
      changeNumber: 'அலைவரிசை எண்ணை மாற்று',
      numberDialog: '%{name} இன் அலைவரிசை எண்',
      number: 'அலைவரிசை எண்',
      numberHint: '1 முதல் 99999 வரையிலான முழு எண், இந்தத் தயாரிப்பில் தனித்தது.',
      save: 'சேமி',
      cancel: 'ரத்துசெய்',
      updated: '%{name} க்கான அலைவரிசை எண் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது',
      activeDraft:
        'செயலில் உள்ள வரைவுப் பதிப்பு உள்ளது, அலைவரிசை எண்ணைத் திருத்தும் முன் அந்த வரைவைச் சேமிக்கவும்',
      duplicateTitle: 'நகல் அலைவரிசை எண்',
      duplicateText:
        'அலைவரிசை எண் %{cn} ஏற்கனவே %{holder} ஆல் பயன்படுத்தப்படுகிறது. வேறு எண்ணைத் தேர்வுசெய்யவும்.',
      ok: 'சரி',
    },
  },
};
