import { useSyncExternalStore } from 'react';
import type Keycloak from 'keycloak-js';
import { initKeycloak } from '../../authProvider/keycloak';
import { loadRuntimeConfig } from '../../dataProvider/runtimeConfig';
import type { RuntimeConfig } from '../../dataProvider/runtimeConfig';

/** The boot step under way: reading `/config.json`, then signing in. */
export type BootPhase = 'config' | 'signIn';

/** The boot failed at `step`; `reason` is what was thrown. */
export class BootFailure extends Error {
  constructor(
    readonly step: BootPhase,
    readonly reason: unknown,
  ) {
    super(`Boot failed at ${step}`);
    this.name = 'BootFailure';
  }
}

export interface Booted {
  runtime: RuntimeConfig;
  keycloak: Keycloak;
}

let booting: Promise<Booted> | undefined;
let phase: BootPhase = 'config';
const listeners = new Set<() => void>();

function enterPhase(next: BootPhase): void {
  phase = next;
  for (const listener of [...listeners]) listener();
}

/**
 * Boots once per page (CONSOLE.md): runtime configuration, then keycloak-js sign-in
 * (login-required; the first visit leaves for the sign-in form). A keycloak instance can be
 * initialised only once, so every caller shares the same attempt; retrying means reloading.
 */
export function bootConsole(): Promise<Booted> {
  booting ??= (async () => {
    let runtime: RuntimeConfig;
    try {
      runtime = await loadRuntimeConfig();
    } catch (error) {
      throw new BootFailure('config', error);
    }
    enterPhase('signIn');
    try {
      return { runtime, keycloak: await initKeycloak(runtime.auth) };
    } catch (error) {
      throw new BootFailure('signIn', error);
    }
  })();
  return booting;
}

/** The boot step under way (re-renders when it changes). */
export function useBootPhase(): BootPhase {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => phase,
    () => phase,
  );
}
