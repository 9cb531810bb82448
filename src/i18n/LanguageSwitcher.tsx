import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { HoverTooltip } from '../../kit/feedback/HoverTooltip';
import { useState, type MouseEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { loadMessages } from './i18nProvider';
import type { SupportedLocale } from '../../domain/languages';
import { storeLocale } from '../../authProvider/localeMemory';
import { useOfferedLanguages } from './useOfferedLanguages';

/**
 * The toolbar's language menu: an icon button opening the languages the config service offers
 * (the four defaults when its language config fails; `useOfferedLanguages`), each named in its own
 * script. Choosing one switches react-admin's locale and saves it to localStorage ('locale') so
 * the next visit starts in it (see `resolveInitialLocale`). A language chosen for the first time
 * is loaded before the switch, so the whole screen changes at once (content names follow the
 * locale at once, messages only once loaded).
 */
export function LanguageSwitcher() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const languages = useOfferedLanguages();
  const label = translate('console.common.language');

  const choose = (next: SupportedLocale) => {
    setAnchor(null);
    storeLocale(next);
    // On a failed load the switch goes ahead: react-admin then reports the i18n error.
    const switchLanguage = () => setLocale(next);
    loadMessages(next).then(switchLanguage, switchLanguage);
  };

  return (
    <>
      <HoverTooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? 'console-language-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <TranslateIcon />
        </IconButton>
      </HoverTooltip>
      <Menu
        id="console-language-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
      >
        {languages.map((entry) => (
          <MenuItem
            key={entry.locale}
            lang={entry.locale}
            selected={entry.locale === locale}
            onClick={() => choose(entry.locale)}
          >
            <ListItemText>{entry.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
