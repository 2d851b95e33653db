/**
 * How long to wait before sending a call again: exponential backoff with jitter for failures, and the
 * service's own word (Retry-After) when it answers 429.
 */

/** The first wait, and the longest: 1, 2, 4, 8, 8 … seconds. */
const baseMs = 1_000;
const capMs = 8_000;
/** A 429 asking for a longer wait than this is not waited out in the request: schedule the work for later. */
export const longestRateLimitWaitMs = 60_000;

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wait before retry number `retry` (0 for the first): a random time between half and all of
 * 1, 2, 4 and then 8 seconds, so that clients that failed together do not retry together.
 */
export function backoffMs(retry: number): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** retry);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/**
 * The wait a 429 asks for: Retry-After in seconds, or else RateLimit-Reset, the seconds until the window
 * starts again. Without either header, the normal backoff.
 */
export function rateLimitWaitMs(response: Response, retry: number): number {
  for (const name of ['retry-after', 'ratelimit-reset']) {
    const seconds = Number(response.headers.get(name) ?? Number.NaN);
    if (Number.isInteger(seconds) && seconds >= 0) return seconds * 1_000;
  }
  return backoffMs(retry);
}

/** The answer did not arrive: the connection failed, or no answer came within the time allowed. */
export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError';
}

/**
 * Waits for a call at most `ms`. A call that fails to connect (fetch rejects) or answers too late becomes a
 * NoAnswerError: the request may or may not have reached the service.
 */
export async function answerWithin(call: Promise<Response>, ms: number): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new NoAnswerError(`No answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([call, late]);
  } catch (error) {
    if (error instanceof NoAnswerError) throw error;
    throw new NoAnswerError(error instanceof Error ? error.message : 'The call failed');
  } finally {
    clearTimeout(timer);
  }
}
