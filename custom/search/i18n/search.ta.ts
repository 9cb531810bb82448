import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './search';

/** `console.search.*` in Tamil: the keys of `./search.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    search: {
      title: 'முழுமையான தேடல்',
      label: 'தரவுக் களஞ்சியத்தில் தேடு',
      placeholder: 'தரவுக் களஞ்சியத்தில் தேடு',
      clear: 'தேடலை அழி',
      popupLabel: 'தரவுக் களஞ்சியத் தேடல் முடிவுகள்',
      dataStore: 'தரவுக் களஞ்சியம்',
      hitsLabel: 'பொருந்தும் உருப்படிகள்',
      processing: 'செயலாக்கப்படுகிறது ...',
      noResults: 'முடிவுகள் எதுவும் கிடைக்கவில்லை',
      showAll: 'எல்லா முடிவுகளையும் காண் (%{count})',
      filters: {
        title: 'முடிவுகளை வடிகட்டு',
        searchAcross: 'தேட வேண்டிய புலங்கள்',
        contentType: 'உள்ளடக்க வகை',
        showMore: 'மேலும் காட்டு',
        showLess: 'குறைவாகக் காட்டு',
        openFilter: 'பட்டியல்களை வடிகட்டு',
        filterLabel: 'வடிகட்டும் உரை',
        filterPlaceholder: 'வடிகட்டு...',
        closeFilter: 'வடிகட்டியை அழித்து மூடு',
        noMatch: 'வடிகட்டிக்குப் பொருந்துவது எதுவும் இல்லை.',
      },
      across: {
        name: 'பெயர்',
        id: 'அடையாள எண்',
        ex_id: 'வெளி அடையாள எண்',
      },
      errors: {
        search: 'தேடல் செயல்பாடு தோல்வியடைந்தது',
        results: 'தேடல் உள்ளடக்கத்தைப் பெற முடியவில்லை!',
        fields: 'முழுமையான தேடல் புல வரைபடங்களைப் பெறுவதில் பிழை',
        filters: 'தேடல் வடிகட்டிகளைச் சேமிக்க முடியவில்லை',
      },
      page: {
        hint: 'மேலே உள்ள தரவுக் களஞ்சியத் தேடல் பெட்டியில் குறைந்தது 3 எழுத்துகளைத் தட்டச்சு செய்து, எல்லா முடிவுகளையும் இங்கே காண Enter விசையை அழுத்தவும்.',
        resultsFor: '“%{term}” க்கான முடிவுகள்',
        tableLabel: 'தேடல் முடிவுகள்',
        columns: {
          name: 'பெயர்',
          type: 'வகையும் நிலையும்',
          id: 'அடையாள எண்',
        },
      },
    },
  },
};
