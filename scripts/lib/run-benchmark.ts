/**
 * The life of a benchmark script (bench-lighthouse, bench-repeat-visit): run `main`, and whatever happens (an error,
 * Ctrl-C) run `cleanUp` so no Chromium and no app server outlive the script. Exits with main's code, 130 when
 * interrupted.
 */
let interrupted = false;

/** Set by Ctrl-C (or SIGTERM): a script checks it before starting anything new. */
export const wasInterrupted = () => interrupted;

export async function runBenchmark(main: () => Promise<number>, cleanUp: () => Promise<void>): Promise<never> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping Chromium and the app server.`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    if (!interrupted) console.error(error);
  } finally {
    await cleanUp();
  }
  // Lighthouse and chrome-launcher may leave handles open; the work is done.
  process.exit(interrupted ? 130 : exitCode);
}
