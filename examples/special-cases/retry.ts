export interface RetryOptions {
  /** Total attempts, the first included. */
  readonly attempts: number;
  /** Ceiling of the first wait. */
  readonly baseMs: number;
  /** Largest ceiling: the waits grow 1, 2, 4, 8, 8 seconds with the defaults. */
  readonly capMs: number;
  /** How long one attempt may wait for an answer. */
  readonly timeoutMs: number;
}

export const defaultRetry: RetryOptions = {attempts: 5, baseMs: 1_000, capMs: 8_000, timeoutMs: 10_000};

/** A 429 asking for a longer wait than this is not waited out in the request: schedule the work for later. */
export const longestRateLimitWaitMs = 60_000;

/** No answer arrived in time: the connection dropped, or the attempt ran past its timeout. */
export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError';
}

/** Waits for the promise at most `ms`; past that, rejects with NoAnswerError. */
export async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new NoAnswerError(`No answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([promise, late]);
  } catch (error) {
    // A network failure (fetch throws a TypeError) is also a missing answer.
    throw error instanceof TypeError ? new NoAnswerError(error.message) : error;
  } finally {
    clearTimeout(timer);
  }
}

/** The wait before retry number `attempt` (0 for the first retry): between half and all of the ceiling. */
export function backoffMs(attempt: number, options: RetryOptions = defaultRetry): number {
  const ceiling = Math.min(options.capMs, options.baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The wait a 429 asks for: Retry-After in seconds, or else RateLimit-Reset, the seconds until the window
 * starts again. Without either header, the normal backoff before retry number `attempt`.
 */
export function rateLimitWaitMs(response: Response, attempt: number, options: RetryOptions = defaultRetry): number {
  for (const name of ['retry-after', 'ratelimit-reset']) {
    const seconds = Number(response.headers.get(name) ?? Number.NaN);
    if (Number.isInteger(seconds) && seconds >= 0) return seconds * 1_000;
  }
  return backoffMs(attempt, options);
}

/**
 * Sends a call that is safe to repeat, such as a read, and sends it again after a pause when the answer's
 * status is retryable or no answer comes in time. Returns the first other answer; after the last attempt,
 * returns the last retryable answer or throws NoAnswerError.
 */
export async function withRetry(
  send: () => Promise<Response>,
  retryable: (status: number) => boolean,
  options: RetryOptions = defaultRetry,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt + 1 >= options.attempts;
    try {
      const response = await withTimeout(send(), options.timeoutMs);
      if (!retryable(response.status) || last) return response;
    } catch (error) {
      if (!(error instanceof NoAnswerError) || last) throw error;
    }
    await sleep(backoffMs(attempt, options));
  }
}
