import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The bar shown while part of a page loads: a progress bar named in the UI language (axe's
 * aria-progressbar-name: an unnamed one is a serious violation each time it shows).
 */
export function LoadingBar() {
  const translate = useTranslate();
  return <LinearProgress aria-label={translate('ra.page.loading')} />;
}
