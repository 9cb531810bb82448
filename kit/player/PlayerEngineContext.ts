import { createContext } from 'react';
import type { PlayerEngineFactory } from './shakaEngine';
import { loadShakaEngine } from './shakaEngine';

/** The player engine of the console: shaka-player, unless a test provides another. */
export const PlayerEngineContext = createContext<PlayerEngineFactory>(loadShakaEngine);
