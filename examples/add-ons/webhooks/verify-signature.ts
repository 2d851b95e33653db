import {createHmac, timingSafeEqual} from 'node:crypto';

/** How far the signature's timestamp may be from your clock, either way. */
const toleranceSeconds = 5 * 60;

export class SignatureError extends Error {}

interface SignatureHeader {
  readonly timestamp: number;
  readonly signatures: readonly Buffer[];
}

/** Splits `t=<unix seconds>,v1=<hex>[,v1=<hex>]`; only `v1` values of exactly 64 hex characters are kept. */
function parseSignatureHeader(header: string): SignatureHeader {
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key = '', value = ''] = part.trim().split('=');
    if (key === 't' && /^[0-9]+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) {
    throw new SignatureError('The X-Signature header is malformed');
  }
  return {timestamp, signatures};
}

/** The HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with a signing secret: what a `v1` value carries. */
export function signature(secret: string, timestamp: number, rawBody: Buffer): Buffer {
  return createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${timestamp}.`, 'utf8'), rawBody]))
    .digest();
}

/**
 * Throws a SignatureError unless the raw body was signed, at most 5 minutes from `nowMs`, with one of the
 * secrets. Pass both secrets while a rotation is in progress: the header then carries two `v1` values, and
 * one match is enough.
 */
export function verifySignature(
  rawBody: Buffer,
  header: string | undefined,
  secrets: readonly string[],
  nowMs: number = Date.now(),
): void {
  if (header === undefined) throw new SignatureError('The X-Signature header is missing');
  const {timestamp, signatures} = parseSignatureHeader(header);
  if (Math.abs(nowMs / 1000 - timestamp) > toleranceSeconds) {
    throw new SignatureError('The signature timestamp is more than 5 minutes away');
  }
  const matches = secrets.some((secret) => {
    const expected = signature(secret, timestamp, rawBody);
    // Both buffers are 32 bytes: the parser keeps only 64-hex-character values.
    return signatures.some((candidate) => timingSafeEqual(candidate, expected));
  });
  if (!matches) throw new SignatureError('No signature matches');
}
