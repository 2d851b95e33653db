/**
 * The test scheme of the non-production environments, which the Merchant API holds in
 * `components.x-test-data` (openapi/components/test-data.yaml): reserved amounts, test cards and test bank
 * accounts, each with its outcome. The docs' `TestData` component renders it; its shape is
 * openapi/extensions/x-test-data.schema.json, and tests/contract/test-data.test.ts checks the data against
 * that schema and every status and error code against the contract.
 */
import type {OpenApiDocument} from './model';

/** What the service does with a payment of a reserved amount (openapi/extensions/x-test-data.schema.json). */
export type AmountBehaviour =
  | 'slowProcessing'
  | 'declined'
  | 'serverError'
  | 'slowAnswer'
  | 'cancelFailsOnce'
  | 'lapsesAtOnce'
  | 'captureFails'
  | 'partialAuthorization'
  | 'refundsFail';

export interface TestAmount {
  /** In cents. */
  readonly amount: number;
  /** Markdown. */
  readonly outcome: string;
  /** PaymentStatus values the payment ends the test in. */
  readonly endsIn: readonly string[];
  readonly errorCode?: string;
  readonly behaviour: AmountBehaviour;
  /** For partialAuthorization: the cents the issuer approves. */
  readonly authorizedAmount?: number;
  /** ISO 8601: how long a payment of this amount stays PENDING, where it differs from TestData.processingTime. */
  readonly processingTime?: string;
  /** ISO 8601: how long the call that creates a payment of this amount takes to answer. */
  readonly answerAfter?: string;
}

export const testCardCategories = ['approved', 'declined', 'special'] as const;
export type TestCardCategory = (typeof testCardCategories)[number];

export interface TestCard {
  /** As typed, in groups separated by spaces. */
  readonly number: string;
  /** A CardBrand value. */
  readonly brand: string;
  readonly category: TestCardCategory;
  readonly outcome: string;
  readonly errorCode?: string;
  /** The processor's `errorDetails.code`. */
  readonly processorCode?: string;
  /** The processor's `errorDetails.declineCode`. */
  readonly declineCode?: string;
  /** For special cards: what happens to payments with it. */
  readonly behaviour?: 'asksAuthentication' | 'asksAuthenticationOnce' | 'declinesPayments';
}

export interface TestBankAccount {
  readonly routingNumber: string;
  /** Absent where any account number behaves the same. */
  readonly accountNumber?: string;
  readonly outcome: string;
  /** The PaymentStatus a payment from the account ends in. */
  readonly paymentStatus?: string;
  /** The BankAccountStatus of the saved account afterwards. */
  readonly accountStatus?: string;
  readonly errorCode?: string;
}

/** A payment method every test wallet holds from the start, saved from a test card or bank account. */
export interface TestWalletEntry {
  readonly paymentMethodId: string;
  readonly customerId: string;
  readonly card?: string;
  readonly bankAccount?: {readonly routingNumber: string; readonly accountNumber: string};
  readonly outcome: string;
}

export interface TestData {
  /** ISO 8601: how long each move the service makes by itself takes outside production. */
  readonly processingTime: string;
  /** ISO 8601: how long the processor takes to decide a bank-account debit after ACCEPTED. */
  readonly bankDebitTime: string;
  readonly amounts: readonly TestAmount[];
  readonly cards: readonly TestCard[];
  readonly bankAccounts: readonly TestBankAccount[];
  readonly wallet: readonly TestWalletEntry[];
}

/** The part of the docs' contract data that holds the test scheme (see plugins/openapi-docs/contract.ts). */
export interface ContractTestData {
  /** Empty lists when no document holds `x-test-data`; the docs component fails on an empty list. */
  readonly testData: TestData;
}

export const noTestData: TestData = {
  processingTime: 'PT0S',
  bankDebitTime: 'PT0S',
  amounts: [],
  cards: [],
  bankAccounts: [],
  wallet: [],
};

/**
 * A bundled document's `components.x-test-data`, or undefined when it has none. The build checks only that
 * the three lists are there; the contract test holds the entries to the JSON Schema.
 */
export function testDataOf(document: OpenApiDocument): TestData | undefined {
  const data = (document.components as {readonly 'x-test-data'?: unknown} | undefined)?.['x-test-data'];
  if (data === undefined) return undefined;
  const lists = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  if (!Array.isArray(lists.amounts) || !Array.isArray(lists.cards) || !Array.isArray(lists.bankAccounts)) {
    throw new Error('components.x-test-data needs the lists amounts, cards and bankAccounts');
  }
  return data as TestData;
}

/** The outcomes in the form `renderMarkdown` reads, so their Markdown is rendered with the contract's. */
export function testDataTexts({amounts, cards, bankAccounts, wallet}: TestData): {readonly description: string}[] {
  return [...amounts, ...cards, ...bankAccounts, ...wallet].map(({outcome}) => ({description: outcome}));
}
