/**
 * The integration tools that run in the reader's browser: their routes and names, for the pages, the
 * footer, the links from the API reference and the tests.
 */
export const tools = {
  landing: {route: '/tools/', title: 'Integration tools'},
  requestChecker: {route: '/tools/request-checker/', title: 'Request checker'},
  webhookSignature: {route: '/tools/webhook-signature/', title: 'Webhook signature checker'},
} as const;

/** The query parameter that preselects an operation in the request checker. */
export const operationQueryParameter = 'operation';

/** The request checker with an operation preselected, by its checker value (see CheckerOperation.key). */
export function requestCheckerHref(operationKey: string): string {
  return `${tools.requestChecker.route}?${new URLSearchParams({[operationQueryParameter]: operationKey}).toString()}`;
}
