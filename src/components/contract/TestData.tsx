/**
 * The test scheme of the non-production environments, read from the Merchant API's `x-test-data`
 * (openapi/components/test-data.yaml) so that the Testing page and the contract cannot disagree:
 *
 *   <TestData table="amounts" />
 *   <TestData table="cards" category="declined" />
 *   <TestData table="bankAccounts" />
 *   <TestData table="wallet" />
 *   <TestTime of="bankDebitTime" />
 *   <SandboxCalls />   (the simulator's calls under /_sandbox/, from x-sandbox)
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

/** A column of a test-data table: its heading, and what a row shows in it. */
interface Column<Row> {
  readonly heading: ReactNode;
  readonly cell: (row: Row) => ReactNode;
}

interface DataTableProps<Row> {
  readonly label: string;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string;
  readonly columns: readonly Column<Row>[];
}

/** The one table markup every test-data table shares; each table is a list of columns. */
function DataTable<Row>({label, rows, rowKey, columns}: DataTableProps<Row>): ReactNode {
  return (
    <ScrollTable label={label}>
      <thead>
        <tr>
          {columns.map(({heading}, index) => (
            <th key={index} scope="col">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map(({cell}, index) => (
              <td key={index}>{cell(row)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

const code = (value: string | number): ReactNode => <code>{value}</code>;
const markdown = (source: string): ReactNode => <Markdown source={source} />;

type TestAmount = (typeof contract.testData.amounts)[number];

const amountColumns: readonly Column<TestAmount>[] = [
  {heading: code('amount'), cell: ({amount}) => code(amount)},
  {heading: 'What the service does', cell: ({outcome}) => markdown(outcome)},
  {heading: 'The payment ends', cell: ({endsIn}) => <Statuses statuses={endsIn} />},
  {heading: code('errorCode'), cell: ({errorCode}) => <CodeOrNone value={errorCode} />},
];

function AmountTable(): ReactNode {
  const amounts = nonEmpty(contract.testData.amounts, 'reserved amounts');
  return (
    <DataTable label="Reserved amounts" rows={amounts} rowKey={({amount}) => String(amount)} columns={amountColumns} />
  );
}

/** The card columns a category's cards fill; a column no card of the category has is left out. */
const optionalCardColumns = [
  {key: 'errorCode', heading: 'errorCode'},
  {key: 'processorCode', heading: 'code'},
  {key: 'declineCode', heading: 'declineCode'},
] as const satisfies readonly {key: keyof TestCard; heading: string}[];

const cardColumns: readonly Column<TestCard>[] = [
  {heading: 'Card number', cell: ({number}) => code(number)},
  {heading: code('cardBrand'), cell: ({brand}) => code(brand)},
  {heading: 'Outcome', cell: ({outcome}) => markdown(outcome)},
];

function CardTable({category}: {readonly category: TestCardCategory}): ReactNode {
  const cards = nonEmpty(
    contract.testData.cards.filter((card) => card.category === category),
    `${category} test cards`,
  );
  const optional = optionalCardColumns
    .filter(({key}) => cards.some((card) => card[key] !== undefined))
    .map(({key, heading}): Column<TestCard> => ({
      heading: code(heading),
      cell: (card) => <CodeOrNone value={card[key]} />,
    }));
  return (
    <DataTable
      label={`Test cards: ${category}`}
      rows={cards}
      rowKey={({number}) => number}
      columns={[...cardColumns, ...optional]}
    />
  );
}

type TestBankAccount = (typeof contract.testData.bankAccounts)[number];

const bankAccountColumns: readonly Column<TestBankAccount>[] = [
  {heading: 'Routing number', cell: ({routingNumber}) => code(routingNumber)},
  {heading: 'Account number', cell: ({accountNumber}) => (accountNumber === undefined ? 'any' : code(accountNumber))},
  {heading: 'What happens', cell: ({outcome}) => markdown(outcome)},
  {heading: 'The payment ends', cell: ({paymentStatus}) => <CodeOrNone value={paymentStatus} />},
  {heading: 'The account becomes', cell: ({accountStatus}) => <CodeOrNone value={accountStatus} />},
  {heading: code('errorCode'), cell: ({errorCode}) => <CodeOrNone value={errorCode} />},
];

function BankAccountTable(): ReactNode {
  const accounts = nonEmpty(contract.testData.bankAccounts, 'test bank accounts');
  return (
    <DataTable
      label="Test bank accounts"
      rows={accounts}
      rowKey={({routingNumber, accountNumber}) => `${routingNumber} ${accountNumber ?? ''}`}
      columns={bankAccountColumns}
    />
  );
}

type WalletEntry = (typeof contract.testData.wallet)[number];

function SavedFrom({card, bankAccount}: WalletEntry): ReactNode {
  if (card !== undefined) return code(card);
  return (
    <>
      account <code>{bankAccount?.accountNumber}</code>, routing number <code>{bankAccount?.routingNumber}</code>
    </>
  );
}

const walletColumns: readonly Column<WalletEntry>[] = [
  {heading: code('paymentMethodId'), cell: ({paymentMethodId}) => code(paymentMethodId)},
  {heading: code('customerId'), cell: ({customerId}) => code(customerId)},
  {heading: 'Saved from', cell: (entry) => <SavedFrom {...entry} />},
  {heading: 'What it does', cell: ({outcome}) => markdown(outcome)},
];

function WalletTable(): ReactNode {
  const wallet = nonEmpty(contract.testData.wallet, 'starting wallet');
  return (
    <DataTable
      label="Saved payment methods every test merchant starts with"
      rows={wallet}
      rowKey={({paymentMethodId}) => paymentMethodId}
      columns={walletColumns}
    />
  );
}

type SandboxControl = (typeof contract.sandboxControls)[number];

const sandboxColumns: readonly Column<SandboxControl>[] = [
  {heading: 'Call', cell: ({call}) => code(call)},
  {heading: 'Body', cell: ({body}) => markdown(body)},
  {heading: 'What it does', cell: ({does}) => markdown(does)},
  {heading: 'Answer', cell: ({answer}) => markdown(answer)},
];

/** The simulator's control calls under `/_sandbox/`, from the Merchant API's `x-sandbox`. */
export function SandboxCalls(): ReactNode {
  const controls = nonEmpty(contract.sandboxControls, 'sandbox control calls');
  return (
    <MarkdownProvider value={contract.markdown}>
      <DataTable label="The simulator's own calls" rows={controls} rowKey={({call}) => call} columns={sandboxColumns} />
    </MarkdownProvider>
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
