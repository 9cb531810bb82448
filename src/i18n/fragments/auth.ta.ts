import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './auth';

/** `console.auth.*` in Tamil: the keys of `./auth.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    auth: {
      loadingConfiguration: 'கன்சோல் ஏற்றப்படுகிறது…',
      signingIn: 'உள்நுழைகிறது…',
      loadingTypes: 'பட்டியல் ஏற்றப்படுகிறது…',
      bootFailed: 'கன்சோலைத் தொடங்க முடியவில்லை',
      signInFailed: 'உள்நுழைவுச் சேவையை அணுக முடியவில்லை.',
      typesFailed: 'பட்டியல் வகைகளை ஏற்ற முடியவில்லை.',
      invalidAccessToken: 'அணுகல் டோக்கன் செல்லாது',
      retry: 'மீண்டும் முயல்க',
      details: 'விவரங்கள்',
      loginRedirect: {
        title: 'அணுக வேறு கணக்கு தேவை',
        message:
          'உங்கள் கணக்கிற்கு %{path} பக்கத்தைத் திறக்கும் பங்கு எதுவும் இல்லை. அணுகல் உள்ள கணக்கில் உள்நுழையவும், அல்லது நிர்வாகியிடம் பங்கு வழங்குமாறு கேட்கவும்.',
        messageNoPath:
          'உங்கள் கணக்கிற்கு இந்தப் பக்கத்தைத் திறக்கும் பங்கு எதுவும் இல்லை. அணுகல் உள்ள கணக்கில் உள்நுழையவும், அல்லது நிர்வாகியிடம் பங்கு வழங்குமாறு கேட்கவும்.',
        signIn: 'மீண்டும் உள்நுழைக',
        signOut: 'வெளியேறு',
        home: 'டாஷ்போர்டுக்குச் செல்க',
      },
    },
  },
};
