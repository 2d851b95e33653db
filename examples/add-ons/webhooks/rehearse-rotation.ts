import {signature} from './verify-signature';

/**
 * The X-Signature header of a delivery during a secret rotation: one `v1` value per secret, each the
 * HMAC-SHA256 of `<timestamp>.<raw body>` keyed with that secret, as the service signs while both secrets
 * are valid.
 */
export function rotationSignatureHeader(secrets: readonly string[], rawBody: Buffer, nowMs = Date.now()): string {
  const timestamp = Math.floor(nowMs / 1000);
  const values = secrets.map((secret) => `v1=${signature(secret, timestamp, rawBody).toString('hex')}`);
  return [`t=${timestamp}`, ...values].join(',');
}

/**
 * Rehearses a rotation against your own endpoint before a real one: sends it a delivery signed with the
 * old and the new secret together, and answers the HTTP status. Run it once with each deployment state
 * (only the old secret configured, both, only the new one): every one must answer 2xx.
 */
export async function rehearseRotation(
  endpointUrl: string,
  secrets: readonly string[],
  rawEvent: string,
): Promise<number> {
  const body = Buffer.from(rawEvent, 'utf8');
  const response = await fetch(endpointUrl, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-signature': rotationSignatureHeader(secrets, body)},
    body,
  });
  return response.status;
}
