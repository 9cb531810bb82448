import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { LinkBase, useLocation, useNavigate, useTranslate } from 'react-admin';
import type { PageResource } from '../../domain/permissions/pages';
import { navigableItems } from '../../domain/navigation/navItem';
import { useProduct } from '../../kit/product/useProduct';
import { activeNavItemId } from '../layout/navigation/activeNavItem';
import { useNavigation } from '../layout/navigation/NavigationContext';
import { useNavTitle } from '../layout/navigation/useNavTitle';
import { withProduct } from '../layout/productPath';
import { DASHBOARD_PATH } from './routeAccess';

/** The name of the refused page: its menu label, else its page resource's name, in the UI language. */
function usePageName(resource: PageResource | undefined): string {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { served } = useNavigation();
  const titleOf = useNavTitle();
  // The served menu (not the user's filtered one): the entry the user cannot see names the page.
  const id = activeNavItemId(served, pathname);
  const entry = id === undefined ? undefined : navigableItems(served).find((i) => i.id === id);
  if (entry !== undefined && entry.resource === resource) return titleOf(entry);
  if (resource !== undefined)
    return translate(`console.shell.accessDenied.pages.${resource}`, {
      _: translate('console.shell.accessDenied.thisPage'),
    });
  return translate('console.shell.accessDenied.thisPage');
}

/**
 * What a route the user's roles do not allow shows in place of the page (the access guard's
 * refusal): 'You do not have access to <page>' naming the page by its menu label in the UI
 * language, and the ways back — to the previous page when there is one, and to the dashboard.
 * The address stays the refused one, so the user sees where they are.
 */
export function AccessDeniedPage({ resource }: { resource?: PageResource | undefined }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const { product } = useProduct();
  const page = usePageName(resource);
  // The router's first entry has the key 'default': nothing in this app to go back to.
  const canGoBack = location.key !== 'default';
  return (
    <Box
      component="section"
      data-testid="access-denied"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 2,
        py: 10,
        px: 2,
      }}
    >
      <LockOutlinedIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h5" component="h1">
        {translate('console.shell.accessDenied.title', { page })}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560 }}>
        {translate('console.shell.accessDenied.message')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
        {canGoBack && (
          <Button variant="outlined" onClick={() => void navigate(-1)}>
            {translate('console.shell.accessDenied.back')}
          </Button>
        )}
        <Button variant="contained" component={LinkBase} to={withProduct(DASHBOARD_PATH, product)}>
          {translate('console.shell.accessDenied.dashboard')}
        </Button>
      </Stack>
    </Box>
  );
}
