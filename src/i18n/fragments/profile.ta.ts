import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './profile';

/** `console.profile.*` in Tamil: the keys of `./profile.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    profile: {
      title: 'எனது சுயவிவரம்',
      roles: 'பங்குகள்: %{roles}',
      guest: 'விருந்தினர் (பங்கு இல்லை)',
      preferences: 'விருப்பத்தேர்வுகள்',
      language: 'மொழி',
      dateFormat: 'தேதி வடிவம்',
      dateFormatOption: '%{format} (எ.கா. %{example})',
      timeZone: 'நேர மண்டலம்',
      saved: 'விருப்பத்தேர்வுகள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன',
    },
  },
};
