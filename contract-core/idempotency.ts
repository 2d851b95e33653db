/**
 * The contract's decisions on repeats and recovery: `x-idempotency` on each operation that creates or
 * changes something (openapi/extensions/x-idempotency.schema.json), the limits every recovery uses
 * (`x-retry-policy`, openapi/components/retry-policy.yaml) and who may see what (`x-access-rule`,
 * openapi/components/access-rule.yaml). Pure: the reference page, the docs components and the tests
 * read them through here.
 */
import {componentExtension, isObject, type OpenApiDocument} from './model';

export interface IdempotencyAnswer {
  readonly status: number;
  readonly errorCode?: string;
  readonly means: string;
}

export interface RecoveryStep {
  readonly do: 'lookup' | 'resend' | 'wait' | 'stop';
  /** lookup: the operationId to call. */
  readonly operation?: string;
  /** resend: the same key (a repeat) or a new one (a new attempt). */
  readonly key?: 'same' | 'new';
  /** wait: how long. */
  readonly after?: 'Retry-After' | 'backoff';
  readonly outcomes?: readonly {readonly answer: string; readonly then: string}[];
  readonly note: string;
}

export interface Idempotency {
  readonly key:
    | {
        readonly field: string;
        /** On an operation that replays: the body fields that make a repeat the same request. */
        readonly replayFields?: readonly string[];
        readonly note?: string;
      }
    | {readonly none: string};
  readonly repeat: {
    readonly sameRequest: IdempotencyAnswer;
    readonly differentRequest: IdempotencyAnswer;
    readonly afterFailure: IdempotencyAnswer;
  };
  readonly recovery: {
    readonly timeout: readonly RecoveryStep[];
    readonly serverError: readonly RecoveryStep[];
    readonly tooManyRequests: readonly RecoveryStep[];
  };
}

export interface RetryPolicy {
  /** ISO 8601 durations. */
  readonly timeout: string;
  readonly timeoutNote: string;
  readonly attempts: number;
  readonly attemptsNote: string;
  readonly backoff: readonly string[];
  readonly backoffNote: string;
  /** The part of each backoff step a wait may be shortened by, at random (0.5: between half and all of it). */
  readonly jitter?: number;
  readonly jitterNote?: string;
  readonly maxPollInterval: string;
}

export interface AccessCase {
  readonly status: number;
  readonly means: string;
}

export interface AccessRule {
  readonly missingScope: AccessCase;
  readonly unknownId: AccessCase;
  readonly otherMerchant: AccessCase;
  readonly otherMerchantToken: AccessCase;
  readonly otherCheckoutToken: AccessCase;
  readonly deleted: AccessCase;
}

/** The three situations a recovery covers, in the order pages show them, with what each is. */
export const recoveryCases = [
  {case: 'timeout', title: 'No answer in time, a lost connection, 502, 503 or 504'},
  {case: 'serverError', title: '500 Internal Server Error'},
  {case: 'tooManyRequests', title: '429 Too Many Requests'},
] as const satisfies readonly {case: keyof Idempotency['recovery']; title: string}[];

/** The three kinds of repeat, in the order pages show them. */
export const repeatCases = [
  {case: 'sameRequest', title: 'The same request again, after it took effect'},
  {case: 'differentRequest', title: 'A different request with a used key, or another change to the same resource'},
  {case: 'afterFailure', title: 'The request again after the first was refused, or what it made failed'},
] as const satisfies readonly {case: keyof Idempotency['repeat']; title: string}[];

/** An operation's `x-idempotency`, when it has one (its shape is checked by the contract tests). */
export function idempotencyOf(operation: object): Idempotency | undefined {
  const value: unknown = (operation as Record<string, unknown>)['x-idempotency'];
  return isObject(value) ? (value as unknown as Idempotency) : undefined;
}

export function retryPolicyOf(document: OpenApiDocument): RetryPolicy | undefined {
  return componentExtension(document, 'x-retry-policy') as RetryPolicy | undefined;
}

export function accessRuleOf(document: OpenApiDocument): AccessRule | undefined {
  return componentExtension(document, 'x-access-rule') as AccessRule | undefined;
}

/** Seconds of an ISO 8601 duration of hours, minutes and seconds (`PT1M30S` is 90). */
export function durationSeconds(duration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(duration);
  if (match === null || duration === 'PT') throw new Error(`Not a duration of hours, minutes and seconds: ${duration}`);
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
