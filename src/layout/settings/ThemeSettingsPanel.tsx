import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Drawer,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useErrorNotifier } from '../../../kit/errors/useErrorNotifier';
import { THEME_PALETTES } from '../../theme/palettes';
import { SELECTABLE_THEMES, isThemeName, type ThemeName } from '../../theme/themes';
import { SHELL_SIZES } from '../shellSizes';
import { useShellUi } from '../ShellUiContext';
import {
  DIRECTIONS,
  LAYOUT_NAMES,
  NAVBAR_POSITIONS,
  type Direction,
  type LayoutConfig,
  type NavbarPosition,
  type ThemeSettings,
} from './themeSettings';
import { useThemeSettings } from './useThemeSettings';

function isLayoutChoice(value: string): value is ThemeSettings['layout']['style'] {
  return (LAYOUT_NAMES as readonly string[]).includes(value);
}

function isNavbarPositionChoice(value: string): value is NavbarPosition {
  return (NAVBAR_POSITIONS as readonly string[]).includes(value);
}

function isDirectionChoice(value: string): value is Direction {
  return (DIRECTIONS as readonly string[]).includes(value);
}

/** A theme's colours at a glance: its page, its paper and its two accents. */
function ThemeSwatch({ name }: { name: ThemeName }) {
  const { background, paper, primary, secondary } = THEME_PALETTES[name];
  return (
    <Box
      data-testid="theme-swatch"
      aria-hidden
      sx={{
        display: 'flex',
        flexShrink: 0,
        width: 28,
        height: 20,
        mr: 1,
        borderRadius: 0.5,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {[background, paper, primary, secondary].map((colour, index) => (
        <Box key={index} sx={{ flex: 1, bgcolor: colour }} />
      ))}
    </Box>
  );
}

/** A labelled switch of the panel. */
function SettingSwitch({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(_event, value) => onChange(value)}
            slotProps={{
              input: hint === undefined ? {} : { 'aria-describedby': hintId },
            }}
          />
        }
        label={label}
      />
      {hint !== undefined && (
        <FormHelperText id={hintId} sx={{ mt: -0.5, mb: 1 }}>
          {hint}
        </FormHelperText>
      )}
    </>
  );
}

/**
 * The Theme Settings panel (sections 2 and 3): a 380 px panel on the right to choose the theme
 * (the eleven of section 9, each with a swatch), the layout, the direction, the navbar's side
 * (left or right), custom scrollbars, animations, which of navbar, toolbar and footer show,
 * whether the navbar is folded and whether the menu is locked. A choice
 * applies at once and is saved (user settings, or local storage for the guest role); a failed
 * save is reported, the choice still applies for the visit.
 */
export function ThemeSettingsPanel() {
  const translate = useTranslate();
  const notifyError = useErrorNotifier();
  const { settingsOpen, setSettingsOpen } = useShellUi();
  const { settings, saveSettings } = useThemeSettings();
  const text = (key: string) => translate(`console.shell.settings.${key}`);

  const choose = (next: ThemeSettings) => {
    saveSettings(next).catch((error: unknown) =>
      notifyError(error, 'console.common.errors.saveFailed'),
    );
  };
  const config = settings.layout.config;
  const chooseConfig = (next: Partial<LayoutConfig>) =>
    choose({ ...settings, layout: { ...settings.layout, config: { ...config, ...next } } });

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
            {text('title')}
          </Typography>
          <IconButton aria-label={text('close')} onClick={() => setSettingsOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <FormControl sx={{ mb: 3, width: '100%' }}>
          <FormLabel id="theme-settings-theme">{text('theme')}</FormLabel>
          <RadioGroup
            aria-labelledby="theme-settings-theme"
            value={settings.theme.main}
            onChange={(_event, value) => {
              if (isThemeName(value)) choose({ ...settings, theme: { main: value } });
            }}
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 1 }}
          >
            {SELECTABLE_THEMES.map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio />}
                label={
                  <Box component="span" sx={{ display: 'flex', alignItems: 'center' }}>
                    <ThemeSwatch name={name} />
                    {text(`themes.${name}`)}
                  </Box>
                }
                sx={{ mr: 0 }}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl sx={{ mb: 3 }}>
          <FormLabel id="theme-settings-layout">{text('layout')}</FormLabel>
          <RadioGroup
            aria-labelledby="theme-settings-layout"
            value={settings.layout.style}
            onChange={(_event, value) => {
              if (isLayoutChoice(value)) {
                choose({ ...settings, layout: { ...settings.layout, style: value } });
              }
            }}
          >
            {LAYOUT_NAMES.map((name) => (
              <FormControlLabel
                key={name}
                value={name}
                control={<Radio />}
                label={text(`layouts.${name}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl sx={{ mb: 3 }}>
          <FormLabel id="theme-settings-direction">{text('direction')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="theme-settings-direction"
            value={settings.direction}
            onChange={(_event, value) => {
              if (isDirectionChoice(value)) choose({ ...settings, direction: value });
            }}
          >
            {DIRECTIONS.map((direction) => (
              <FormControlLabel
                key={direction}
                value={direction}
                control={<Radio />}
                label={text(`directions.${direction}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl sx={{ mb: 3 }}>
          <FormLabel id="theme-settings-navbar-position">{text('navbarPosition')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="theme-settings-navbar-position"
            value={config.navbar.position}
            onChange={(_event, value) => {
              if (isNavbarPositionChoice(value)) {
                chooseConfig({ navbar: { ...config.navbar, position: value } });
              }
            }}
          >
            {NAVBAR_POSITIONS.map((position) => (
              <FormControlLabel
                key={position}
                value={position}
                control={<Radio />}
                label={text(`navbarPositions.${position}`)}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl component="fieldset">
          <FormLabel component="legend">{text('options')}</FormLabel>
          <FormGroup>
            <SettingSwitch
              label={text('customScrollbars')}
              checked={settings.customScrollbars}
              onChange={(customScrollbars) => choose({ ...settings, customScrollbars })}
            />
            <SettingSwitch
              label={text('animations')}
              checked={settings.animations}
              onChange={(animations) => choose({ ...settings, animations })}
            />
            <SettingSwitch
              label={text('navbar')}
              checked={config.navbar.display}
              onChange={(display) => chooseConfig({ navbar: { ...config.navbar, display } })}
            />
            <SettingSwitch
              label={text('foldNavbar')}
              checked={config.navbar.folded}
              onChange={(folded) => chooseConfig({ navbar: { ...config.navbar, folded } })}
              hint={text('foldNavbarHint')}
            />
            <SettingSwitch
              label={text('lockMenu')}
              checked={config.navbar.locked}
              onChange={(locked) => chooseConfig({ navbar: { ...config.navbar, locked } })}
              hint={text('lockMenuHint')}
            />
            <SettingSwitch
              label={text('toolbar')}
              checked={config.toolbar.display}
              onChange={(display) => chooseConfig({ toolbar: { display } })}
            />
            <SettingSwitch
              label={text('footer')}
              checked={config.footer.display}
              onChange={(display) => chooseConfig({ footer: { display } })}
            />
          </FormGroup>
        </FormControl>
      </Box>
    </Drawer>
  );
}
