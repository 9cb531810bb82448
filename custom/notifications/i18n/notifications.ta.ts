import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './notifications';

/** `console.notifications.*` in Tamil: the keys of `./notifications.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    notifications: {
      title: 'அறிவிப்புகள்',
      bell: {
        label: 'பணி அறிவிப்புகள்',
        unseen: 'பணி அறிவிப்புகள்: புதிய பணிகள் உள்ளன',
        heading: 'பணி நிலை',
        empty: 'நிலைப் பதிவு எதுவும் கிடைக்கவில்லை',
        openPage: 'அறிவிப்புப் பக்கத்தைத் திற',
      },
      jobTitle: '%{action} · %{smart_count} %{type}',
      actions: {
        archive: 'காப்பகப்படுத்தல்',
        publish: 'வெளியீடு',
        delete: 'நீக்கம்',
        restore: 'வரைவாக மீட்டமைத்தல்',
        update: 'மொத்தப் புதுப்பிப்பு',
        episodesort: 'அத்தியாய வரிசைப்படுத்தல்',
      },
      states: {
        failed: 'தோல்வி',
        'in-progress': 'நடந்து கொண்டிருக்கிறது',
        complete: 'முடிந்தது',
      },
      progress: '%{progress} வெற்றி',
      page: {
        intro:
          'உங்கள் மொத்தப் புதுப்பிப்புகளும் அத்தியாய வரிசைப்படுத்தல் பணிகளும், புதியவை முதலில். பணிகள் இயங்கும்போது முன்னேற்றம் புதுப்பிக்கப்படும்.',
        columns: {
          job: 'பணி',
          status: 'நிலை',
          progress: 'வெற்றி / மொத்தம்',
          failures: 'தோல்வி',
          failedItems: 'தோல்வியடைந்த உருப்படிகளும் காரணங்களும்',
          started: 'தொடங்கியது',
          updated: 'புதுப்பிக்கப்பட்டது',
        },
        none: 'எதுவுமில்லை',
        openItem: '%{id} ஐ அதன் திருத்தியில் திற',
        empty: 'நிலைப் பதிவு எதுவும் கிடைக்கவில்லை',
        loadFailed: 'தரவைப் பெற முடியவில்லை',
        rowsPerPage: 'ஒரு பக்கத்துக்குப் பணிகள்',
        pageOf: '%{count} இல் %{from}–%{to}',
        nextPage: 'அடுத்த பக்கத்துக்குச் செல்',
        previousPage: 'முந்தைய பக்கத்துக்குச் செல்',
      },
    },
  },
};
