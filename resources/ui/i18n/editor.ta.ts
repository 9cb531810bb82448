import type { Translation } from '../../../kit/i18n/messageTree';
import type { messages as english } from './editor';

/** `console.editor.*` in Tamil: the keys of `./editor.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    editor: {
      additionalInfo: {
        open: 'கூடுதல் தகவல்',
        title: 'கூடுதல் தகவல்',
        loadFailed: '%{type} இன் கூடுதல் ui திட்டத்தைப் பெற முடியவில்லை',
      },
      tabs: { details: 'விவரங்கள்', audit: 'தணிக்கை' },
      actions: {
        edit: 'திருத்து',
        save: 'சேமி',
        close: 'மூடு',
        cancel: 'ரத்துசெய்',
        forceUnlock: 'கட்டாயமாகப் பூட்டைத் திற',
        publish: 'வெளியிடு',
        unpublish: 'வெளியீட்டை நீக்கு',
        submit: 'ஒப்புதலுக்குச் சமர்ப்பி',
        restore: 'மீட்டமை',
        archive: 'காப்பகப்படுத்து',
        delete: 'நீக்கு',
        purge: 'முழுமையாக அழி',
      },
      confirm: {
        publish: {
          title: 'இந்த %{type} ஐ வெளியிடவா?',
          content: 'இந்தப் பதிப்பு வெளியிடப்பட்ட பதிப்பாகும்.',
        },
        unpublish: {
          title: 'இந்த %{type} இன் வெளியீட்டை நீக்கவா?',
          content: 'வெளியிடப்பட்ட பதிப்பு வரைவாகத் திரும்பும்.',
        },
        submit: {
          title: 'இந்த %{type} ஐ ஒப்புதலுக்குச் சமர்ப்பிக்கவா?',
          content: 'ஒப்புதலாளர் அதை வெளியிடுவார்.',
        },
        restore: { title: 'இந்த %{type} ஐ மீட்டமைக்கவா?', content: 'இந்தப் பதிப்பு வரைவாகத் திரும்பும்.' },
        archive: {
          title: 'இந்த %{type} ஐக் காப்பகப்படுத்தவா?',
          content: 'இந்தப் பதிப்பு காப்பகப்படுத்தப்பட்டு இனி கிடைக்காது.',
        },
        delete: { title: 'இந்த %{type} ஐ நீக்கவா?', content: 'இந்தப் பதிப்பு நீக்கப்பட்டதாகக் குறிக்கப்படும்.' },
        purge: {
          title: 'இந்த %{type} ஐ முழுமையாக அழிக்கவா?',
          content: 'அழிக்கப்பட்ட உள்ளடக்கத்தை இனி மாற்ற முடியாது.',
        },
        forceUnlock: {
          title: 'கட்டாயமாகப் பூட்டைத் திறக்கவா?',
          content: '%{name} இந்த %{type} ஐத் திருத்துகிறார். அவரது சேமிக்கப்படாத மாற்றங்கள் இழக்கப்படலாம்.',
        },
        discard: {
          title: 'உங்கள் மாற்றங்களைக் கைவிடவா?',
          content: 'சேமிக்கப்படாத உங்கள் மாற்றங்கள் இழக்கப்படும்.',
        },
      },
      version: {
        label: 'பதிப்பு',
        newDraft: 'புதிய வரைவு',
        status: {
          published: 'வெளியிடப்பட்டது',
          draft: 'வரைவு',
          archived: 'காப்பகப்படுத்தப்பட்டது',
          purged: 'முழுமையாக நீக்கப்பட்டது',
          deleted: 'நீக்கப்பட்டது',
          'pre-draft': 'முன்-வரைவு',
          pending: 'ஒப்புதலுக்குக் காத்திருக்கிறது',
        },
      },
      lock: {
        lockedBy: '%{name} ஆல் பூட்டப்பட்டது',
      },
      conflict: {
        title: 'இந்த உள்ளடக்கம் மாற்றப்பட்டுள்ளது',
        hint: 'உங்கள் மாற்றங்களைச் சமீபத்திய பதிப்பின் மேல் நகலெடுக்க அவற்றை வைத்திருங்கள் (பின்னர் மீண்டும் சேமியுங்கள்), அல்லது அவற்றைக் கைவிட்டு மீண்டும் ஏற்றுங்கள்.',
        keepMine: 'என் மாற்றங்களை வைத்திரு',
        discard: 'கைவிட்டு மீண்டும் ஏற்று',
        fallback: 'நீங்கள் திறந்த பிறகு இந்த உள்ளடக்கத்தை வேறொருவர் மாற்றியுள்ளார்.',
      },
      audit: {
        who: 'மாற்றியவர்',
        when: 'எப்போது',
        versions: 'பதிப்புகள் (முந்தையது → தற்போதையது)',
        action: 'செயல்',
        changes: 'மாற்றங்கள்',
        actions: {
          create: 'உருவாக்கப்பட்டது',
          update: 'புதுப்பிக்கப்பட்டது',
          bulkupdate: 'மொத்தப் புதுப்பிப்பு',
          forceUnlock: 'பூட்டு வலுக்கட்டாயமாகத் திறக்கப்பட்டது',
          published: 'வெளியிடப்பட்டது',
          status: 'நிலை → %{status}',
        },
        field: '%{field}:',
        fieldInLanguage: '%{field} (%{language}):',
        showAll: 'அனைத்தையும் காட்டு',
        showLess: 'குறைவாகக் காட்டு',
        empty: 'தணிக்கைப் பதிவுகள் இல்லை',
        loadFailed: 'தரவைப் பெற முடியவில்லை',
      },
      errors: {
        createFailed: 'உருவாக்கும் செயல் தோல்வியடைந்தது!',
        updateFailed: 'புதுப்பிக்கும் செயல் தோல்வியடைந்தது',
        deleteFailed: 'நீக்கும் செயல் தோல்வியடைந்தது',
      },
      form: { noCreatePermission: 'இந்த உள்ளடக்கத்தை உருவாக்க உங்களுக்கு அனுமதி இல்லை.' },
      table: {
        row: 'வரிசை %{number}',
        cell: '%{column} (%{row})',
        deleteRow: '%{row} நீக்கு',
        actions: 'செயல்கள்',
      },
      array: {
        addTooltip: '%{label} இல் சேர்',
        addAriaLabel: '%{label} இல் சேர்க்கும் பொத்தான்',
        removeTooltip: 'நீக்கு',
        removeAriaLabel: 'நீக்கும் பொத்தான்',
        upAriaLabel: 'உருப்படியை மேலே நகர்த்து',
        up: 'மேலே',
        down: 'கீழே',
        downAriaLabel: 'உருப்படியைக் கீழே நகர்த்து',
        noDataMessage: 'தரவு இல்லை',
        noSelection: 'எதுவும் தேர்ந்தெடுக்கப்படவில்லை',
        deleteDialogTitle: 'நீக்குவதை உறுதிசெய்',
        deleteDialogMessage: 'தேர்ந்தெடுத்த பதிவை நிச்சயமாக நீக்கவா?',
        deleteDialogAccept: 'ஆம்',
        deleteDialogDecline: 'இல்லை',
      },
    },
  },
};
