import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './dashboard';

/** `console.dashboard.*` in Tamil: the keys of `./dashboard.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    dashboard: {
      title: 'முகப்புப் பலகை',
      countsLabel: 'உள்ளடக்க எண்ணிக்கைகள்',
      types: {
        channel: 'அலைவரிசைகள்',
        movie: 'திரைப்படங்கள்',
        tvseries: 'தொலைக்காட்சித் தொடர்கள்',
        tvseason: 'தொலைக்காட்சிப் பருவங்கள்',
        tvepisode: 'தொலைக்காட்சி அத்தியாயங்கள்',
      },
      recent: {
        title: 'சமீபத்தில் புதுப்பிக்கப்பட்டவை',
        empty: 'இதுவரை எதுவும் புதுப்பிக்கப்படவில்லை.',
        updated: '%{type} · %{date} அன்று புதுப்பிக்கப்பட்டது',
      },
    },
  },
};
