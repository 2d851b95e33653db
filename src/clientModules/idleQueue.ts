/** What an idle callback is told: how long it may keep the main thread before the browser needs it back. */
export interface IdleTime {
  timeRemaining(): number;
}

export type ScheduleIdle = (work: (idle: IdleTime) => void) => void;

/** Below this many milliseconds of idle time left, the queue waits for the next idle period. */
export const idleFloorMs = 2;

/**
 * A first-in, first-out queue of keys that runs `run` on each key once, only while the browser is idle:
 * a burst of work (a hundred links coming into view at once) becomes a series of short tasks instead of
 * one long one. A key already queued or run is ignored.
 */
export function createIdleQueue(run: (key: string) => void, scheduleIdle: ScheduleIdle): (key: string) => void {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let scheduled = false;

  const drain = (idle: IdleTime) => {
    scheduled = false;
    while (waiting.length > 0 && idle.timeRemaining() > idleFloorMs) {
      const key = waiting.shift();
      if (key !== undefined) run(key);
    }
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    scheduleIdle(drain);
  };

  return (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    waiting.push(key);
    schedule();
  };
}

/** The page a link leads to, without its query or anchor: every anchor of a page needs the same code. */
export function pagePath(link: string): string {
  return link.replace(/[?#].*$/, '');
}

/**
 * How long one idle slice may keep the main thread. An idle period can last 50 ms, and on a phone four
 * times slower than the machine that measured it, that is a long task just as the reader starts to
 * scroll; 8 ms slices stay short everywhere.
 */
const sliceMs = 8;

/** Idle callbacks cut into slices; where `requestIdleCallback` is missing (Safari), a short timer. */
export const scheduleIdle: ScheduleIdle = (work) => {
  const runSlice = (remaining: () => number) => {
    const start = performance.now();
    work({timeRemaining: () => Math.min(remaining(), start + sliceMs - performance.now())});
  };
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback((deadline) => {
      runSlice(() => deadline.timeRemaining());
    });
  } else {
    setTimeout(() => {
      runSlice(() => sliceMs);
    }, 1);
  }
};
