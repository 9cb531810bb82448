import { Suspense, lazy, type ComponentProps, type ComponentType, type ReactElement } from 'react';
import type * as DefaultPages from './raDefaultPages';

/** One of react-admin's default pages, its code loaded when it is first shown. */
function lazyPage<P extends object>(name: keyof typeof DefaultPages): (props: P) => ReactElement {
  const Page = lazy(() =>
    import('./raDefaultPages').then((module) => ({
      default: module[name] as unknown as ComponentType<P>,
    })),
  );
  function LazyDefaultPage(props: P) {
    return (
      <Suspense fallback={null}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyDefaultPage.displayName = `Lazy${name}`;
  return LazyDefaultPage;
}

export const LazyAccessDenied =
  lazyPage<ComponentProps<typeof DefaultPages.AccessDenied>>('AccessDenied');
export const LazyAuthCallback = lazyPage<object>('AuthCallback');
export const LazyAuthenticationError =
  lazyPage<ComponentProps<typeof DefaultPages.AuthenticationError>>('AuthenticationError');
export const LazyErrorPage = lazyPage<ComponentProps<typeof DefaultPages.Error>>('Error');
