/**
 * The test scheme of the non-production environments, which the Merchant API holds in
 * `components.x-test-data` (openapi/components/test-data.yaml): reserved amounts, test cards and test bank
 * accounts, each with its outcome. The docs' `TestData` component renders it; its shape is
 * openapi/extensions/x-test-data.schema.json, and tests/contract/test-data.test.ts checks the data against
 * that schema and every status and error code against the contract.
 */
import type {OpenApiDocument} from './model';

export interface TestAmount {
  /** In cents. */
  readonly amount: number;
  /** Markdown. */
  readonly outcome: string;
  /** PaymentStatus values the payment ends the test in. */
  readonly endsIn: readonly string[];
  readonly errorCode?: string;
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

export interface TestData {
  readonly amounts: readonly TestAmount[];
  readonly cards: readonly TestCard[];
  readonly bankAccounts: readonly TestBankAccount[];
}

/** The part of the docs' contract data that holds the test scheme (see plugins/openapi-docs/contract.ts). */
export interface ContractTestData {
  /** Empty lists when no document holds `x-test-data`; the docs component fails on an empty list. */
  readonly testData: TestData;
}

export const noTestData: TestData = {amounts: [], cards: [], bankAccounts: []};

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
export function testDataTexts({amounts, cards, bankAccounts}: TestData): {readonly description: string}[] {
  return [...amounts, ...cards, ...bankAccounts].map(({outcome}) => ({description: outcome}));
}
