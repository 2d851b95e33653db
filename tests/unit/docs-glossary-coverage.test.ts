/**
 * The glossary covers its pages: every term a business or onboarding page marks with `<Term>` has an entry,
 * and the terms these readers meet most are there whether or not a page marks them yet.
 */
import {describe, expect, it} from 'vitest';
import {glossaryAnchor} from '../../src/components/business/glossary';
import {businessPages, glossaryEntries, markedTerms} from '../support/businessPages';

const requiredTerms = [
  'Dispute',
  'Chargeback',
  'Decline',
  'Issuer',
  'Payout',
  'Settlement',
  'Processor',
  'ACH',
  'Nacha',
  'OAuth',
  'Authentication',
  'Sender address',
];

describe('glossary coverage', () => {
  const anchors = new Set(glossaryEntries().map(glossaryAnchor));

  it('has an entry for every term the issue names', () => {
    expect(requiredTerms.filter((term) => !anchors.has(glossaryAnchor(term)))).toEqual([]);
  });

  it('has an entry for every term a business or onboarding page marks as defined', () => {
    const marked = businessPages().flatMap(markedTerms);
    expect(marked.length).toBeGreaterThan(20);
    const missing = marked.filter(({entry}) => !anchors.has(glossaryAnchor(entry)));
    expect(missing).toEqual([]);
  });

  it('lists its entries in alphabetical order', () => {
    const entries = glossaryEntries();
    expect(entries).toEqual([...entries].sort((a, b) => a.localeCompare(b, 'en', {sensitivity: 'base'})));
  });
});

describe('glossaryAnchor', () => {
  it('gives the anchor Docusaurus gives the heading', () => {
    expect(glossaryAnchor('Accepted (202)')).toBe('accepted-202');
    expect(glossaryAnchor('Health-care platform (HCP)')).toBe('health-care-platform-hcp');
    expect(glossaryAnchor('Report delivery (ECG)')).toBe('report-delivery-ecg');
    expect(glossaryAnchor('merchantTransactionId')).toBe('merchanttransactionid');
  });
});
