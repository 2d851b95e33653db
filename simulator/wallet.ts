/**
 * Payment methods in the simulator: the test wallet every merchant starts with (x-test-data's `wallet`),
 * methods saved from test cards, card tokens and test bank accounts, and what each test card or account
 * does to a payment.
 */
import type {TestBankAccount, TestCard} from '../contract-core';
import type {Json, MerchantState, Tracked, World} from './world';

/** What a saved method was made from, kept beside its representation. */
export type MethodSource =
  | {readonly kind: 'card'; readonly card: TestCard}
  | {readonly kind: 'bankAccount'; readonly routingNumber: string; readonly accountNumber: string};

const digits = (number: string): string => number.replaceAll(' ', '');

export function testCard(world: World, number: string): TestCard | undefined {
  return world.contract.testData.cards.find((card) => digits(card.number) === digits(number));
}

/** The approved card that any other number or token stands for: the first approved test card. */
export function defaultCard(world: World): TestCard {
  const card = world.contract.testData.cards.find((candidate) => candidate.category === 'approved');
  if (card === undefined) throw new Error('x-test-data lists no approved card');
  return card;
}

/** The test card a card token stands for (x-sandbox's cardTokenPrefix), or the default card. */
export function cardOfToken(world: World, token: string): TestCard {
  const prefix = world.contract.sandbox.cardTokenPrefix;
  const card = token.startsWith(prefix) ? testCard(world, token.slice(prefix.length)) : undefined;
  return card ?? defaultCard(world);
}

/** The test data's entry for a bank account: the exact account, or its routing number's own behaviour. */
export function testBankAccount(
  world: World,
  routingNumber: string,
  accountNumber?: string,
): TestBankAccount | undefined {
  const {bankAccounts} = world.contract.testData;
  return (
    bankAccounts.find((entry) => entry.routingNumber === routingNumber && entry.accountNumber === accountNumber) ??
    bankAccounts.find((entry) => entry.routingNumber === routingNumber && entry.accountNumber === undefined)
  );
}

/**
 * For a routing number that belongs to no bank (its test data entry names an error and no account), the
 * catalogue code a setup with it is refused with; undefined for a routing number of a bank.
 */
export function noBankCode(world: World, routingNumber: string): string | undefined {
  const entry = testBankAccount(world, routingNumber);
  return entry?.accountNumber === undefined ? entry?.errorCode : undefined;
}

/**
 * The name of the bank a routing number belongs to, or undefined when it belongs to none. The test data
 * names no banks, so every other routing number belongs to the one bank the contract's examples name
 * (BankLookup.bankName's example, the bank of routing number 110000000 in every example).
 */
export function bankNameOf(world: World, routingNumber: string): string | undefined {
  if (noBankCode(world, routingNumber) !== undefined) return undefined;
  const lookup = world.contract.documents.internal.components?.schemas?.BankLookup as
    {properties?: {bankName?: {examples?: readonly unknown[]}}} | undefined;
  const name = lookup?.properties?.bankName?.examples?.[0];
  if (typeof name !== 'string')
    throw new Error('BankLookup.bankName gives no example; the simulator names banks by it');
  return name;
}

export const methodTracked = (method: Json): Tracked => ({
  statusSchema: 'PaymentMethodStatus',
  statusField: 'status',
  data: method,
});

export function detailsTracked(method: Json): Tracked {
  const details = method.paymentMethodDetails as Json;
  return {
    statusSchema: details.type === 'CARD' ? 'CardStatus' : 'BankAccountStatus',
    statusField: 'status',
    data: details,
  };
}

export function sourceOf(merchant: MerchantState, methodId: string): MethodSource | undefined {
  return merchant.notes.get(methodId)?.source as MethodSource | undefined;
}

/** A year and month a year and a half ahead, for a saved test card: always in the future. */
function expiryOf(world: World): {expiryYear: number; expiryMonth: number} {
  const date = new Date(world.now() + 548 * 24 * 3600 * 1000);
  return {expiryYear: date.getUTCFullYear(), expiryMonth: date.getUTCMonth() + 1};
}

export interface SaveOptions {
  readonly id?: string;
  readonly customerId?: string;
  readonly nickname?: string;
  readonly isDefault?: boolean;
  readonly nameOnCard?: string;
  readonly nameOnAccount?: string;
  readonly accountType?: string;
}

/**
 * Saves a method, COMPLETED and ACTIVE, as the end of a setup or a customer's choice to save leaves it; the
 * caller records the PAYMENT_METHOD_CREATED event with the setup's move.
 */
export function saveMethod(world: World, merchant: MerchantState, source: MethodSource, options: SaveOptions): Json {
  const id = options.id ?? world.id();
  const bankName = source.kind === 'bankAccount' ? bankNameOf(world, source.routingNumber) : undefined;
  const details: Json =
    source.kind === 'card'
      ? {
          type: 'CARD',
          last4: digits(source.card.number).slice(-4),
          status: 'ACTIVE',
          cardBrand: source.card.brand,
          ...expiryOf(world),
          ...(options.nameOnCard === undefined ? {} : {nameOnCard: options.nameOnCard}),
        }
      : {
          type: 'BANK_ACCOUNT',
          accountHolderType: 'individual',
          accountType: options.accountType ?? 'checking',
          status: 'ACTIVE',
          ...(bankName === undefined ? {} : {bankName}),
          last4: source.accountNumber.slice(-4),
          routingNumber: source.routingNumber,
          ...(options.nameOnAccount === undefined ? {} : {nameOnAccount: options.nameOnAccount}),
        };
  const method: Json = {
    id,
    default: options.isDefault ?? false,
    ...(options.customerId === undefined ? {} : {customerId: options.customerId}),
    status: 'COMPLETED',
    vendor: 'STRIPE',
    paymentMethodType: source.kind === 'card' ? 'CARD' : 'BANK_ACCOUNT',
    ...(options.nickname === undefined ? {} : {nickname: options.nickname}),
    paymentMethodDetails: details,
  };
  merchant.paymentMethods.set(id, method);
  merchant.notes.set(id, {source});
  return method;
}

/** Fills a merchant's wallet with x-test-data's `wallet` the first time the merchant is seen. */
export function seedWallet(world: World, merchant: MerchantState): void {
  if (merchant.notes.has('wallet seeded')) return;
  merchant.notes.set('wallet seeded', {});
  for (const entry of world.contract.testData.wallet) {
    const card = entry.card === undefined ? undefined : testCard(world, entry.card);
    const source: MethodSource | undefined =
      card !== undefined
        ? {kind: 'card', card}
        : entry.bankAccount === undefined
          ? undefined
          : {kind: 'bankAccount', ...entry.bankAccount};
    if (source === undefined)
      throw new Error(`x-test-data's wallet entry ${entry.paymentMethodId} names no test card or account`);
    saveMethod(world, merchant, source, {
      id: entry.paymentMethodId,
      customerId: entry.customerId,
      isDefault: card !== undefined,
    });
  }
}

/** A method a payment can use: saved, not deleted, its card or account active. */
export function usableMethod(merchant: MerchantState, methodId: string): Json | undefined {
  const method = merchant.paymentMethods.get(methodId);
  if (method === undefined || method.status !== 'COMPLETED') return undefined;
  return (method.paymentMethodDetails as Json).status === 'ACTIVE' ? method : undefined;
}
