import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import { SELECTABLE_THEMES, isThemeName } from '../../theme/themes';
import { SHELL_SIZES } from '../shellSizes';
import { useShellUi } from '../ShellUiContext';
import { LAYOUT_NAMES, type ThemeSettings } from './themeSettings';
import { useThemeSettings } from './useThemeSettings';

function isLayoutChoice(value: string): value is ThemeSettings['layout'] {
  return (LAYOUT_NAMES as readonly string[]).includes(value);
}

/**
 * The Theme Settings panel (section 2): a 380 px panel on the right to choose the theme
 * and the layout. A choice applies at once and is saved (user settings, or local storage
 * for the guest role); a failed save is reported, the choice still applies for the visit.
 */
export function ThemeSettingsPanel() {
  const translate = useTranslate();
  const notifyError = useErrorNotifier();
  const { settingsOpen, setSettingsOpen } = useShellUi();
  const { settings, saveSettings } = useThemeSettings();

  const choose = (next: ThemeSettings) => {
    saveSettings(next).catch((error: unknown) =>
      notifyError(error, 'console.common.errors.saveFailed'),
    );
  };

  return (
    <Drawer
      anchor="right"
      open={settingsOpen}
      onClose={() => setSettingsOpen(false)}
      slotProps={{
        paper: {
          // The panel is a modal dialog named by its title.
          'aria-labelledby': 'theme-settings-title',
          sx: { width: SHELL_SIZES.settingsPanel, maxWidth: '100vw' },
        },
      }}
    >
      <Box component="section" aria-labelledby="theme-settings-title" sx={{ p: 3 }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography id="theme-settings-title" variant="h6" component="h2">
            {translate('console.shell.settings.title')}
          </Typography>
          <IconButton
            aria-label={translate('console.shell.settings.close')}
            onClick={() => setSettingsOpen(false)}
          >
            <CloseIcon />
          </IconButton>
        </Stack>
        <FormControl sx={{ mb: 3 }}>
          <FormLabel id="theme-settings-theme">
            {translate('console.shell.settings.theme')}
          </FormLabel>
          <RadioGroup
            aria-labelledby="theme-settings-theme"
            value={settings.theme}
            onChange={(_event, value) => {
              if (isThemeName(value)) choose({ ...settings, theme: value });
            }}
          >
            {SELECTABLE_THEMES.map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio />}
                label={translate(`console.shell.settings.themes.${name}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="theme-settings-layout">
            {translate('console.shell.settings.layout')}
          </FormLabel>
          <RadioGroup
            aria-labelledby="theme-settings-layout"
            value={settings.layout}
            onChange={(_event, value) => {
              if (isLayoutChoice(value)) choose({ ...settings, layout: value });
            }}
          >
            {LAYOUT_NAMES.map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio />}
                label={translate(`console.shell.settings.layouts.${name}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </Box>
    </Drawer>
  );
}
