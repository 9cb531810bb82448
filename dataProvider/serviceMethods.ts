import type { DataProvider } from 'react-admin';

/** The console's data provider with a service's methods added (the composition root's wrap). */
export function withService<P extends DataProvider, M extends object>(
  provider: P,
  methods: M,
): P & M {
  return { ...provider, ...methods };
}

/**
 * A service's methods of the console's data provider, checked by name: a clear Error naming the
 * way to add it when one is missing (a page mounted without its service).
 */
export function serviceOf<M>(
  provider: DataProvider,
  names: readonly (keyof M & string)[],
  what: string,
  wrapper: string,
): M {
  const record = provider as unknown as Record<string, unknown>;
  const missing = names.filter((name) => typeof record[name] !== 'function');
  if (missing.length > 0) {
    throw new Error(
      `The data provider has no ${what} methods (${missing.join(', ')}): add it with ${wrapper}`,
    );
  }
  return provider as unknown as M;
}

/**
 * A service's methods whose module loads at the first call of any of them (a chunk of its own),
 * so the console's main bundle carries only their names: each method waits for `load` (one load
 * for all; a failed one is tried again at the next call) and then calls the loaded method. Every
 * method of such a service answers a Promise, as the type requires.
 */
export function lazyService<M extends { [K in keyof M]: (...args: never[]) => Promise<unknown> }>(
  names: readonly (keyof M & string)[],
  load: () => Promise<M>,
): M {
  let loading: Promise<M> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const methods: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of names)
    methods[name] = async (...args) => {
      const service = (await loaded()) as unknown as Record<
        string,
        (...args: unknown[]) => Promise<unknown>
      >;
      return service[name]?.(...args);
    };
  return methods as unknown as M;
}
