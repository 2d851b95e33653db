/**
 * The schema of src/data/adoption.ts, what a business reads before adopting the service: the channels it
 * names are the contract's, the fee types are the fee report's, its links lead to pages, and it never
 * states a price.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';
import * as adoption from '../../src/data/adoption';
import {matrixCell} from '../../src/components/business/matrix';
import {loadContract, type Schema} from '../support/contract';
import {docsSourceOf} from '../support/docRoutes';

const merchant = await loadContract('merchant');
const enumOf = (name: string, property?: string): string[] =>
  (merchant.schemaAt(name, property).value.enum ?? []).map(String);

describe('src/data/adoption.ts', () => {
  it('names only channels the contract allows for each way to pay', () => {
    for (const row of adoption.paymentMethodRows) {
      expect(enumOf(row.channelSchema)).toEqual(expect.arrayContaining([...row.channels]));
    }
    const everyChannel = new Set([...enumOf('CardChannel'), ...enumOf('BankAccountChannel')]);
    for (const column of adoption.readerChannels) {
      for (const channel of column.contractChannels) expect(everyChannel).toContain(channel);
    }
  });

  it('rewords only channels the way to pay has', () => {
    for (const row of adoption.paymentMethodRows) {
      expect(row.channels).toEqual(expect.arrayContaining(Object.keys(row.wording ?? {})));
    }
  });

  it('places every channel of every way to pay in one column of the matrix', () => {
    for (const row of adoption.paymentMethodRows) {
      const placed = adoption.readerChannels.flatMap((column) =>
        matrixCell(row, column, enumOf(row.channelSchema), String).map(({value}) => value),
      );
      expect(placed.sort()).toEqual([...row.channels].sort());
    }
  });

  it('covers every channel the contract has, so the matrix leaves no way to pay out', () => {
    const offered = new Set(adoption.paymentMethodRows.flatMap((row) => row.channels));
    for (const channel of [...enumOf('CardChannel'), ...enumOf('BankAccountChannel')])
      expect(offered).toContain(channel);
  });

  it('names every card brand of the contract but UNKNOWN, and no other', () => {
    const brands = enumOf('CardBrand').filter((brand) => brand !== 'UNKNOWN');
    expect(Object.keys(adoption.cardBrandNames).sort()).toEqual(brands.sort());
  });

  it('describes the fee types of the fee report, no more and no fewer', () => {
    const metadata = readFileSync(
      join(repoRoot, 'docs/developers/Add-on-services/Reports/Report metadata.mdx'),
      'utf8',
    );
    const row = /^\| `feeType`.*$/m.exec(metadata)?.[0] ?? '';
    const reportTypes = [...new Set([...row.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]))];
    expect(adoption.feeTypes.map((fee) => fee.reportName).sort()).toEqual(reportTypes.sort());
  });

  it('states no price: no amounts, percentages or rates in the fee model', () => {
    const feeText = JSON.stringify([adoption.feeTypes, adoption.pricing]);
    expect(feeText).not.toMatch(/\$|USD\s*\d|\d+(\.\d+)?\s*(%|per ?cent|cents?|basis points|bps)/i);
  });

  it('uses the one currency the contract allows', () => {
    const currencies = enumOf('Payment', 'currencyCode');
    expect(currencies).toEqual(['USD']);
    expect(adoption.coverage.cardCustomers).toMatch(/US dollars/);
  });

  it('gives every contact an address at our domain, hours and a first-answer time', () => {
    for (const contact of Object.values(adoption.contacts)) {
      expect(contact.email).toMatch(/^[a-z]+@convenient-checkout\.example$/);
      for (const text of [contact.hours, contact.firstAnswer, contact.purpose]) expect(text.length).toBeGreaterThan(0);
    }
  });

  it('links to pages that exist', () => {
    const routes = [...adoption.pciScopes.map((scope) => scope.guide), adoption.disputes.guide];
    expect(routes.filter((route) => !docsSourceOf(route))).toEqual([]);
  });

  it('gives each timeline a range in weeks, shortest first', () => {
    for (const {weeks} of adoption.timeline) expect(weeks[0]).toBeLessThan(weeks[1]);
    const starts = adoption.timeline.map(({weeks}) => weeks[0]);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('states the service objectives of the requirements, and the message volume the rate limit is sized for', () => {
    const requirements = readFileSync(join(repoRoot, 'notes/requirements.md'), 'utf8');
    const line = /^- Service objectives: (.*)$/m.exec(requirements)?.[1] ?? '';
    const [availability, response, volume] = adoption.serviceObjectives.map(({target}) => target);
    expect(line).toContain(`${availability?.replace('%', '') ?? ''} availability`);
    expect(line).toContain(`within ${response ?? ''}`);
    const perHour = Number(/^(\d+) messages per hour$/.exec(volume ?? '')?.[1]);
    expect(line).toContain(`${perHour} messages an hour`);
    const rateLimit = merchant.document.components?.headers?.RateLimitLimit as {schema: Schema; example?: number};
    expect(rateLimit.example).toBe(perHour);
  });
});
