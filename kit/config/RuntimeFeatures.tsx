import { createContext, useContext, type ReactNode } from 'react';

/** The runtime configuration's feature flags and settings (`/config.json` `features`). */
export type RuntimeFeatures = Readonly<Record<string, boolean | string | number>>;

const NO_FEATURES: RuntimeFeatures = {};

const RuntimeFeaturesContext = createContext<RuntimeFeatures>(NO_FEATURES);

/** Gives the pages the runtime configuration's features; the composition root provides them. */
export function RuntimeFeaturesProvider({
  value,
  children,
}: {
  value: RuntimeFeatures;
  children: ReactNode;
}) {
  return (
    <RuntimeFeaturesContext.Provider value={value}>{children}</RuntimeFeaturesContext.Provider>
  );
}

/** The runtime features; none (every flag off) without a provider. */
export function useRuntimeFeatures(): RuntimeFeatures {
  return useContext(RuntimeFeaturesContext);
}
