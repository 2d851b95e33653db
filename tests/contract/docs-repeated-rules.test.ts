/**
 * A rule many pages need has one home, read from the contract there; other pages link to it. These rules
 * were retyped on dozens of pages and drift when retyped, so their prose may appear only in the home.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';
import {componentExtension} from '../../contract-core';
import {loadBundledContracts} from '../support/contract';
import {proseLines, where} from '../support/prose';

/** The home of the header and scope rules: its Headers and Scopes sections render them from the contract. */
const home = join('docs', 'developers', 'Getting-Started', 'index.mdx');

const outsideHome = proseLines().filter(({file}) => file !== home);

it('states the X-source limit only in its home', () => {
  const retyped = outsideHome.filter(({text}) => /X-source/.test(text) && /\b50 characters\b/.test(text));
  expect(retyped.map(where)).toEqual([]);
});

it('lists the non-production scopes only in their home', () => {
  const retyped = outsideHome.filter(({text}) => new Set(text.match(/nonprod-[a-z-]*[a-z]/g) ?? []).size >= 3);
  expect(retyped.map(where)).toEqual([]);
});

it('renders the home of both rules from the contract', () => {
  const text = readFileSync(join(repoRoot, home), 'utf8');
  expect(text).toMatch(/<RequestHeaders( parameters=\{\[[^\]]*'UserCustomerId'\]\})? \/>/);
  expect(text).toMatch(/<ScopeTable api="merchant" \/>/);
  expect(text).not.toMatch(/X-source[^\n]*50 characters/);
});

it('never retypes the webhook retry schedule, its attempts or its span: <WebhookDelivery> reads them from x-webhook-delivery', () => {
  const retyped = proseLines().filter(
    ({text}) =>
      /\b\d+ (delivery )?attempts\b/.test(text) || /about \d+ hours/.test(text) || /1 minute, 5 minutes/.test(text),
  );
  expect(retyped.map(where)).toEqual([]);
});

it("states the webhook secrets' overlap as x-webhook-delivery's rotation.overlap", async () => {
  const [merchant] = await loadBundledContracts();
  const delivery = merchant === undefined ? undefined : componentExtension(merchant.document, 'x-webhook-delivery');
  const overlap = (delivery as {rotation?: {overlap?: string}} | undefined)?.rotation?.overlap ?? '';
  const days = Number(/^P(\d+)D$/.exec(overlap)?.[1]);
  const said = proseLines().flatMap((line) =>
    /\bsign/.test(line.text) && /\bboth\b/.test(line.text)
      ? [...line.text.matchAll(/\b(\d+) days\b/g)].map((match) => ({where: where(line), days: Number(match[1])}))
      : [],
  );
  expect(said.length).toBeGreaterThan(0);
  expect(said.filter((claim) => claim.days !== days)).toEqual([]);
});
