/*
 * The page tests run React's development build (Testing Library's `act` needs it). For its
 * warnings, that build records where every element was created: an `Error` with a 10-frame stack
 * and a console task per element, for up to 10,000 elements a second. In the page tests that
 * took about a tenth of their CPU (three page files: 48 CPU-seconds instead of 53), for stacks
 * that only add the owner components' names to a React warning. This turns the recording off:
 * React counts the elements it recorded in its shared internals and records none once the count
 * is over its limit, so the count here stays over it. Warnings still print, with their component
 * stack but without the owners'. Where React has no such count (another version), nothing
 * changes.
 */
import * as React from 'react';

const internals = (React as unknown as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (
  typeof internals === 'object' &&
  internals !== null &&
  'recentlyCreatedOwnerStacks' in internals
)
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
    configurable: true,
  });
