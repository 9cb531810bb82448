import { Splash } from './Splash';
import { useLoggingOut } from '../../authProvider/logoutState';

/**
 * The splash shown over everything while a logout is under way (spec section 2: 'A splash with
 * logo and spinner shows during logout'); renders nothing otherwise. `translate` gives the
 * caption ('console.common.signingOut') in the current language.
 */
export function LogoutSplash({ translate }: { translate?: (key: string) => string }) {
  const loggingOut = useLoggingOut();
  if (!loggingOut) return null;
  return <Splash message={translate?.('console.common.signingOut')} />;
}
