/**
 * The documentation pages of the route list of notes/requirements.md exist in the build at their exact URLs, each a real page:
 * an h1, a description, no placeholder text and at least 300 words of prose outside code; every section
 * landing page explains its section the same way (release notes and the changelog may list every entry instead).
 */
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {builtFileFor, builtPages, elementsOf, sitemapRoutes} from '../support/builtSite';

const base = '/docs/developers';

/** notes/requirements.md#site-settings-and-routes, "Documentation pages": every content page of the route list. */
const specPages = [
  '/docs/overview/',
  '/docs/ideas/',
  '/docs/onboarding/Merchant-Onboarding/',
  '/docs/business/intro/',
  '/docs/business/glossary/',
  '/docs/business/BestInClassUI/',
  '/docs/business/adoption/',
  `${base}/Getting-Started/hcp/`,
  `${base}/Getting-Started/stripe/`,
  `${base}/Getting-Started/users/`,
  `${base}/Getting-Started/code-samples/`,
  `${base}/Getting-Started/tokens-and-scopes/`,
  `${base}/Getting-Started/go-live-checklist/`,
  `${base}/Getting-Started/first-payment/`,
  `${base}/onboarding/register-with-hcp/`,
  `${base}/onboarding/stripe-configuration/`,
  `${base}/onboarding/express-checkout-with-digital-wallet/`,
  `${base}/onboarding/manufacturer-card/`,
  `${base}/Core-Capabilities/Manage Wallet/Adding Payment Method/`,
  `${base}/Core-Capabilities/Manage Wallet/Update Payment Method/`,
  `${base}/Core-Capabilities/Manage Wallet/Delete Payment Method/`,
  `${base}/Core-Capabilities/Payment-Methods/on-screen-entry/`,
  `${base}/Core-Capabilities/Payment-Methods/text-channel/`,
  `${base}/Core-Capabilities/Payment-Methods/email-channel/`,
  `${base}/Core-Capabilities/Payment-Methods/ws2/`,
  `${base}/Core-Capabilities/Payment-Methods-types/Card/`,
  `${base}/Core-Capabilities/Payment-Methods-types/default-card/`,
  `${base}/Core-Capabilities/Payment-Methods-types/manufacturer-card/`,
  `${base}/Core-Capabilities/Payment-Methods-types/BankAccount/`,
  `${base}/Core-Capabilities/Payment-Methods-types/BankAccount/Invalidated Payment Method/`,
  `${base}/Core-Capabilities/Payment-Methods-types/BankAccount/ach-specifics/`,
  `${base}/Core-Capabilities/Payments/Payment-modes/`,
  `${base}/Core-Capabilities/Payments/sale-transactions/`,
  `${base}/Core-Capabilities/Payments/Pre-Auth Transactions/`,
  `${base}/Core-Capabilities/Payments/Partial-Authorization/`,
  `${base}/convenient-checkout-ui/Integration/Hosted/`,
  `${base}/convenient-checkout-ui/Integration/Embedded/`,
  `${base}/convenient-checkout-ui/Integration/TypeScript/`,
  `${base}/convenient-checkout-ui/Widget-Experience/Widget-Modes/`,
  `${base}/convenient-checkout-ui/Widget-Experience/Guest-vs-Wallet-Experience/`,
  `${base}/convenient-checkout-ui/Widget-Experience/Embedded Experience/`,
  `${base}/convenient-checkout-ui/widget-capabilities/payment-method-selector/`,
  `${base}/convenient-checkout-ui/widget-translation/child-session-translation/`,
  `${base}/convenient-checkout-ui/Languages/`,
  `${base}/convenient-checkout-ui/Theming-and-Styling/`,
  `${base}/convenient-checkout-ui/Versioning/`,
  `${base}/convenient-checkout-ui/Known-Issues/`,
  `${base}/convenient-checkout-ui/Terms-and-FAQ/`,
  `${base}/convenient-checkout-ui/Pci-Notification/`,
  `${base}/convenient-checkout-ui/error-messages/payment-method-add/`,
  `${base}/convenient-checkout-ui/error-messages/payment-method-edit/`,
  `${base}/convenient-checkout-api/API-Terminology/`,
  `${base}/convenient-checkout-api/sessions/create-session/`,
  `${base}/convenient-checkout-api/sessions/poll-get-sessions/`,
  `${base}/convenient-checkout-api/sessions/lifetimes/`,
  `${base}/convenient-checkout-api/retries-and-idempotency/`,
  `${base}/convenient-checkout-api/Payment-Methods/set-up/`,
  `${base}/convenient-checkout-api/Payment-Methods/find/`,
  `${base}/convenient-checkout-api/Payment-Methods/update/`,
  `${base}/convenient-checkout-api/Payment-Methods/delete/`,
  `${base}/convenient-checkout-api/Payments/payment-api/`,
  `${base}/convenient-checkout-api/Payments/make a payment via UI/`,
  `${base}/convenient-checkout-api/Payments/One time pay/`,
  `${base}/convenient-checkout-api/Payments/Pay and Save/`,
  `${base}/convenient-checkout-api/Payments/Agent assisted payments/`,
  `${base}/convenient-checkout-api/Payments/IIAS-Payments/`,
  `${base}/convenient-checkout-api/Payments/Managing-MerchantTransactionId/`,
  `${base}/convenient-checkout-api/Payments/Refunds/`,
  `${base}/convenient-checkout-api/Payments/refund-rules/`,
  `${base}/Add-on-services/Webhooks/Configuration/`,
  `${base}/Add-on-services/Webhooks/Payments/`,
  `${base}/Add-on-services/Webhooks/Payment Methods/`,
  `${base}/Add-on-services/Webhooks/Refunds/`,
  `${base}/Add-on-services/Webhooks/Disputes/`,
  `${base}/Add-on-services/Webhooks/Partial Authorization/`,
  `${base}/Add-on-services/Reports/introduction/`,
  `${base}/Add-on-services/Reports/ECG-SetUp/`,
  `${base}/Add-on-services/Reports/Merchant-payout/`,
  `${base}/Add-on-services/Reports/Combined Report/`,
  `${base}/Add-on-services/Reports/Transaction-level-fee-report/`,
  `${base}/Add-on-services/Reports/Report metadata/`,
  `${base}/Customer-migration/Migration/`,
  `${base}/Customer-migration/Extract/`,
  `${base}/Special Use Cases/Add-Duplicate-Payment-Method/`,
  `${base}/Special Use Cases/Replace-Payment-Method/`,
  `${base}/Special Use Cases/payments/`,
  `${base}/Special Use Cases/Retry-Logic-for-Payment-And-Payment-Method-Entry/`,
  `${base}/Special Use Cases/Unusual payments failure/`,
  `${base}/Testing/Testing/`,
  `${base}/Testing/Performance-Testing-Baseline/`,
  `${base}/Testing/Continuous-Integration/`,
  `${base}/Trouble-Shooting/firewall-restrictions/`,
  `${base}/Release-notes/Production/11-17-2023/`,
  `${base}/Release-notes/Production/12-8-2023/`,
  `${base}/Release-notes/Production/1-23-2024/`,
  `${base}/Release-notes/Production/4-12-2024/`,
  `${base}/Release-notes/Stage/11-15-2023/`,
  `${base}/Release-notes/Stage/11-30-2023/`,
  `${base}/Release-notes/Stage/12-22-2023/`,
  `${base}/changelog/manufacturer-card-api/`,
  `${base}/changelog/manufacturer-card-ui/`,
  `${base}/Admin/`,
  `${base}/convenient-checkout-api/sessions/error_codes/`,
  `${base}/convenient-checkout-api/Payment-Methods/error_codes/`,
  `${base}/convenient-checkout-api/Payments/error_codes/`,
];

const placeholder = /lorem ipsum|\bTODO\b|\bTBD\b|coming soon/i;

/** The article's text without code blocks, tables and tags: the prose a reader reads. */
function proseOf(html: string): string {
  const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
  return article
    .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
    .replace(/<table[\s\S]*?<\/table>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
}

describe('documentation pages', () => {
  it.each(specPages)('%s is a real page at its spec URL', (route) => {
    const file = builtFileFor(encodeURI(route));
    expect(file, `no page built at ${route}`).toBeDefined();
    const html = readFileSync(file ?? '', 'utf8');
    expect(html).toMatch(/<h1[^>]*>[^<]+/);
    const description = elementsOf(html).find(
      ({name, attributes}) => name === 'meta' && attributes.name === 'description',
    );
    expect(description?.attributes.content?.length ?? 0).toBeGreaterThanOrEqual(20);
    const prose = proseOf(html);
    expect(prose).not.toMatch(placeholder);
    expect(prose.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length).toBeGreaterThanOrEqual(300);
  });

  // A section's landing page tells the reader which of its pages to open; a card list alone does not.
  const sectionPages = sitemapRoutes().filter(
    (route) =>
      route.startsWith(`${base}/`) && sitemapRoutes().some((other) => other !== route && other.startsWith(route)),
  );

  it('include every section landing page of the developers docs', () => {
    expect(sectionPages).toContain(`${base}/Add-on-services/Webhooks/`);
    expect(sectionPages.length).toBeGreaterThan(15);
  });

  it.each(sectionPages)(
    '%s explains its section: 300 words of prose, or every entry listed with a summary',
    (route) => {
      const html = readFileSync(builtFileFor(encodeURI(route)) ?? '', 'utf8');
      expect(html, `${route} is a generated card list`).not.toMatch(/generatedIndexPage/);
      const prose = proseOf(html);
      const words = prose.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length;
      const entries = sitemapRoutes().filter((other) => other !== route && other.startsWith(route));
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      const unlisted = entries.filter((entry) => !article.includes(encodeURI(entry)));
      if ((route.includes('/Release-notes/') || route.includes('/changelog/')) && unlisted.length === 0) return;
      expect(words).toBeGreaterThanOrEqual(300);
    },
  );

  // Markdown a component showed as text (a contract description rendered without its Markdown) keeps its backticks.
  it('have no inline code left as literal backticks', () => {
    const literal = builtPages()
      .map(({route, html}) => ({route, text: /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? ''}))
      .map(({route, text}) => ({route, found: /`[^`<\n]+`/.exec(text.replace(/<(pre|code)[\s\S]*?<\/\1>/g, ' '))?.[0]}))
      .filter(({found}) => found !== undefined);
    expect(literal).toEqual([]);
  });

  // An admonition the Markdown parser did not recognise (such as the MDX 1 `:::note Title` form) shows as text.
  it('have no admonition left as literal text', () => {
    const unparsed = builtPages()
      .filter(({html}) => /<p>:::/.test(html))
      .map(({route}) => route);
    expect(unparsed).toEqual([]);
  });
});
