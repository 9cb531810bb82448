import type { SupportedLocale } from '../../../domain/languages';
import type { MessageTree } from '../../../kit/i18n/messageTree';

/** A resource catalogue file (`resources/_i18n/<locale>.json`): flat dotted keys to labels. */
export type FlatLabels = Readonly<Record<string, string>>;

const RESOURCE_NAME = /^resources\.([^.]+)\.name$/;

/**
 * react-admin asks for `resources.<type>.name` with a `smart_count` and expects polyglot's
 * 'Singular |||| Plural'. The catalogue keeps the two words apart (`.name`, `.plural`), so the name
 * becomes the pair; Chinese has one form. `.plural` stays too, for screens that want the word alone.
 */
function withPluralNames(labels: FlatLabels, locale: SupportedLocale): Map<string, string> {
  const result = new Map(Object.entries(labels));
  for (const [key, singular] of Object.entries(labels)) {
    const type = RESOURCE_NAME.exec(key)?.[1];
    if (type === undefined || locale === 'zh') continue;
    const plural = labels[`resources.${type}.plural`];
    if (plural !== undefined) result.set(key, `${singular} |||| ${plural}`);
  }
  return result;
}

/**
 * Turns dotted keys into nested objects. The catalogue labels a parent and its children alike
 * (`fields.avl` 'Availability', `fields.avl.con` 'Condition'), which one object cannot hold; so the
 * child keeps the rest of its path as a dotted key beside the parent's label
 * (`fields: { avl: 'Availability', 'avl.con': 'Condition' }`) — polyglot joins it back to
 * `fields.avl.con` when it flattens the phrases.
 */
export function nestLabels(labels: ReadonlyMap<string, string>): MessageTree {
  const root: MessageTree = {};
  // Shorter paths first, so a parent's label is in place before its children arrive.
  const keys = [...labels.keys()].sort((a, b) => a.split('.').length - b.split('.').length);
  for (const key of keys) {
    const value = labels.get(key);
    if (value === undefined) continue;
    const segments = key.split('.');
    let node = root;
    let depth = 0;
    for (; depth < segments.length - 1; depth += 1) {
      const segment = segments[depth] ?? '';
      const child = node[segment];
      if (typeof child === 'string') break;
      if (child === undefined) {
        const created: MessageTree = {};
        node[segment] = created;
        node = created;
      } else {
        node = child;
      }
    }
    node[segments.slice(depth).join('.')] = value;
  }
  return root;
}

/** The catalogue's labels for one locale, nested and with react-admin's plural resource names. */
export function catalogueMessages(labels: FlatLabels, locale: SupportedLocale): MessageTree {
  return nestLabels(withPluralNames(labels, locale));
}
