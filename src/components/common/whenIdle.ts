/**
 * Runs `work` once the browser is idle, or after `timeoutMs` at the latest; where idle callbacks are
 * missing (Safari), after a short wait. Returns what cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(work, 50);
    return () => {
      window.clearTimeout(timer);
    };
  }
  const handle = window.requestIdleCallback(work, {timeout: timeoutMs});
  return () => {
    window.cancelIdleCallback(handle);
  };
}
