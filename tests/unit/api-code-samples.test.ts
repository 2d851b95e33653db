import {describe, expect, it} from 'vitest';
import {curlSample, fetchSample} from '../../shared/codeSamples';
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
const server = 'https://api.example.test/v1';

describe('curl sample', () => {
  it('sends the method, URL, token, headers and body', () => {
    expect(curlSample(post, server)).toBe(
      [
        'curl --request POST "${API_BASE_URL:-https://api.example.test/v1}/payments" \\',
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
    expect(
      curlSample({method: 'GET', url: 'https://x.test/a?b=1', bearerToken: false, headers: []}, 'https://x.test'),
    ).toBe('curl --request GET "${API_BASE_URL:-https://x.test}/a?b=1"');
  });

  it('escapes what the shell would expand in double quotes', () => {
    expect(
      curlSample({method: 'GET', url: 'https://x.test/a$b`c"d', bearerToken: false, headers: []}, 'https://x.test'),
    ).toBe('curl --request GET "${API_BASE_URL:-https://x.test}/a\\$b\\`c\\"d"');
  });

  it('refuses a sample whose URL is not on the server', () => {
    expect(() => curlSample(post, 'https://other.test')).toThrow(
      "The sample's URL https://api.example.test/v1/payments does not begin with the server URL https://other.test",
    );
  });
});

describe('fetch sample', () => {
  it('is TypeScript that sends the same request', () => {
    expect(fetchSample(post, server)).toBe(
      [
        "const baseUrl = process.env.API_BASE_URL ?? 'https://api.example.test/v1';",
        'const response = await fetch(`${baseUrl}/payments`, {',
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
    const sample = fetchSample(
      {method: 'POST', url: 'https://x.test', bearerToken: false, headers: [], body: "it's"},
      'https://x.test',
    );
    expect(sample).toContain("body: 'it\\'s',");
    expect(sample).not.toContain('headers');
  });

  it("escapes what a template literal would read in the path, and quotes in the server's default", () => {
    const sample = fetchSample(
      {method: 'GET', url: "https://x.test/it's/a`b/${c}", bearerToken: false, headers: []},
      "https://x.test/it's",
    );
    expect(sample).toContain("const baseUrl = process.env.API_BASE_URL ?? 'https://x.test/it\\'s';");
    expect(sample).toContain('await fetch(`${baseUrl}/a\\`b/\\${c}`, {');
  });
});
