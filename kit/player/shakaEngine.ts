/**
 * What the console uses of a DASH player: attach to a video element, load a manifest, destroy.
 * The real one is shaka-player (`loadShakaEngine`); jsdom tests give their own through
 * `PlayerEngineContext`, as jsdom plays no media.
 */
export interface PlayerEngine {
  attach(video: HTMLVideoElement): Promise<void>;
  /** Loads a manifest, starting at `startSeconds` (0 when not given). */
  load(manifestUrl: string, startSeconds?: number): Promise<void>;
  destroy(): Promise<void>;
}

export type PlayerEngineFactory = () => Promise<PlayerEngine>;

/** The part of shaka's namespace used here (its own typings are generated and loose). */
interface ShakaNamespace {
  polyfill: { installAll(): void };
  Player: {
    new (): {
      attach(video: HTMLMediaElement): Promise<void>;
      load(uri: string, startTime?: number): Promise<void>;
      destroy(): Promise<void>;
      configure(config: object): boolean;
    };
    isBrowserSupported(): boolean;
  };
}

let polyfilled = false;

/**
 * shaka-player's DASH-only build, imported on first use: its chunk is fetched only by the pages
 * that play (the video editor, the preview dialogs), never by the dashboard.
 */
export const loadShakaEngine: PlayerEngineFactory = async () => {
  const module = (await import('shaka-player/dist/shaka-player.dash-es2021.js')) as unknown as {
    default: ShakaNamespace;
  };
  const shaka = module.default;
  if (!polyfilled) {
    shaka.polyfill.installAll();
    polyfilled = true;
  }
  const player = new shaka.Player();
  // Frame stepping needs the full-quality stream held, not switched mid-step.
  player.configure({ abr: { enabled: false }, streaming: { bufferingGoal: 20 } });
  return {
    attach: (video) => player.attach(video),
    load: (manifestUrl, startSeconds) =>
      startSeconds ? player.load(manifestUrl, startSeconds) : player.load(manifestUrl),
    destroy: () => player.destroy(),
  };
};
