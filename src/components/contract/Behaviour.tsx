/**
 * The contract's decisions on repeats, lost answers and access, for docs pages: the same view the
 * reference shows under each operation, so a guide that discusses retries never restates them.
 */
import type {ReactNode} from 'react';
import contract from '@generated/openapi-docs/default/contract.json';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import IdempotencySteps from '@site/src/components/reference/IdempotencySteps';
import ScrollTable, {CellNote} from '@site/src/components/common/ScrollTable';
import {durationMs, durationWords} from '@site/contract-core';
import {errorCodeUrl} from '../common/errorCodeUrl';
import {findOperation, operationHref} from './lookups';

interface RetryStepsProps {
  readonly api: ApiDocumentId;
  readonly operationId: string;
}

/** An operation's x-idempotency: its key, what a repeat answers and the recovery steps, linked. */
export function RetrySteps({api, operationId}: RetryStepsProps): ReactNode {
  const {idempotency} = findOperation(contract, api, operationId);
  if (idempotency === undefined) throw new Error(`${api} ${operationId} has no x-idempotency: it changes nothing`);
  return (
    <IdempotencySteps
      operationId={operationId}
      idempotency={idempotency}
      policy={contract.retryPolicy}
      operationHref={(id) => {
        const found = contract.operations.find((candidate) => candidate.api === api && candidate.operationId === id);
        return found === undefined ? undefined : operationHref(contract, found);
      }}
      codeHref={errorCodeUrl}
    />
  );
}

const accessCases = [
  {case: 'missingScope', title: 'The token lacks a scope the operation accepts'},
  {case: 'otherMerchantToken', title: 'X-Merchant-Id names a merchant the token was not issued for'},
  {case: 'otherCheckoutToken', title: 'A checkout token names another session or customer than its own'},
  {case: 'unknownId', title: 'No resource has this id'},
  {case: 'otherMerchant', title: 'The resource belongs to another merchant (or another customer)'},
  {case: 'deleted', title: 'The payment method was deleted'},
] as const;

/** Who may see what (x-access-rule): what each case answers, the same on every operation. */
export function AccessRule(): ReactNode {
  const rule = contract.accessRule;
  if (rule === undefined) throw new Error('The contract has no x-access-rule');
  return (
    <ScrollTable label="What the service answers for a resource you may not see">
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Answer</th>
        </tr>
      </thead>
      <tbody>
        {accessCases.map(({case: name, title}) => (
          <tr key={name}>
            <th scope="row">{title}</th>
            <td>
              <code>{rule[name].status}</code>
              <CellNote>{rule[name].means}</CellNote>
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

interface WebhookDeliveryProps {
  /**
   * timeout: "10 seconds"; attempts: "8"; schedule: the pauses before each retry, as a list; span: how long
   * after the first attempt the last one comes, in whole hours ("about 45 hours").
   */
  readonly show: 'timeout' | 'attempts' | 'schedule' | 'span';
}

/** One fact of webhook delivery (x-webhook-delivery), in words, inside a sentence of a docs page. */
export function WebhookDelivery({show}: WebhookDeliveryProps): ReactNode {
  const delivery = contract.webhookDelivery;
  if (delivery === undefined) throw new Error('The contract has no x-webhook-delivery');
  const pauses = delivery.retrySchedule;
  switch (show) {
    case 'timeout':
      return durationWords(delivery.timeout);
    case 'attempts':
      return String(pauses.length + 1);
    case 'schedule':
      return `${pauses.slice(0, -1).map(durationWords).join(', ')} and ${durationWords(pauses.at(-1) ?? 'PT0S')}`;
    case 'span':
      return `about ${Math.round(pauses.reduce((sum, pause) => sum + durationMs(pause), 0) / 3600_000)} hours`;
  }
}
