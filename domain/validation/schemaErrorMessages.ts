import type { SupportedLocale } from '../languages';

/**
 * What a JSON Schema validator (ajv) reports of one failure: the keyword that failed and its
 * params (`limit`, `format`, `type`, `pattern` ...). Both ajv's `ErrorObject` and JSON Forms'
 * errors have this shape.
 */
export interface SchemaErrorLike {
  keyword: string;
  params?: unknown;
}

/** The plain-words messages, one per failure kind, in each UI language. */
type MessageKey =
  | 'required'
  | 'empty'
  | 'minLength'
  | 'maxLength'
  | 'letterOrDigit'
  | 'pattern'
  | 'format'
  | 'oneEntry'
  | 'minItems'
  | 'maxItems'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'multipleOf'
  | 'type'
  | 'enum'
  | 'additionalProperties'
  | 'uniqueItems'
  | 'invalid';

type TypeName = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';
type FormatName = 'date-time' | 'date' | 'time' | 'uri' | 'email';

interface LanguageMessages {
  messages: Record<MessageKey, string>;
  types: Record<TypeName, string>;
  formats: Record<FormatName, string>;
}

/**
 * The one message map from a schema failure to words a person reads, in the four UI languages.
 * The editor's forms show these next to the field (JSON Forms' error translation) and the server
 * writes the English ones into its 400 envelopes' error descriptions.
 */
export const SCHEMA_ERROR_MESSAGES: Readonly<Record<SupportedLocale, LanguageMessages>> = {
  en: {
    messages: {
      required: 'is required',
      empty: 'must not be empty',
      minLength: 'must have at least %{limit} characters',
      maxLength: 'must have at most %{limit} characters',
      letterOrDigit: 'must contain at least one letter or digit',
      pattern: 'is not in the expected format',
      format: 'must be a valid %{format}',
      oneEntry: 'needs at least one entry',
      minItems: 'must have at least %{limit} entries',
      maxItems: 'must have at most %{limit} entries',
      minimum: 'must be at least %{limit}',
      maximum: 'must be at most %{limit}',
      exclusiveMinimum: 'must be more than %{limit}',
      exclusiveMaximum: 'must be less than %{limit}',
      multipleOf: 'must be a multiple of %{multipleOf}',
      type: 'must be %{type}',
      enum: 'must be one of the allowed values',
      additionalProperties: 'is not a known field',
      uniqueItems: 'must not contain the same entry twice',
      invalid: 'is not valid',
    },
    types: {
      string: 'text',
      number: 'a number',
      integer: 'a whole number',
      boolean: 'yes or no',
      array: 'a list',
      object: 'an object',
      null: 'empty',
    },
    formats: {
      'date-time': 'date and time',
      date: 'date',
      time: 'time',
      uri: 'web address',
      email: 'email address',
    },
  },
  zh: {
    messages: {
      required: '为必填项',
      empty: '不能为空',
      minLength: '至少需要 %{limit} 个字符',
      maxLength: '最多只能有 %{limit} 个字符',
      letterOrDigit: '必须至少包含一个字母或数字',
      pattern: '格式不正确',
      format: '必须是有效的%{format}',
      oneEntry: '至少需要一项',
      minItems: '至少需要 %{limit} 项',
      maxItems: '最多只能有 %{limit} 项',
      minimum: '不能小于 %{limit}',
      maximum: '不能大于 %{limit}',
      exclusiveMinimum: '必须大于 %{limit}',
      exclusiveMaximum: '必须小于 %{limit}',
      multipleOf: '必须是 %{multipleOf} 的倍数',
      type: '必须是%{type}',
      enum: '必须是允许的值之一',
      additionalProperties: '不是已知的字段',
      uniqueItems: '不能包含重复的项',
      invalid: '无效',
    },
    types: {
      string: '文本',
      number: '数字',
      integer: '整数',
      boolean: '是或否',
      array: '列表',
      object: '对象',
      null: '空值',
    },
    formats: {
      'date-time': '日期和时间',
      date: '日期',
      time: '时间',
      uri: '网址',
      email: '电子邮件地址',
    },
  },
  ms: {
    messages: {
      required: 'diperlukan',
      empty: 'tidak boleh kosong',
      minLength: 'mesti mempunyai sekurang-kurangnya %{limit} aksara',
      maxLength: 'mesti mempunyai paling banyak %{limit} aksara',
      letterOrDigit: 'mesti mengandungi sekurang-kurangnya satu huruf atau digit',
      pattern: 'tidak dalam format yang dijangka',
      format: 'mesti %{format} yang sah',
      oneEntry: 'memerlukan sekurang-kurangnya satu entri',
      minItems: 'mesti mempunyai sekurang-kurangnya %{limit} entri',
      maxItems: 'mesti mempunyai paling banyak %{limit} entri',
      minimum: 'mesti sekurang-kurangnya %{limit}',
      maximum: 'mesti paling banyak %{limit}',
      exclusiveMinimum: 'mesti lebih daripada %{limit}',
      exclusiveMaximum: 'mesti kurang daripada %{limit}',
      multipleOf: 'mesti gandaan %{multipleOf}',
      type: 'mesti %{type}',
      enum: 'mesti salah satu nilai yang dibenarkan',
      additionalProperties: 'bukan medan yang dikenali',
      uniqueItems: 'tidak boleh mengandungi entri yang sama dua kali',
      invalid: 'tidak sah',
    },
    types: {
      string: 'teks',
      number: 'nombor',
      integer: 'nombor bulat',
      boolean: 'ya atau tidak',
      array: 'senarai',
      object: 'objek',
      null: 'kosong',
    },
    formats: {
      'date-time': 'tarikh dan masa',
      date: 'tarikh',
      time: 'masa',
      uri: 'alamat web',
      email: 'alamat e-mel',
    },
  },
  ta: {
    messages: {
      required: 'கட்டாயம் தேவை',
      empty: 'காலியாக இருக்கக்கூடாது',
      minLength: 'குறைந்தது %{limit} எழுத்துகள் இருக்க வேண்டும்',
      maxLength: 'அதிகபட்சம் %{limit} எழுத்துகள் மட்டுமே இருக்கலாம்',
      letterOrDigit: 'குறைந்தது ஓர் எழுத்து அல்லது எண் இருக்க வேண்டும்',
      pattern: 'எதிர்பார்த்த வடிவத்தில் இல்லை',
      format: 'சரியான %{format} ஆக இருக்க வேண்டும்',
      oneEntry: 'குறைந்தது ஒரு பதிவு தேவை',
      minItems: 'குறைந்தது %{limit} பதிவுகள் இருக்க வேண்டும்',
      maxItems: 'அதிகபட்சம் %{limit} பதிவுகள் மட்டுமே இருக்கலாம்',
      minimum: 'குறைந்தது %{limit} ஆக இருக்க வேண்டும்',
      maximum: 'அதிகபட்சம் %{limit} ஆக இருக்கலாம்',
      exclusiveMinimum: '%{limit}-ஐ விட அதிகமாக இருக்க வேண்டும்',
      exclusiveMaximum: '%{limit}-ஐ விட குறைவாக இருக்க வேண்டும்',
      multipleOf: '%{multipleOf}-இன் மடங்காக இருக்க வேண்டும்',
      type: '%{type} ஆக இருக்க வேண்டும்',
      enum: 'அனுமதிக்கப்பட்ட மதிப்புகளில் ஒன்றாக இருக்க வேண்டும்',
      additionalProperties: 'அறியப்பட்ட புலம் அல்ல',
      uniqueItems: 'ஒரே பதிவு இருமுறை இருக்கக்கூடாது',
      invalid: 'செல்லாது',
    },
    types: {
      string: 'உரை',
      number: 'எண்',
      integer: 'முழு எண்',
      boolean: 'ஆம் அல்லது இல்லை',
      array: 'பட்டியல்',
      object: 'பொருள்',
      null: 'வெற்று மதிப்பு',
    },
    formats: {
      'date-time': 'தேதி மற்றும் நேரம்',
      date: 'தேதி',
      time: 'நேரம்',
      uri: 'இணைய முகவரி',
      email: 'மின்னஞ்சல் முகவரி',
    },
  },
};

/**
 * The catalogue's name pattern (resources/_defs/localizedNames.json): at least one letter or digit
 * in any script. Said in words rather than as 'invalid format'.
 */
const LETTER_OR_DIGIT_PATTERN = '[\\p{L}\\p{N}]';

function param(error: SchemaErrorLike, name: string): unknown {
  const { params } = error;
  return typeof params === 'object' && params !== null
    ? (params as Record<string, unknown>)[name]
    : undefined;
}

function hasKey<K extends string>(map: Record<K, string>, key: unknown): key is K {
  return typeof key === 'string' && Object.prototype.hasOwnProperty.call(map, key);
}

/** Which message a failure gets, and the values it interpolates (not yet localized). */
function classify(error: SchemaErrorLike): { key: MessageKey; values: Record<string, unknown> } {
  const limit = param(error, 'limit');
  switch (error.keyword) {
    case 'required':
      return { key: 'required', values: {} };
    case 'minLength':
      return { key: limit === 1 ? 'empty' : 'minLength', values: { limit } };
    case 'minItems':
      return { key: limit === 1 ? 'oneEntry' : 'minItems', values: { limit } };
    case 'pattern':
      return {
        key: param(error, 'pattern') === LETTER_OR_DIGIT_PATTERN ? 'letterOrDigit' : 'pattern',
        values: {},
      };
    case 'format':
      return { key: 'format', values: { format: param(error, 'format') } };
    case 'type':
      return { key: 'type', values: { type: param(error, 'type') } };
    case 'enum':
    case 'const':
      return { key: 'enum', values: {} };
    case 'maxLength':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { key: error.keyword, values: { limit } };
    case 'multipleOf':
      return { key: 'multipleOf', values: { multipleOf: param(error, 'multipleOf') } };
    case 'additionalProperties':
    case 'unevaluatedProperties':
      return { key: 'additionalProperties', values: {} };
    case 'uniqueItems':
      return { key: 'uniqueItems', values: {} };
    default:
      return { key: 'invalid', values: {} };
  }
}

/**
 * The failure in plain words in `locale` (English by default), e.g. an empty name's minLength 1
 * is 'must not be empty', a type failure 'must be a whole number'. Type and format names are
 * said in the same language; an unknown keyword gets 'is not valid'.
 */
export function describeSchemaError(
  error: SchemaErrorLike,
  locale: SupportedLocale = 'en',
): string {
  const language = SCHEMA_ERROR_MESSAGES[locale];
  const { key, values } = classify(error);
  return language.messages[key].replace(/%\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (name === 'type' && hasKey(language.types, value)) return language.types[value];
    if (name === 'format' && hasKey(language.formats, value)) return language.formats[value];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
}

/**
 * The failures worth showing for one field: a value that fails 'must not be empty' (or 'is
 * required') also fails its pattern and length checks, which say nothing more, so only the
 * first kind is kept then. Order is the validator's.
 */
export function fieldErrorsWorthShowing<T extends SchemaErrorLike>(errors: readonly T[]): T[] {
  const emptiness = errors.find(
    (error) =>
      error.keyword === 'required' ||
      (error.keyword === 'minLength' && param(error, 'limit') === 1),
  );
  return emptiness ? [emptiness] : [...errors];
}

/**
 * The failure said of a named field, e.g. 'Buffer (seconds) is required', '缓冲（秒）为必填项':
 * the field's label (already in `locale`) before the failure's words, joined as the language
 * joins them (Chinese without a space).
 */
export function describeFieldError(
  label: string,
  error: SchemaErrorLike,
  locale: SupportedLocale = 'en',
): string {
  return `${label}${locale === 'zh' ? '' : ' '}${describeSchemaError(error, locale)}`;
}
