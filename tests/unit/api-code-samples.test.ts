import {describe, expect, it} from 'vitest';
import {curlSample, fetchSample} from '../../src/components/reference/ApiOperation/codeSamples';
import type {RequestSample} from '../../plugins/openapi-docs/types';

const post: RequestSample = {
  method: 'POST',
  url: 'https://api.example.test/v1/payments',
  bearerToken: true,
  headers: [
    ['Content-Type', 'application/json'],
    ['X-Merchant-Id', '0f8fad5b'],
  ],
  body: {amount: 1999, note: "Ada's order"},
};

describe('curl sample', () => {
  it('sends the method, URL, token, headers and body', () => {
    expect(curlSample(post)).toBe(
      [
        "curl --request POST 'https://api.example.test/v1/payments' \\",
        '  --header "Authorization: Bearer $ACCESS_TOKEN" \\',
        "  --header 'Content-Type: application/json' \\",
        "  --header 'X-Merchant-Id: 0f8fad5b' \\",
        "  --data '{",
        '  "amount": 1999,',
        `  "note": "Ada'\\''s order"`,
        "}'",
      ].join('\n'),
    );
  });

  it('has no token or body when the call needs none', () => {
    expect(curlSample({method: 'GET', url: 'https://x.test/a?b=1', bearerToken: false, headers: []})).toBe(
      "curl --request GET 'https://x.test/a?b=1'",
    );
  });
});

describe('fetch sample', () => {
  it('is TypeScript that sends the same request', () => {
    expect(fetchSample(post)).toBe(
      [
        "const response = await fetch('https://api.example.test/v1/payments', {",
        "  method: 'POST',",
        '  headers: {',
        '    Authorization: `Bearer ${process.env.ACCESS_TOKEN}`,',
        "    'Content-Type': 'application/json',",
        "    'X-Merchant-Id': '0f8fad5b',",
        '  },',
        '  body: JSON.stringify({',
        '    "amount": 1999,',
        `    "note": "Ada's order"`,
        '  }),',
        '});',
        'console.log(response.status, await response.text());',
      ].join('\n'),
    );
  });

  it('sends a text body as it is, and escapes quotes in it', () => {
    const sample = fetchSample({method: 'POST', url: 'https://x.test', bearerToken: false, headers: [], body: "it's"});
    expect(sample).toContain("body: 'it\\'s',");
    expect(sample).not.toContain('headers');
  });
});
