import {readFileSync} from 'node:fs';
import {DomUtils, parseDocument} from 'htmlparser2';
import type {Element} from 'domhandler';
import {beforeAll, describe, expect, it} from 'vitest';
import {idempotencyOf} from '../../contract-core';
import {builtFileFor, wholeHtml} from '../support/builtSite';
import {loadBundledContracts, type Contract} from '../support/contract';

/**
 * Every operation that changes something shows the contract's x-idempotency under it in its reference
 * page, with each lookup linked to the operation it calls, as the served HTML (readable without JavaScript).
 */
let contracts: Contract[] = [];
beforeAll(async () => {
  contracts = await loadBundledContracts();
});

/** The operation's section: the parent of its h3, which carries the operation's anchor. */
function operationSection(html: string, operationId: string): Element | undefined {
  const heading = DomUtils.findOne(
    (element) => element.attribs.id === `operation/${operationId}`,
    parseDocument(html).children,
  );
  const section = heading === null ? undefined : heading.parent;
  return section !== null && section !== undefined && 'attribs' in section ? section : undefined;
}

describe('retries and repeats in the reference pages', () => {
  it('follow every operation that changes something, with its lookups linked', () => {
    const missing = contracts.flatMap((contract) => {
      const html = wholeHtml(readFileSync(builtFileFor(contract.apiDocument.route) ?? '', 'utf8'));
      return contract.operations.flatMap((entry) => {
        const idempotency = idempotencyOf(entry.operation);
        const operationId = entry.operation.operationId ?? '';
        if (idempotency === undefined) return [];
        const section = operationSection(html, operationId);
        if (section === undefined) return [`${contract.apiDocument.id} ${operationId}: no section`];
        const text = DomUtils.textContent(section);
        const hrefs = DomUtils.findAll((element) => element.name === 'a', section.children).map(
          (link) => link.attribs.href ?? '',
        );
        const lookups = Object.values(idempotency.recovery)
          .flat()
          .flatMap(({operation}) => (operation === undefined ? [] : [operation]));
        return [
          ...(text.includes('Retries and repeats') ? [] : [`${operationId}: no "Retries and repeats"`]),
          ...lookups
            .filter((lookup) => !hrefs.some((href) => href.endsWith(`#operation/${lookup}`)))
            .map((lookup) => `${operationId}: lookup ${lookup} is not linked`),
        ];
      });
    });
    expect(missing).toEqual([]);
  });

  it('say after a lost payment to look it up, then resend with the same identifier', () => {
    const html = wholeHtml(readFileSync(builtFileFor('/api-reference/') ?? '', 'utf8'));
    const text = DomUtils.textContent(operationSection(html, 'createPayment') ?? []);
    expect(text).toMatch(/200 with an empty list:.*same merchantTransactionId/s);
    expect(text).toMatch(/at most 3 attempts/);
  });
});
