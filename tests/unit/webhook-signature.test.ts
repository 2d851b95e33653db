import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {signatureTestVector} from '../../examples/add-ons/webhooks/test-vector';
import {codeBlocks, titleOf, type CodeBlock} from '../support/codeBlocks';
import {
  describeAge,
  parseSignatureHeader,
  signPayload,
  verifySignature,
} from '../../src/pages/tools/webhook-signature/_components/SignatureChecker/signature';

/** The test vector of docs/developers/Add-on-services/Webhooks/Configuration.mdx. */
const vector = {
  secret: 'ccwh_5f0c3a9e7b1d4c26a8e2f4b6d0c8a1e3',
  timestamp: 1712934402,
  rawBody: '{"id":"5b0e7c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c","type":"PAYMENT_FAILED"}',
  signature: 'dc9f3b2f608ae4b1f188fc294dc6914b48e17e297a4d8f728a4072cd56fe97f3',
};
const vectorHeader = `t=${vector.timestamp},v1=${vector.signature}`;
const atVectorTime = vector.timestamp * 1000;

describe('the X-Signature header', () => {
  it('splits into the timestamp and every v1 signature, ignoring other schemes', () => {
    expect(parseSignatureHeader(`t=1712934402, v1=${vector.signature},v0=abc,v1=${'0'.repeat(64)}`)).toEqual({
      ok: true,
      timestamp: 1712934402,
      signatures: [vector.signature, '0'.repeat(64)],
    });
  });

  const malformed: readonly [string, string][] = [
    ['', '“” is not a key=value pair.'],
    ['1712934402', '“1712934402” is not a key=value pair.'],
    [`v1=${vector.signature}`, 'The header has no t value.'],
    [`t=soon,v1=${vector.signature}`, 'The t value must be a whole number of seconds.'],
    [`t=1,t=2,v1=${vector.signature}`, 'The header has two t values.'],
    ['t=1712934402,v1=DC9F', 'A v1 value must be 64 lowercase hexadecimal characters.'],
  ];
  for (const [header, detail] of malformed) {
    it(`refuses ${JSON.stringify(header)} as malformed`, () => {
      expect(parseSignatureHeader(header)).toEqual({ok: false, reason: 'malformed', detail});
    });
  }

  it('tells a header without a v1 signature apart', () => {
    expect(parseSignatureHeader('t=1712934402,v0=abc')).toEqual({
      ok: false,
      reason: 'no-v1',
      detail: 'The header carries no v1 signature.',
    });
  });
});

describe('verifying a delivery', () => {
  it('signs the test vector as the docs page says', async () => {
    expect(await signPayload(vector.secret, vector.timestamp, vector.rawBody)).toBe(vector.signature);
  });

  it('accepts the test vector, with its timestamp and age', async () => {
    expect(
      await verifySignature({
        secret: vector.secret,
        header: vectorHeader,
        rawBody: vector.rawBody,
        nowMs: atVectorTime + 42_000,
      }),
    ).toEqual({kind: 'match', timestamp: vector.timestamp, ageSeconds: 42});
  });

  it('refuses a timestamp more than 5 minutes away, unless told to skip the check', async () => {
    const input = {secret: vector.secret, header: vectorHeader, rawBody: vector.rawBody, nowMs: atVectorTime + 301_000};
    expect(await verifySignature(input)).toEqual({kind: 'stale', timestamp: vector.timestamp, ageSeconds: 301});
    expect(await verifySignature({...input, nowMs: atVectorTime - 301_000})).toMatchObject({kind: 'stale'});
    expect(await verifySignature({...input, ignoreAge: true})).toMatchObject({kind: 'match'});
  });

  it('refuses a changed body, secret or timestamp: no signature matches', async () => {
    const valid = {secret: vector.secret, header: vectorHeader, rawBody: vector.rawBody, nowMs: atVectorTime};
    const changed = [
      {...valid, rawBody: vector.rawBody.replace('FAILED', 'FAILEd')},
      {...valid, secret: `${vector.secret.slice(0, -1)}4`},
      {...valid, header: vectorHeader.replace('t=1712934402', 't=1712934403')},
    ];
    for (const input of changed) expect(await verifySignature(input)).toMatchObject({kind: 'mismatch'});
  });

  it('accepts any one of two v1 signatures, as during a secret rotation', async () => {
    const header = `t=${vector.timestamp},v1=${'0'.repeat(64)},v1=${vector.signature}`;
    expect(
      await verifySignature({secret: vector.secret, header, rawBody: vector.rawBody, nowMs: atVectorTime}),
    ).toMatchObject({
      kind: 'match',
    });
  });

  it('asks for a secret before anything else', async () => {
    expect(await verifySignature({secret: '', header: 'nonsense', rawBody: '', nowMs: 0})).toEqual({kind: 'no-secret'});
  });
});

describe('ages in words', () => {
  it('says how long ago, or how far ahead, in the largest whole unit', () => {
    expect(describeAge(0)).toBe('just now');
    expect(describeAge(1)).toBe('1 second ago');
    expect(describeAge(42)).toBe('42 seconds ago');
    expect(describeAge(-301)).toBe('5 minutes in the future');
    expect(describeAge(2 * 365 * 24 * 3600 + 5)).toBe('2 years ago');
  });
});

describe('the delivery shown on the webhook configuration page', () => {
  const page = 'docs/developers/Add-on-services/Webhooks/Configuration.mdx';
  const blocks = codeBlocks(page);
  const titled = (title: string): CodeBlock => {
    const block = blocks.find((candidate) => titleOf(candidate) === title);
    if (block === undefined) throw new Error(`${page} has no code block titled "${title}"`);
    return block;
  };
  const signatureHeader = 'X-Signature: ';

  it('documents the test secret it is signed with: the page shows the test vector', () => {
    expect(blocks.map(({sample}) => sample?.file)).toContain('examples/add-ons/webhooks/test-vector.ts');
  });

  it('shows an X-Signature whose v1 is the HMAC-SHA256 of the body shown under it, with that secret', () => {
    const headerLine = titled('A delivery as your endpoint receives it')
      .body.split('\n')
      .find((line) => line.startsWith(signatureHeader));
    expect(headerLine, 'the delivery block shows an X-Signature header').toBeDefined();
    const parsed = parseSignatureHeader((headerLine ?? '').slice(signatureHeader.length));
    if (!parsed.ok) throw new Error(`The X-Signature on the page does not parse: ${parsed.detail}`);
    // The raw body is the block as printed: every line, without the line break that ends the block.
    const rawBody = titled('Request body: REFUND_FAILED').body.replace(/\n$/, '');
    const expected = createHmac('sha256', signatureTestVector.secret)
      .update(`${parsed.timestamp}.${rawBody}`)
      .digest('hex');
    expect(parsed.signatures).toEqual([expected]);
  });
});
