import { cleanup, screen } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../../../kit/testing/renderInAdmin';
import type { NavItem } from '../../../domain/navigation/navItem';
import { messages as tamilShell } from '../../i18n/fragments/shell.ta';
import { useNavTitle } from './useNavTitle';

const adTags: NavItem = {
  id: 'ad-tag',
  type: 'item',
  titleKey: 'nav.ad-tag',
  title: 'Ad Tag Configurations',
  titles: {
    en: 'Ad Tag Configurations',
    zh: '广告标签配置',
    ms: 'Konfigurasi Tag Iklan',
    ta: 'விளம்பரக் குறிச்சொல் உள்ளமைவுகள்',
  },
  icon: 'LocalOffer',
};
const group: NavItem = {
  id: 'ad-management',
  type: 'group',
  titleKey: 'nav.ad-management',
  title: 'Ad Management',
  icon: 'Campaign',
};

function Titles({ items }: { items: readonly NavItem[] }) {
  const title = useNavTitle();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>{title(item)}</li>
      ))}
    </ul>
  );
}

describe('menu titles', () => {
  afterEach(cleanup);

  it("shows a page's entry in the console's language from the titles its page declares, the shell's groups from the shell's messages", async () => {
    // The shell's Tamil alone: react-admin's own messages are not needed by what is drawn here.
    const messages = tamilShell as unknown as TranslationMessages;
    const tamil = polyglotI18nProvider(() => messages, 'ta', { allowMissing: false });
    renderInAdmin(<Titles items={[adTags, group]} />, { i18nProvider: tamil });
    expect(await screen.findByText('விளம்பரக் குறிச்சொல் உள்ளமைவுகள்')).toBeInTheDocument();
    expect(screen.getByText('விளம்பர மேலாண்மை')).toBeInTheDocument();
  });
});
