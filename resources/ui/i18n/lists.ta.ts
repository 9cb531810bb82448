import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './lists';

/** `console.lists.*` in Tamil: the keys of `./lists.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    lists: {
      create: 'உருவாக்கு',
      search: {
        label: 'தேடு',
        hint: 'தேட குறைந்தது %{min} எழுத்துகளை உள்ளிடவும்',
      },
      status: {
        label: 'நிலை',
        all: 'அனைத்தும்',
      },
      filters: {
        any: 'ஏதேனும்',
        clear: 'வடிகட்டிகளை அழி',
      },
      savedFilters: {
        button: 'சேமித்த வடிகட்டிகள்',
        empty: 'சேமித்த வடிகட்டிகள் இன்னும் இல்லை',
        saveCurrent: 'தற்போதைய வடிகட்டிகளைச் சேமி…',
        dialogTitle: 'வடிகட்டிகளைச் சேமி',
        name: 'பெயர்',
        delete: 'சேமித்த வடிகட்டி %{name} ஐ நீக்கு',
        saved: 'வடிகட்டிகள் "%{name}" எனச் சேமிக்கப்பட்டன',
        deleted: 'சேமித்த வடிகட்டி நீக்கப்பட்டது',
        loadFailed: '%{type} வடிகட்டிகளைப் பெற முடியவில்லை!',
      },
      bulk: {
        publish: 'வெளியிடு',
        archive: 'காப்பகப்படுத்து',
        delete: 'நீக்கு',
        restore: 'வரைவாக மீட்டமை',
        confirmArchiveTitle: 'உருப்படிகளைக் காப்பகப்படுத்து',
        confirmArchive:
          'தேர்ந்தெடுத்த உருப்படியைக் காப்பகப்படுத்தவா? |||| தேர்ந்தெடுத்த %{smart_count} உருப்படிகளைக் காப்பகப்படுத்தவா?',
        confirmDeleteTitle: 'உருப்படிகளை நீக்கு',
        confirmDelete:
          'தேர்ந்தெடுத்த உருப்படியை நீக்கவா? |||| தேர்ந்தெடுத்த %{smart_count} உருப்படிகளை நீக்கவா?',
        progress: 'உருப்படிகள் புதுப்பிக்கப்படுகின்றன: %{count} இல் %{done} முடிந்தது',
        succeeded:
          '%{smart_count} உருப்படி புதுப்பிக்கப்பட்டது |||| %{smart_count} உருப்படிகள் புதுப்பிக்கப்பட்டன',
        failed: 'மொத்தப் புதுப்பிப்பு தோல்வியடைந்தது: %{count} இல் %{failure} உருப்படிகள் புதுப்பிக்கப்படவில்லை',
      },
      empty: {
        title: '%{name} இன்னும் இல்லை',
        createHint: 'தொடங்க முதலாவதை உருவாக்கவும்.',
        viewHint: 'இங்கு இன்னும் எதுவும் சேர்க்கப்படவில்லை.',
      },
      error: {
        title: 'பட்டியலை ஏற்ற முடியவில்லை',
      },
    },
  },
};
