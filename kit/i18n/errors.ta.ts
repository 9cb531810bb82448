import type { Translation } from './messageTree';
import type { messages as english } from './errors';

/** `console.errors.*` in Tamil: the keys of `./errors.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    errors: {
      dialog: {
        title: 'பிழை',
        showDetails: 'விவரங்களைக் காட்டு...',
        hideDetails: 'விவரங்களை மறை',
        detailsLabel: 'பிழை விவரங்கள்',
        code: 'குறியீடு %{code}',
        ok: 'சரி',
      },
      fallback: {
        menuItems: 'பட்டி உருப்படிகளைப் பெறுவதில் பிழை',
      },
      notFound: {
        title: 'பக்கம் கிடைக்கவில்லை',
        message: 'நீங்கள் கேட்ட பக்கம் இல்லை அல்லது இடம் மாற்றப்பட்டது.',
        backToDashboard: 'முகப்புப் பலகைக்குத் திரும்பு',
      },
    },
  },
};
