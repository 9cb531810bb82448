import { Suspense, lazy, useEffect, useState } from 'react';
import { i18nProvider, resolveInitialLocale, startInInitialLocale } from './i18n/i18nProvider';
import { BootErrorScreen, describeBootError } from './routes/BootErrorScreen';
import type { Booted } from './routes/bootSequence';
import { BootFailure, bootConsole, useBootPhase } from './routes/bootSequence';
import { Splash } from '../kit/feedback/Splash';
import { RuntimeConfigError } from '../dataProvider/runtimeConfig';

// The console itself is a big bundle: load it while the configuration loads and the user signs in.
const App = lazy(() => import('./App').then((module) => ({ default: module.App })));

const translate = (key: string) => i18nProvider.translate(key);

/**
 * What the boot screen says (spec section 8's words): the global configuration (`/config.json`)
 * not answering at all is 'Network error', answering badly 'Error fetching global configs'; a
 * sign-in that failed says the sign-in service could not be reached.
 */
function bootFailureMessage(step: BootFailure['step'], reason: unknown): string {
  if (step !== 'config') return 'console.auth.signInFailed';
  return reason instanceof RuntimeConfigError && reason.unreachable
    ? 'console.common.errors.networkError'
    : 'console.errors.fallback.globalConfigs';
}

type BootResult =
  | { kind: 'pending' }
  | { kind: 'ready'; booted: Booted }
  | { kind: 'failed'; failure: BootFailure };

/**
 * The boot screen (CONSOLE.md 'Boot'): a splash with logo and spinner while `/config.json` loads
 * and the user signs in, a clear error screen (with retry) when either fails, then `<App>`.
 * Meanwhile the language the console starts in is loaded (another language than English comes
 * as a chunk of its own); until it is here the splash shows no text, so no English flashes by.
 */
export function ConsoleBoot() {
  const phase = useBootPhase();
  const [result, setResult] = useState<BootResult>({ kind: 'pending' });
  const [languageReady, setLanguageReady] = useState(
    () => i18nProvider.getLocale() === resolveInitialLocale(),
  );

  useEffect(() => {
    let active = true;
    // Resolves in every case (English when the language cannot be loaded).
    void startInInitialLocale().then(() => {
      if (active) setLanguageReady(true);
    });
    bootConsole()
      // The sign-in may have chosen another language (the sign-in page's): load it before <App>.
      .then(async (booted) => {
        await startInInitialLocale();
        return booted;
      })
      .then(
        (booted) => {
          if (active) setResult({ kind: 'ready', booted });
        },
        (error: unknown) => {
          if (active)
            setResult({
              kind: 'failed',
              failure: error instanceof BootFailure ? error : new BootFailure('config', error),
            });
        },
      );
    return () => {
      active = false;
    };
  }, []);

  if (!languageReady) return <Splash />;
  if (result.kind === 'failed') {
    const { step, reason } = result.failure;
    return (
      <BootErrorScreen
        title={translate('console.auth.bootFailed')}
        message={translate(bootFailureMessage(step, reason))}
        detail={describeBootError(reason)}
        retryLabel={translate('console.auth.retry')}
        onRetry={() => window.location.reload()}
      />
    );
  }
  const splash = (
    <Splash
      message={translate(
        phase === 'config' ? 'console.auth.loadingConfiguration' : 'console.auth.signingIn',
      )}
    />
  );
  if (result.kind === 'pending') return splash;
  return (
    <Suspense fallback={splash}>
      <App runtime={result.booted.runtime} keycloak={result.booted.keycloak} />
    </Suspense>
  );
}
