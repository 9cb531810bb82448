import type { SupportedLocale } from '../../../domain/languages';
import type { MessageTree } from '../../../kit/i18n/messageTree';
import { PAGE_MESSAGES } from '../../pageMessages';
import type { LanguagePack, LocalePack } from '../localePack';

/**
 * A language's whole pack: its own (`packs/<locale>.ts`) with every bespoke page's messages in
 * that language, by area, each loaded by its page's loader (a chunk of its own). The pages' list
 * of messages comes with the packs, not with the sign-in → dashboard path.
 */
export async function withPageMessages(
  locale: SupportedLocale,
  pack: LanguagePack,
): Promise<LocalePack> {
  const pages: Record<string, MessageTree> = Object.fromEntries(
    await Promise.all(
      PAGE_MESSAGES.map(async (area) => [area.area, await area.load[locale]()] as const),
    ),
  );
  return { ...pack, pages };
}
