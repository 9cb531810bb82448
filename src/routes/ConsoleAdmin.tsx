import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, CoreAdminUI, Notification, localStorageStore } from 'react-admin';
import type { AdminProps } from 'react-admin';
import {
  LazyAccessDenied,
  LazyAuthCallback,
  LazyAuthenticationError,
  LazyErrorPage,
} from './lazyDefaultPages';

const defaultStore = localStorageStore();

/** What the console's `<Admin>` takes: react-admin's props, with the console's own login page. */
export type ConsoleAdminProps = AdminProps & { loginPage: ComponentType };

/**
 * react-admin's `<Admin>` (its context, then its UI over `CoreAdminUI`), with the same defaults
 * except the ones the console replaces: `<Admin>`'s UI names react-admin's own login form as its
 * default login page, which brings that form, react-hook-form and the text inputs into the
 * sign-in → dashboard path although the console always gives its own (the sign-in service's
 * redirect). Here the login page is required and no other is imported; react-admin's error,
 * access denied, authentication error and callback pages load when one is shown.
 */
export function ConsoleAdmin(props: ConsoleAdminProps): ReactElement {
  const {
    accessDenied = LazyAccessDenied,
    authCallbackPage = LazyAuthCallback,
    authenticationError = LazyAuthenticationError,
    authProvider,
    basename,
    catchAll,
    children,
    darkTheme,
    dashboard,
    dataProvider,
    defaultTheme,
    disableTelemetry,
    error = LazyErrorPage,
    i18nProvider,
    layout,
    lightTheme,
    loading,
    loginPage,
    notification = Notification,
    queryClient,
    ready,
    requireAuth,
    routerProvider,
    store = defaultStore,
    theme,
    title = 'React Admin',
  } = props;
  return (
    <AdminContext
      authProvider={authProvider}
      basename={basename}
      darkTheme={darkTheme}
      dataProvider={dataProvider}
      defaultTheme={defaultTheme}
      i18nProvider={i18nProvider}
      lightTheme={lightTheme}
      queryClient={queryClient}
      routerProvider={routerProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={accessDenied}
          authCallbackPage={authCallbackPage}
          authenticationError={authenticationError}
          catchAll={catchAll}
          dashboard={dashboard}
          disableTelemetry={disableTelemetry}
          error={error}
          layout={layout}
          loading={loading}
          loginPage={loginPage}
          ready={ready}
          requireAuth={requireAuth}
          title={title}
        >
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
