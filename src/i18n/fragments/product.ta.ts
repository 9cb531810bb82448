import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './product';

/** `console.product.*` in Tamil: the keys of `./product.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    product: {
      notEntitled: '%{name} எந்தத் தயாரிப்பையும் பயன்படுத்த உரிமை பெறவில்லை',
      loading: 'உங்கள் தயாரிப்புகள் ஏற்றப்படுகின்றன…',
      menuLabel: 'தயாரிப்பு',
      switchFrom: '%{name}, தயாரிப்பை மாற்று',
      createNew: 'புதிய தயாரிப்பை உருவாக்கு',
      dialogTitle: 'புதிய தயாரிப்பு',
      nameLabel: 'தயாரிப்புப் பெயர்',
      nameRequired: 'தயாரிப்புப் பெயர் தேவை',
      save: 'சேமி',
      cancel: 'ரத்துசெய்',
      created: 'தயாரிப்பு வெற்றிகரமாக உருவாக்கப்பட்டது!',
      createFailed: 'உருவாக்கும் செயல் தோல்வியடைந்தது!',
      signOut: 'வெளியேறு',
    },
  },
};
