/**
 * Where the samples send their calls, read from the environment so the same code runs against stage and
 * production. Getting Started lists each variable and its value per environment.
 */
function required(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Set ${name}; Getting Started lists its value`);
  return value;
}

export interface CheckoutConfig {
  /** `https://api.nonprod.convenient-checkout.example/v1` outside production. */
  readonly apiUrl: string;
  /** The OAuth2 token URL of the environment. */
  readonly tokenUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly merchantId: string;
  /** `dev`, `stage` or `test` on the non-production host; unset in production. */
  readonly upstreamEnv: string | undefined;
  /** The X-source header: which of your systems makes the call. */
  readonly source: string;
}

export function checkoutConfig(source: string): CheckoutConfig {
  return {
    apiUrl: required('CHECKOUT_API_URL'),
    tokenUrl: required('CHECKOUT_TOKEN_URL'),
    clientId: required('CLIENT_ID'),
    clientSecret: required('CLIENT_SECRET'),
    merchantId: required('MERCHANT_ID'),
    upstreamEnv: process.env.UPSTREAM_ENV === '' ? undefined : process.env.UPSTREAM_ENV,
    source,
  };
}
