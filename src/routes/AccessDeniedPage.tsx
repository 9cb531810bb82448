import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useLocation, useTranslate } from 'react-admin';
import type { PageResource } from '../../domain/permissions/pages';
import { navigableItems } from '../../domain/navigation/navItem';
import { activeNavItemId } from '../layout/navigation/activeNavItem';
import { useNavigation } from '../layout/navigation/NavigationContext';
import { useNavTitle } from '../layout/navigation/useNavTitle';
import { MessagePage } from '../errors/MessagePage';
import { WaysBack } from '../errors/WaysBack';

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
  const page = usePageName(resource);
  return (
    <MessagePage
      testId="access-denied"
      mark={<LockOutlinedIcon sx={{ fontSize: 64 }} />}
      title={translate('console.shell.accessDenied.title', { page })}
      message={translate('console.shell.accessDenied.message')}
    >
      <WaysBack
        back={translate('console.shell.accessDenied.back')}
        dashboard={translate('console.shell.accessDenied.dashboard')}
      />
    </MessagePage>
  );
}
