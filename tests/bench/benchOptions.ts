/**
 * The options the server benches share, read from this process's command line: `--items N`
 * (catalogue size) and `--seconds S` (each row's length), with the connections and warm-up every
 * row uses. `npm run bench` (run.ts) and its several-instances part (instancesBench.ts) read them
 * the same way.
 */
export const BENCH_ARGS = process.argv.slice(2);

/** The number after `name` on the command line, else `fallback`. */
export function numberArg(name: string, fallback: number): number {
  const index = BENCH_ARGS.indexOf(name);
  return index >= 0 ? Number(BENCH_ARGS[index + 1]) : fallback;
}

export const ITEMS = numberArg('--items', 100_000);
export const SECONDS = numberArg('--seconds', 10);
export const CONNECTIONS = 10;
export const WARM_UP_SECONDS = 2;
