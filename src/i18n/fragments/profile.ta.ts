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
      details: 'விவரங்கள்',
      detailsHelp: 'உள்நுழைவு சேவை உங்கள் கணக்குடன் சேமிக்கிறது.',
      displayName: 'காட்சிப் பெயர்',
      phone: 'தொலைபேசி',
      phoneInvalid: 'இலக்கங்கள், இடைவெளிகள் மற்றும் + - . ( ) மட்டும்',
      notes: 'குறிப்புகள்',
      detailsSaved: 'விவரங்கள் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டன',
      detailsManagedElsewhere:
        'உங்கள் பெயர், தொலைபேசி மற்றும் பிற விவரங்களை உங்கள் நிறுவனத்தின் உள்நுழைவு சேவை (Keycloak) சேமிக்கிறது. அதன் கணக்குக் கட்டுப்பாட்டகத்தில் மாற்றவும்.',
    },
  },
};
