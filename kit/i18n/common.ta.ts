import type { Translation } from './messageTree';
import type { messages as english } from './common';

/** `console.common.*` in Tamil: the keys of `./common.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    common: {
      save: 'சேமி',
      cancel: 'ரத்துசெய்',
      ok: 'சரி',
      close: 'மூடு',
      retry: 'மீண்டும் முயல்',
      add: 'சேர்',
      edit: 'திருத்து',
      delete: 'நீக்கு',
      back: 'பின்செல்',
      refresh: 'மீண்டும் ஏற்று',
      search: 'தேடு',
      confirm: 'உறுதிசெய்',
      yes: 'ஆம்',
      no: 'இல்லை',
      loading: 'செயலாக்கப்படுகிறது ...',
      noResults: 'முடிவுகள் எதுவும் கிடைக்கவில்லை',
      showDetails: 'விவரங்களைக் காட்டு...',
      hideDetails: 'விவரங்களை மறை',
      details: 'விவரங்கள்',
      code: 'குறியீடு',
      description: 'விளக்கம்',
      language: 'மொழி',
      languages: {
        en: 'English',
        zh: '中文',
        ms: 'Bahasa Melayu',
        ta: 'தமிழ்',
      },
      errors: {
        requestFailed: 'கோரிக்கை தோல்வியடைந்தது',
        networkRequestFailed: 'பிணையக் கோரிக்கை தோல்வியடைந்தது',
        networkError: 'பிணையப் பிழை',
        retrieveDataFailed: 'தரவைப் பெற முடியவில்லை',
        retrieveItemFailed: '%{id}-ஐப் பெற முடியவில்லை',
        fetchFailed: 'பெறுதல் தோல்வியடைந்தது',
        fetchTypeFailed: '%{type} பெறுதல் தோல்வியடைந்தது',
        createFailed: 'உருவாக்கும் செயல் தோல்வியடைந்தது!',
        saveFailed: 'சேமிக்கும் செயல் தோல்வியடைந்தது!',
        updateFailed: 'புதுப்பிக்கும் செயல் தோல்வியடைந்தது',
        deleteFailed: 'நீக்கும் செயல் தோல்வியடைந்தது',
        cancelFailed: 'ரத்துசெய்யும் செயல் தோல்வியடைந்தது!',
        filterFailed: 'வடிகட்டும் செயல் தோல்வியடைந்தது!',
        searchFailed: 'தேடல் செயல் தோல்வியடைந்தது',
      },
      success: {
        created: '%{type} வெற்றிகரமாக உருவாக்கப்பட்டது!',
        updated: '%{type} வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது!',
        deleted: '%{type} வெற்றிகரமாக நீக்கப்பட்டது!',
      },
    },
  },
};
