import { Suspense, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import type { ItemExtra, ItemExtraProps } from '../../kit/editor/itemExtras';

/**
 * An extra piece loaded with the page that shows it, not with the console's shell: its code
 * (and what it imports) stays out of the sign-in → dashboard path. It renders nothing while its
 * chunk loads, as an extra that does not apply renders nothing.
 */
export function lazyExtra(
  load: () => Promise<ComponentType<ItemExtraProps>>,
  name: string,
): ItemExtra {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function LazyExtra(props: ItemExtraProps): ReactElement {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  LazyExtra.displayName = `Lazy(${name})`;
  return LazyExtra;
}
