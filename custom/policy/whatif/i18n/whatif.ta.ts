import type { Translation } from '../../../../kit/i18n/messageTree';
import type { messages as english } from './whatif';

/** `console.whatIf.*` in Tamil: the keys of `./whatif.ts`. */
export const messages: Translation<typeof english> = {
  console: {
    whatIf: {
      title: 'இப்படி இருந்தால்?',
      intro:
        'ஒரு பார்வையாளரை விவரிக்கவும் அல்லது சேமித்த ஆளுருவைத் தேர்ந்தெடுக்கவும்; இந்தக் கொள்கையும் மற்ற கொள்கைகளும் என்ன முடிவு செய்கின்றன என்பதைப் பார்க்கலாம்.',
      contextTitle: 'பார்வையாளர் சூழல்',
      noAttributes:
        'இந்தக் கொள்கைகள் இன்னும் எந்தப் பண்பையும் குறிப்பிடவில்லை: ஒரு பார்வையாளரைச் சோதிக்க ஒரு விதியைச் சேர்க்கவும்.',
      clear: '%{attribute} ஐ அழி',
      notGiven: 'வழங்கப்படவில்லை',
      yes: 'ஆம்',
      no: 'இல்லை',
      arrayHint: 'ஒரு மதிப்பைத் தட்டச்சு செய்து Enter அழுத்தவும்',
      persona: {
        pick: 'சேமித்த ஆளுரு',
        none: 'ஏதுமில்லை (மதிப்புகளை உள்ளிடவும்)',
        save: 'ஆளுருவாகச் சேமி',
        saveTitle: 'சூழலை ஆளுருவாகச் சேமி',
        rename: 'பெயர் மாற்று',
        renameTitle: '%{name} ஆளுருவின் பெயரை மாற்று',
        name: 'ஆளுருவின் பெயர்',
        nameRequired: 'ஒரு பெயரை உள்ளிடவும்',
        delete: 'நீக்கு',
        deleteTitle: '%{name} ஆளுருவை நீக்கவா?',
        deleteContent: 'அதன் சேமித்த சூழல் அனைவருக்கும் நீக்கப்படும். இதைத் திரும்பப் பெற முடியாது.',
        saved: 'ஆளுரு சேமிக்கப்பட்டது',
        renamed: 'ஆளுருவின் பெயர் மாற்றப்பட்டது',
        deleted: 'ஆளுரு நீக்கப்பட்டது',
        readOnly: 'ஆளுருக்களைச் சேமிக்கக் கொள்கைகளைப் புதுப்பிக்கும் உரிமை தேவை.',
      },
      decision: {
        title: 'முடிவு',
        allow: 'அனுமதி',
        deny: 'மறு',
        decidedBy: '%{policy} கொள்கையால் முடிவு செய்யப்பட்டது',
        rule: 'விதி: %{attribute} %{operator} %{value}',
        defaultDeny: 'இந்தப் பார்வையாளரை எந்தக் கொள்கையும் அனுமதிக்கவில்லை.',
        failedIn: 'மிக நெருக்கமான அனுமதிக் கொள்கை: %{policy}',
        failed: 'தோல்வியடைந்த நிபந்தனை: %{attribute} %{operator} %{expected}; வழங்கப்பட்டது: %{actual}',
        editedPolicy: 'இந்தக் கொள்கை',
        broken:
          '%{policy} கொள்கையின் %{rule}-ஆம் விதி (%{attribute}) அதன் வகைக்கு இல்லாத ஒரு செயற்குறியைப் பயன்படுத்துகிறது: முடிவுகளைப் பார்க்க அதைச் சரிசெய்யவும்.',
      },
      personas: {
        title: 'சேமித்த ஆளுருக்கள்',
        empty: 'சேமித்த ஆளுருக்கள் இன்னும் இல்லை: ஒரு பார்வையாளர் சூழலை உள்ளிட்டு அதை ஆளுருவாகச் சேமிக்கவும்.',
        name: 'ஆளுரு',
        decision: 'முடிவு',
        why: 'காரணம்',
        actions: 'செயல்கள்',
        loading: 'ஆளுருக்கள் ஏற்றப்படுகின்றன…',
        loadFailed: 'ஆளுருக்களை ஏற்ற முடியவில்லை.',
      },
      operators: {
        equals: 'சமம்',
        'not-equals': 'சமமில்லை',
        'starts-with': 'இதில் தொடங்குகிறது',
        'ends-with': 'இதில் முடிகிறது',
        'one-of': 'இவற்றில் ஒன்று',
        'none-of': 'இவற்றில் எதுவுமில்லை',
        'greater-than': 'இதைவிட அதிகம்',
        'less-than': 'இதைவிடக் குறைவு',
        before: 'முன்',
        after: 'பின்',
        contains: 'கொண்டுள்ளது',
      },
      types: {
        StringArray: 'பட்டியல்',
        String: 'உரை',
        Number: 'எண்',
        Boolean: 'ஆம்/இல்லை',
        DateTime: 'தேதி மற்றும் நேரம்',
      },
    },
  },
};
