/**
 * The test scheme of the non-production environments, read from the Merchant API's `x-test-data`
 * (openapi/components/test-data.yaml) so that the Testing page and the contract cannot disagree:
 *
 *   <TestData table="amounts" />
 *   <TestData table="cards" category="declined" />
 *   <TestData table="bankAccounts" />
 *   <TestData table="wallet" />
 *   <TestTime of="bankDebitTime" />
 */
import type {ReactNode} from 'react';
import contract from '@generated/openapi-docs/default/contract.json';
import {durationWords, type TestCard, type TestCardCategory} from '@site/contract-core';
import Markdown, {MarkdownProvider} from '@site/src/components/common/Markdown';
import ScrollTable from '@site/src/components/common/ScrollTable';

type TestDataProps =
  | {readonly table: 'amounts'}
  | {readonly table: 'cards'; readonly category: TestCardCategory}
  | {readonly table: 'bankAccounts'}
  | {readonly table: 'wallet'};

/** A list the page asks for must have entries: an empty one means the data or the page is wrong. */
function nonEmpty<T>(entries: readonly T[], what: string): readonly T[] {
  if (entries.length === 0) throw new Error(`The contract's x-test-data has no ${what}`);
  return entries;
}

/** A code, or "none" where the entry has no such value, as the page has always written it. */
function CodeOrNone({value}: {readonly value: string | number | undefined}): ReactNode {
  return value === undefined ? 'none' : <code>{value}</code>;
}

function Statuses({statuses}: {readonly statuses: readonly string[]}): ReactNode {
  return statuses.map((status, index) => (
    <span key={status}>
      {index === 0 ? null : ' or '}
      <code>{status}</code>
    </span>
  ));
}

function AmountTable(): ReactNode {
  const amounts = nonEmpty(contract.testData.amounts, 'reserved amounts');
  return (
    <ScrollTable label="Reserved amounts">
      <thead>
        <tr>
          <th scope="col">
            <code>amount</code>
          </th>
          <th scope="col">What the service does</th>
          <th scope="col">The payment ends</th>
          <th scope="col">
            <code>errorCode</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {amounts.map(({amount, outcome, endsIn, errorCode}) => (
          <tr key={amount}>
            <td>
              <code>{amount}</code>
            </td>
            <td>
              <Markdown source={outcome} />
            </td>
            <td>
              <Statuses statuses={endsIn} />
            </td>
            <td>
              <CodeOrNone value={errorCode} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/** The card columns a category's cards fill; a column no card of the category has is left out. */
const optionalCardColumns = [
  {key: 'errorCode', heading: 'errorCode'},
  {key: 'processorCode', heading: 'code'},
  {key: 'declineCode', heading: 'declineCode'},
] as const satisfies readonly {key: keyof TestCard; heading: string}[];

function CardTable({category}: {readonly category: TestCardCategory}): ReactNode {
  const cards = nonEmpty(
    contract.testData.cards.filter((card) => card.category === category),
    `${category} test cards`,
  );
  const columns = optionalCardColumns.filter(({key}) => cards.some((card) => card[key] !== undefined));
  return (
    <ScrollTable label={`Test cards: ${category}`}>
      <thead>
        <tr>
          <th scope="col">Card number</th>
          <th scope="col">
            <code>cardBrand</code>
          </th>
          <th scope="col">Outcome</th>
          {columns.map(({key, heading}) => (
            <th key={key} scope="col">
              <code>{heading}</code>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cards.map((card) => (
          <tr key={card.number}>
            <td>
              <code>{card.number}</code>
            </td>
            <td>
              <code>{card.brand}</code>
            </td>
            <td>
              <Markdown source={card.outcome} />
            </td>
            {columns.map(({key}) => (
              <td key={key}>
                <CodeOrNone value={card[key]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function BankAccountTable(): ReactNode {
  const accounts = nonEmpty(contract.testData.bankAccounts, 'test bank accounts');
  return (
    <ScrollTable label="Test bank accounts">
      <thead>
        <tr>
          <th scope="col">Routing number</th>
          <th scope="col">Account number</th>
          <th scope="col">What happens</th>
          <th scope="col">The payment ends</th>
          <th scope="col">The account becomes</th>
          <th scope="col">
            <code>errorCode</code>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map(({routingNumber, accountNumber, outcome, paymentStatus, accountStatus, errorCode}) => (
          <tr key={`${routingNumber} ${accountNumber ?? ''}`}>
            <td>
              <code>{routingNumber}</code>
            </td>
            <td>{accountNumber === undefined ? 'any' : <code>{accountNumber}</code>}</td>
            <td>
              <Markdown source={outcome} />
            </td>
            <td>
              <CodeOrNone value={paymentStatus} />
            </td>
            <td>
              <CodeOrNone value={accountStatus} />
            </td>
            <td>
              <CodeOrNone value={errorCode} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

function WalletTable(): ReactNode {
  const wallet = nonEmpty(contract.testData.wallet, 'starting wallet');
  return (
    <ScrollTable label="Saved payment methods every test merchant starts with">
      <thead>
        <tr>
          <th scope="col">
            <code>paymentMethodId</code>
          </th>
          <th scope="col">
            <code>customerId</code>
          </th>
          <th scope="col">Saved from</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {wallet.map(({paymentMethodId, customerId, card, bankAccount, outcome}) => (
          <tr key={paymentMethodId}>
            <td>
              <code>{paymentMethodId}</code>
            </td>
            <td>
              <code>{customerId}</code>
            </td>
            <td>
              {card !== undefined ? (
                <code>{card}</code>
              ) : (
                <>
                  account <code>{bankAccount?.accountNumber}</code>, routing number{' '}
                  <code>{bankAccount?.routingNumber}</code>
                </>
              )}
            </td>
            <td>
              <Markdown source={outcome} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

interface TestTimeProps {
  /** processingTime: each move the service makes by itself; bankDebitTime: the processor's decision on a debit. */
  readonly of: 'processingTime' | 'bankDebitTime';
}

/** A duration of the test scheme in words ("2 seconds"), inside a sentence. */
export function TestTime({of}: TestTimeProps): ReactNode {
  return durationWords(contract.testData[of]);
}

/** One table of the test scheme: the reserved amounts, one category of test cards, the test bank accounts or the starting wallet. */
export function TestData(props: TestDataProps): ReactNode {
  return (
    <MarkdownProvider value={contract.markdown}>
      {props.table === 'amounts' ? (
        <AmountTable />
      ) : props.table === 'cards' ? (
        <CardTable category={props.category} />
      ) : props.table === 'bankAccounts' ? (
        <BankAccountTable />
      ) : (
        <WalletTable />
      )}
    </MarkdownProvider>
  );
}
