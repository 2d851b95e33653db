/**
 * The webhook signature scheme of Webhooks/Configuration.mdx: `X-Signature: t=<unix seconds>,v1=<hex>`,
 * where each v1 is the lowercase hex HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint's signing
 * secret, and a timestamp more than 5 minutes from the receiver's clock is refused. Computed with
 * WebCrypto, so it runs in the browser and in Node alike.
 */

/** How far the timestamp may be from the receiver's clock. */
export const toleranceSeconds = 5 * 60;

const signaturePattern = /^[0-9a-f]{64}$/;

export type ParsedHeader =
  | {readonly ok: true; readonly timestamp: number; readonly signatures: readonly string[]}
  | {readonly ok: false; readonly reason: 'malformed' | 'no-v1'; readonly detail: string};

/** Splits the header into its timestamp and its v1 signatures, or says what is wrong with it. */
export function parseSignatureHeader(header: string): ParsedHeader {
  const parts = header
    .trim()
    .split(',')
    .map((part) => part.trim());
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of parts) {
    const separator = part.indexOf('=');
    if (separator <= 0) {
      return {ok: false, reason: 'malformed', detail: `“${part}” is not a key=value pair.`};
    }
    const key = part.slice(0, separator);
    const value = part.slice(separator + 1);
    if (key === 't') {
      if (!/^[0-9]+$/.test(value)) {
        return {ok: false, reason: 'malformed', detail: 'The t value must be a whole number of seconds.'};
      }
      if (timestamp !== undefined) return {ok: false, reason: 'malformed', detail: 'The header has two t values.'};
      timestamp = Number(value);
    } else if (key === 'v1') {
      if (!signaturePattern.test(value)) {
        return {ok: false, reason: 'malformed', detail: 'A v1 value must be 64 lowercase hexadecimal characters.'};
      }
      signatures.push(value);
    }
    // Other keys are left for future schemes, as a receiver must.
  }
  if (timestamp === undefined) return {ok: false, reason: 'malformed', detail: 'The header has no t value.'};
  if (signatures.length === 0) return {ok: false, reason: 'no-v1', detail: 'The header carries no v1 signature.'};
  return {ok: true, timestamp, signatures};
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The v1 signature of a raw body at a timestamp, with a secret. */
export async function signPayload(secret: string, timestamp: number, rawBody: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${rawBody}`)));
}

/** Compares every character, so the time taken does not depend on where two signatures differ. */
function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

export type Verdict =
  | {readonly kind: 'match'; readonly timestamp: number; readonly ageSeconds: number}
  | {readonly kind: 'no-secret'}
  | {readonly kind: 'malformed'; readonly detail: string}
  | {readonly kind: 'no-v1'; readonly detail: string}
  | {readonly kind: 'stale'; readonly timestamp: number; readonly ageSeconds: number}
  | {readonly kind: 'mismatch'; readonly timestamp: number; readonly expected: string};

export interface SignatureInput {
  readonly secret: string;
  readonly header: string;
  readonly rawBody: string;
  /** The receiver's clock, in milliseconds. */
  readonly nowMs: number;
  /** Leave the 5-minute window out, to check a test vector or a delivery saved earlier. */
  readonly ignoreAge?: boolean;
}

/**
 * Verifies a delivery as an endpoint should: the header parses and carries a v1 signature, the
 * timestamp is within 5 minutes of now, and one v1 value is the HMAC of `<t>.<raw body>`.
 */
export async function verifySignature(input: SignatureInput): Promise<Verdict> {
  if (input.secret === '') return {kind: 'no-secret'};
  const parsed = parseSignatureHeader(input.header);
  if (!parsed.ok) return {kind: parsed.reason, detail: parsed.detail};
  const {timestamp, signatures} = parsed;
  const ageSeconds = Math.round(input.nowMs / 1000) - timestamp;
  if (input.ignoreAge !== true && Math.abs(ageSeconds) > toleranceSeconds)
    return {kind: 'stale', timestamp, ageSeconds};
  const expected = await signPayload(input.secret, timestamp, input.rawBody);
  if (!signatures.some((signature) => sameSignature(signature, expected)))
    return {kind: 'mismatch', timestamp, expected};
  return {kind: 'match', timestamp, ageSeconds};
}

/** An age in words: "42 seconds ago", "3 minutes in the future", "2 years ago". */
export function describeAge(ageSeconds: number): string {
  const magnitude = Math.abs(ageSeconds);
  const units: readonly [number, string][] = [
    [365 * 24 * 3600, 'year'],
    [24 * 3600, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const [size, unit] = units.find(([seconds]) => magnitude >= seconds) ?? [1, 'second'];
  const count = Math.floor(magnitude / size);
  const amount = `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (magnitude === 0) return 'just now';
  return ageSeconds >= 0 ? `${amount} ago` : `${amount} in the future`;
}
