/**
 * A delivery signed with a known secret, to check your own verification against: signing `body` with
 * `secret` at `timestamp` must give the `v1` value in `header`. The secret is an example, not a real one.
 */
export const signatureTestVector = {
  secret: 'ccwh_5f0c3a9e7b1d4c26a8e2f4b6d0c8a1e3',
  timestamp: 1712934402,
  body: '{"id":"5b0e7c1a-2d3f-4e5a-9b6c-7d8e9f0a1b2c","type":"PAYMENT_FAILED"}',
  header: 't=1712934402,v1=dc9f3b2f608ae4b1f188fc294dc6914b48e17e297a4d8f728a4072cd56fe97f3',
} as const;
