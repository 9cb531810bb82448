import { useSidebarState } from 'react-admin';
import { usePageKind } from './pageKind';
import { useShellUi } from './ShellUiContext';

/**
 * Whether the navbar (the menu panel beside the icon rail) is unfolded, and the toggle: the
 * user's stored choice (react-admin's sidebar state) on most pages; on detail and add pages
 * (spec section 2: their navbar layout is altered) folded to 64 px on arrival, so the form has
 * the width, unfolded by the toggle for that page only, the stored choice untouched.
 */
export function useNavbarState(): [boolean, (open: boolean) => void] {
  const [stored, setStored] = useSidebarState();
  const { pageNavOpen, setPageNavOpen } = useShellUi();
  const kind = usePageKind();
  return kind === 'default' ? [stored, setStored] : [pageNavOpen, setPageNavOpen];
}
