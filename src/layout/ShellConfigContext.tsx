import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the shell takes from the runtime configuration (`/config.json`): the external
 * operations site (`features.operationsUrl`) and the build version shown in the footer.
 */
export interface ShellConfig {
  operationsUrl?: string | undefined;
  buildVersion?: string | undefined;
}

const ShellConfigContext = createContext<ShellConfig>({});

/** Gives the shell its runtime configuration; the composition root wraps `<Admin>` in it. */
export function ShellConfigProvider({
  value,
  children,
}: {
  value: ShellConfig;
  children: ReactNode;
}) {
  return <ShellConfigContext.Provider value={value}>{children}</ShellConfigContext.Provider>;
}

/** The shell's runtime configuration; empty (no operations link, no version) without a provider. */
export function useShellConfig(): ShellConfig {
  return useContext(ShellConfigContext);
}
