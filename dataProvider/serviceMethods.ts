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
 * wrapper to add when one is missing (a page mounted without its service).
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
      `The data provider has no ${what} methods (${missing.join(', ')}): wrap it with ${wrapper}`,
    );
  }
  return provider as unknown as M;
}
