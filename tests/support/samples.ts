/** Running the TypeScript samples under examples/ in tests. */
import {vi} from 'vitest';

/** Points the samples' configuration (examples/shared/config.ts) at the contract's mock. */
export function useSampleEnvironment(environment: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
}

/**
 * Runs a sample with fake timers: each time it waits on a timer, the clock jumps to that timer, so its
 * backoff pauses pass at once, while its calls to the mock complete for real. Fails once the sample has
 * spent more than `boundMs` of simulated time.
 */
export async function runWithFakeTimers<T>(sample: () => Promise<T>, boundMs = 60_000): Promise<T> {
  vi.useFakeTimers({toFake: ['setTimeout', 'Date']});
  try {
    const start = Date.now();
    let settled = false;
    const tracked = sample().finally(() => {
      settled = true;
    });
    tracked.catch(() => undefined);
    while (!settled) {
      if (Date.now() - start > boundMs) throw new Error(`Still running after ${boundMs} ms of simulated time`);
      if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
      else await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return await tracked;
  } finally {
    vi.useRealTimers();
  }
}
