import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { displayedVersion } from './footerVersion';
import { useShellConfig } from './ShellConfigContext';

/** The footer: '© {current year}' and the build version when one is set (not a placeholder). */
export function ConsoleFooter() {
  const translate = useTranslate();
  const version = displayedVersion(useShellConfig().buildVersion);
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        gap: 2,
        justifyContent: 'space-between',
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="caption" color="text.secondary">
        {translate('console.shell.footer.copyright', { year })}
      </Typography>
      {version !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {translate('console.shell.footer.version', { version })}
        </Typography>
      )}
    </Box>
  );
}
