import { createContext, useContext, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CustomRoutes, Resource, useTranslate } from 'react-admin';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import type { PageResource } from '../domain/permissions/pages';
import { createAuthProvider } from '../authProvider/authProvider';
import type { KeycloakClient } from '../authProvider/authProvider';
import { LogoutSplash } from '../kit/feedback/LogoutSplash';
import { createConsoleDataProvider } from '../dataProvider/consoleServices';
import type { RuntimeConfig } from '../dataProvider/runtimeConfig';
import type { ResourceTypeInfo } from '../dataProvider/types';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { ShellConfigProvider } from './layout/ShellConfigContext';
import { RuntimeFeaturesProvider } from '../kit/config/RuntimeFeatures';
import { BootErrorScreen, describeBootError } from './routes/BootErrorScreen';
import { ConsoleAdmin } from './routes/ConsoleAdmin';
import { NotFoundRedirect, consoleRoutes } from './routes/consoleRoutes';
import { GatedLayout } from './routes/GatedLayout';
import { LoginRedirectPage } from './routes/LoginRedirectPage';
import { Splash } from '../kit/feedback/Splash';
import { useResourceTypes } from './routes/useResourceTypes';
import { TypesRefreshProvider } from '../kit/config/TypesRefresh';
import { initialThemeMode } from './theme/darkMode';
import { themes } from './theme/themes';

export interface AppProps {
  runtime: RuntimeConfig;
  /** The keycloak-js instance, already signed in. */
  keycloak: KeycloakClient;
}

const translate = (key: string) => i18nProvider.translate(key);

/** react-admin's loading screen (while the session is checked). */
function AdminLoading() {
  const t = useTranslate();
  return <Splash message={t('console.auth.loadingConfiguration')} />;
}

/** The console's `<Admin>` as the App renders it now, for the router's one route. */
const RoutedContent = createContext<ReactNode>(null);

function RoutedAdmin() {
  return useContext(RoutedContent);
}

/**
 * Real paths (the server answers index.html for them), not react-admin's default hash router;
 * a data router, so that a page with unsaved changes can ask before the console leaves it
 * (react-router's blocker works under a data router only). Its one route draws the `<Admin>`
 * the App passes down, so the router itself is made once.
 */
function useConsoleRouter() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <RoutedAdmin /> }]));
  return router;
}

function pageLookup(
  types: readonly ResourceTypeInfo[],
): (type: string) => PageResource | undefined {
  const pages = new Map(types.map((entry) => [entry.type, entry.resource]));
  return (type) => pages.get(type);
}

/**
 * The one composition root (STYLE.md): the data and auth providers over the runtime
 * configuration, the catalogue types loaded first (one `<Resource>` each; a splash meanwhile, a
 * readable error with retry on failure), then `<Admin>` with the console's layout behind the
 * product gate, its themes, and every route of CONSOLE.md under `<CustomRoutes>`.
 */
export function App({ runtime, keycloak }: AppProps) {
  // Every registered service's methods over the catalogue provider (dataProvider/consoleServices).
  const dataProvider = useMemo(
    () => createConsoleDataProvider({ services: runtime.services }),
    [runtime.services],
  );
  const { state, retry, refresh } = useResourceTypes(dataProvider);
  const types = state.status === 'ready' ? state.types : undefined;
  // The types as they are now, for the auth provider's permission checks (they can change).
  const typePages = useRef<(type: string) => PageResource | undefined>(() => undefined);
  typePages.current = useMemo(() => pageLookup(types ?? []), [types]);
  // Created before the types load: it registers the token getter their request needs.
  const authProvider = useMemo(
    () => createAuthProvider(keycloak, { pageOfType: (type) => typePages.current(type) }),
    [keycloak],
  );
  const shellConfig = useMemo(
    () => ({
      buildVersion: runtime.buildVersion,
      operationsUrl:
        typeof runtime.features.operationsUrl === 'string'
          ? runtime.features.operationsUrl
          : undefined,
    }),
    [runtime],
  );
  const serverSavedFilters = runtime.features.serverSavedFilters !== false;
  const router = useConsoleRouter();

  let content;
  if (state.status === 'failed') {
    content = (
      <BootErrorScreen
        title={translate('console.auth.bootFailed')}
        message={translate('console.auth.typesFailed')}
        detail={describeBootError(state.error)}
        retryLabel={translate('console.auth.retry')}
        onRetry={retry}
      />
    );
  } else if (types === undefined) {
    content = <Splash message={translate('console.auth.loadingTypes')} />;
  } else {
    content = (
      <ShellConfigProvider value={shellConfig}>
        <TypesRefreshProvider refresh={refresh}>
          <RoutedContent.Provider
            value={
              <ConsoleAdmin
                disableTelemetry
                requireAuth
                dataProvider={dataProvider}
                authProvider={authProvider}
                i18nProvider={i18nProvider}
                layout={GatedLayout}
                dashboard={Dashboard}
                theme={themes.default}
                darkTheme={themes.defaultDark}
                defaultTheme={initialThemeMode()}
                loginPage={LoginRedirectPage}
                catchAll={NotFoundRedirect}
                loading={AdminLoading}
              >
                {types.map((entry) => (
                  <Resource key={entry.type} name={entry.type} />
                ))}
                <CustomRoutes>{consoleRoutes(types, { serverSavedFilters })}</CustomRoutes>
              </ConsoleAdmin>
            }
          >
            <RouterProvider router={router} />
          </RoutedContent.Provider>
        </TypesRefreshProvider>
      </ShellConfigProvider>
    );
  }
  return (
    <RuntimeFeaturesProvider value={runtime.features}>
      {content}
      <LogoutSplash translate={translate} />
    </RuntimeFeaturesProvider>
  );
}
