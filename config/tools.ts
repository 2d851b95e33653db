/**
 * The integration tools that run in the reader's browser: their routes and names, for the pages, the
 * footer, the links from the API reference and the tests.
 */
export const tools = {
  landing: {route: '/tools/', title: 'Integration tools'},
  requestChecker: {route: '/tools/request-checker/', title: 'Request checker'},
  webhookSignature: {route: '/tools/webhook-signature/', title: 'Webhook signature checker'},
  sandbox: {route: '/tools/sandbox/', title: 'Sandbox'},
} as const;

/**
 * Where `npm run simulator` listens by default (docs/developers/Testing/Simulator.mdx): the consoles show
 * each request as curl and TypeScript for it, and the sandbox's answers name it in their URLs.
 */
export const localSimulatorOrigin = 'http://127.0.0.1:4010';

/** A webhook event for the signature checker, in the fragment of its URL, which never leaves the browser. */
export interface SignedDelivery {
  readonly secret: string;
  readonly header: string;
  readonly rawBody: string;
}

export function webhookSignatureHref({secret, header, rawBody}: SignedDelivery): string {
  return `${tools.webhookSignature.route}#${new URLSearchParams({secret, header, body: rawBody}).toString()}`;
}

/** The delivery a link to the signature checker carries, if any. */
export function signedDeliveryOf(hash: string): SignedDelivery | undefined {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const [secret, header, rawBody] = [fields.get('secret'), fields.get('header'), fields.get('body')];
  return secret === null || header === null || rawBody === null ? undefined : {secret, header, rawBody};
}

/** The query parameter that preselects an operation in the request checker. */
export const operationQueryParameter = 'operation';

/** The request checker with an operation preselected, by its checker value (see CheckerOperation.key). */
export function requestCheckerHref(operationKey: string): string {
  return `${tools.requestChecker.route}?${new URLSearchParams({[operationQueryParameter]: operationKey}).toString()}`;
}
