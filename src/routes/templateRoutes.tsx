import { useEffect, useRef } from 'react';
import type { ReactElement } from 'react';
import { Navigate, useLogout, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { Splash } from '../../kit/feedback/Splash';
import { AccountHelpPage } from '../errors/AccountHelpPage';
import type { AccountHelpKind } from '../errors/AccountHelpPage';
import { ServerErrorPage } from '../errors/ServerErrorPage';
import { DASHBOARD_PATH, NOT_FOUND_PATH } from './routeAccess';
import { readStoredRedirect } from './storedRedirect';

/** Where the template's search page goes: the console's global search. */
const GLOBAL_SEARCH_PATH = '/apps/globalSearch';

/** The template's account pages and the page each shows (AccountHelpPage). */
export const ACCOUNT_PAGES: readonly { path: string; kind: AccountHelpKind }[] = [
  { path: '/pages/auth/register', kind: 'register' },
  { path: '/pages/auth/forgot-password', kind: 'forgotPassword' },
  { path: '/pages/auth/reset-password', kind: 'resetPassword' },
  { path: '/pages/auth/mail-confirm', kind: 'mailConfirm' },
  { path: '/pages/auth/lock', kind: 'lock' },
];

/**
 * Template pages with no purpose in the console: they show the 404 page
 * (docs/user-guide/getting-around.md, 'Template routes').
 */
export const UNUSED_TEMPLATE_PATHS: readonly string[] = [
  '/pages/maintenance',
  '/pages/coming-soon',
  '/pages/invoices/*',
  '/pages/pricing/*',
  '/pages/faq',
  '/pages/knowledge-base',
  '/auth/admin-role-example',
  '/auth/staff-role-example',
  '/auth/guest-role-example',
];

/** `/logout`: signs out (the logout splash meanwhile, then the sign-in service). */
function LogoutPage() {
  const logout = useLogout();
  const translate = useTranslate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <Splash message={translate('console.common.signingOut')} />;
}

/**
 * `/callback`: the sign-in's return address of a console template. The console's sign-in
 * returns to the page it left, so here goes on to the stored redirect, else the dashboard.
 */
function CallbackRedirect() {
  return <Navigate to={readStoredRedirect() ?? DASHBOARD_PATH} replace />;
}

/**
 * The leftover template routes of spec section 2, each a real page or a redirect
 * (docs/user-guide/getting-around.md, 'Template routes'): login to the dashboard (the sign-in
 * service signed the user in before the console opened), the account pages to AccountHelpPage,
 * error 500 to its page (404 is
 * consoleRoutes'), search to the global search, /logout signs out, /callback goes on, and the
 * template's pages with no purpose here to the 404 page.
 */
export function templateRoutes(): ReactElement[] {
  return [
    <Route
      key="tpl-login"
      path="/pages/auth/login"
      element={<Navigate to={DASHBOARD_PATH} replace />}
    />,
    ...ACCOUNT_PAGES.map(({ path, kind }) => (
      <Route key={path} path={path} element={<AccountHelpPage kind={kind} />} />
    )),
    <Route key="tpl-500" path="/pages/errors/error-500" element={<ServerErrorPage />} />,
    <Route
      key="tpl-search"
      path="/pages/search"
      element={<Navigate to={GLOBAL_SEARCH_PATH} replace />}
    />,
    ...UNUSED_TEMPLATE_PATHS.map((path) => (
      <Route key={path} path={path} element={<Navigate to={NOT_FOUND_PATH} replace />} />
    )),
    <Route key="tpl-logout" path="/logout" element={<LogoutPage />} />,
    <Route key="tpl-callback" path="/callback" element={<CallbackRedirect />} />,
  ];
}
