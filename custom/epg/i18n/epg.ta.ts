import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './epg';

/** `console.epg.*` in Tamil: the keys of `./epg.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    epg: {
      title: 'மின்னணு நிகழ்ச்சி வழிகாட்டி',
      intro:
        'ஒவ்வொரு நேரலை அலைவரிசையின் ஒரு நாளுக்கான வழிகாட்டி. அதன் நிலையத்திலிருந்து ஒரு நாளைத் தேவைக்கேற்ப உள்ளீர்க்கவும்; முடிந்த அல்லது ரத்துசெய்யப்பட்ட உள்ளீர்ப்பை மீண்டும் செயலாக்கலாம்.',
      readOnly: 'நீங்கள் வழிகாட்டியைப் பார்க்கலாம், ஆனால் உள்ளீர்க்கவோ மாற்றவோ முடியாது.',
      day: 'நாள் (UTC)',
      refresh: 'புதுப்பி',
      empty: 'இந்தத் தயாரிப்பில் நேரலை அலைவரிசைகள் இல்லை.',
      columns: {
        number: 'எண்',
        channel: 'அலைவரிசை',
        status: 'உள்ளீர்ப்பு',
        airings: 'ஒளிபரப்புகள்',
        guide: 'வழிகாட்டி',
        actions: 'செயல்கள்',
      },
      status: {
        none: 'உள்ளீர்க்கப்படவில்லை',
        processing: 'செயலாக்கத்தில்',
        progress: 'செயலாக்கத்தில் %{success}/%{count}',
        completed: 'முடிந்தது',
        cancelled: 'ரத்துசெய்யப்பட்டது',
        failed: 'தோல்வி',
      },
      airingCount: '%{smart_count} ஒளிபரப்பு |||| %{smart_count} ஒளிபரப்புகள்',
      reprocess: 'மீண்டும் செயலாக்கு',
      cancel: 'மறுசெயலாக்கத்தை ரத்துசெய்',
      station: 'நிலையம்',
      start: 'தொடக்கம்',
      dialogTitle: '%{title} வழிகாட்டியை மீண்டும் செயலாக்கு',
      submit: 'தொடங்கு',
      close: 'மூடு',
      notify: {
        started: 'வெற்றி! %{title} க்கான EPG மறுசெயலாக்கம் தொடங்கப்பட்டது',
        eventStarted: 'வெற்றி! %{title} க்கான நிகழ்வு மறுசெயலாக்கம் தொடங்கப்பட்டது',
        cancelled: '%{title} க்கான மறுசெயலாக்கம் வெற்றிகரமாக ரத்துசெய்யப்பட்டது!',
        failed: 'EPG மறுசெயலாக்கம் தோல்வியடைந்தது',
        eventFailed: 'நிகழ்வு மறுசெயலாக்கம் தோல்வியடைந்தது',
        cancelFailed: 'ரத்துசெய்யும் செயல் தோல்வியடைந்தது!',
      },
      event: {
        title: 'நிகழ்வு மறுசெயலாக்கம்',
        intro: 'ஒரு விளையாட்டு நிகழ்வின் வழிகாட்டி உள்ளீட்டை அதன் அணிகளில் ஒன்றுக்காக மீண்டும் செயலாக்கவும்.',
        eventId: 'நிகழ்வு அடையாளம்',
        teamId: 'அணி அடையாளம்',
        submit: 'நிகழ்வை மீண்டும் செயலாக்கு',
        status: '%{title} நிலை',
      },
      guideLabel: '%{title}, %{start}-%{end} (ஒ.ச.நே)',
    },
  },
};
