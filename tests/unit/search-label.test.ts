import {describe, expect, it} from 'vitest';
import {anchorSeparator, homeLabel, resultLabel, segmentSeparator, segmentText} from '../../shared/search/label';

describe('resultLabel', () => {
  it('joins the last two path segments with " / ", hyphens as spaces and words capitalised', () => {
    expect(segmentSeparator).toBe(' / ');
    expect(resultLabel('/docs/developers/convenient-checkout-api/API-Terminology/')).toBe(
      'Convenient Checkout Api / API Terminology',
    );
  });

  it('ignores a trailing slash, or its absence', () => {
    expect(resultLabel('/docs/developers/Getting-Started/')).toBe('Developers / Getting Started');
    expect(resultLabel('/docs/developers/Getting-Started')).toBe('Developers / Getting Started');
    expect(resultLabel('/docs/developers/Getting-Started//')).toBe('Developers / Getting Started');
  });

  it('decodes %20 and other escapes in the path', () => {
    expect(resultLabel('/docs/developers/Special%20Use%20Cases/')).toBe('Developers / Special Use Cases');
    expect(resultLabel('/docs/developers/Core-Capabilities/Manage%20Wallet/')).toBe(
      'Core Capabilities / Manage Wallet',
    );
    expect(resultLabel('/docs/developers/Special Use Cases/')).toBe('Developers / Special Use Cases');
  });

  it('keeps a stray % that starts no escape as text', () => {
    expect(resultLabel('/docs/100%-coverage/')).toBe('Docs / % Coverage');
  });

  it('shows an anchor as " > " after the last path segment, using the anchor\'s last part', () => {
    expect(anchorSeparator).toBe(' > ');
    expect(resultLabel('/api-reference/#operation/createRefund')).toBe('Api Reference > CreateRefund');
    expect(resultLabel('/api-reference-hcp/#operation/createPayment')).toBe('Api Reference Hcp > CreatePayment');
    expect(resultLabel('/docs/developers/Testing/#load-testing')).toBe('Testing > Load Testing');
    expect(resultLabel('/#get-started')).toBe(`${homeLabel} > Get Started`);
  });

  it('ignores an anchor with nothing left once its digits are removed', () => {
    expect(resultLabel('/docs/developers/changelog/#2024')).toBe('Developers / Changelog');
  });

  it('removes digits, and skips segments that were only a date, such as release-note dates', () => {
    expect(resultLabel('/docs/developers/Release-notes/Production/11-17-2023/')).toBe('Release Notes / Production');
    expect(resultLabel('/docs/developers/Release-notes/Stage/12-22-2023/')).toBe('Release Notes / Stage');
    expect(resultLabel('/blog/2023/11/17/convenient-checkout-is-live/')).toBe('Blog / Convenient Checkout Is Live');
    expect(resultLabel('/docs/developers/Core-Capabilities/Payment-Methods/ws2/')).toBe('Payment Methods / Ws');
  });

  it('shows a single-segment url as that segment, and the root as Home', () => {
    expect(resultLabel('/blog/')).toBe('Blog');
    expect(resultLabel('/SearchBox/')).toBe('SearchBox');
    expect(resultLabel('/')).toBe(homeLabel);
    expect(resultLabel('')).toBe(homeLabel);
  });

  it('ignores a query string', () => {
    expect(resultLabel('/docs/overview/?from=search')).toBe('Docs / Overview');
  });
});

describe('segmentText', () => {
  it('capitalises each word and keeps the rest of the word as written', () => {
    expect(segmentText('error_codes')).toBe('Error_codes');
    expect(segmentText('IIAS-Payments')).toBe('IIAS Payments');
    expect(segmentText('pre-auth--transactions')).toBe('Pre Auth Transactions');
  });

  it('is empty for a segment of digits and hyphens', () => {
    expect(segmentText('11-17-2023')).toBe('');
  });
});
