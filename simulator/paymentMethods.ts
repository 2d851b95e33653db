/**
 * What the Merchant API's and the internal checkout API's payment-method operations share: finding a saved
 * method (a deleted one, or one of another customer, reads as unknown, as `x-access-rule` says), the
 * wallet a search or a list shows, updates, deletion and setups. Each refuses with a catalogue code, or
 * changes the state as the lifecycles allow.
 */
import {durationMs} from '../contract-core';
import {asyncError, eventOf, pick} from './payments';
import {
  cardOfToken,
  defaultCard,
  detailsTracked,
  methodTracked,
  noBankCode,
  saveMethod,
  seedWallet,
  sourceOf,
  type MethodSource,
  type SaveOptions,
} from './wallet';
import type {Json, MerchantState, World} from './world';

/** The calls that update and delete a method, as the lifecycles name them for every API. */
const updateCall = 'PATCH /payment-methods/{payment-method-id}';
const deleteCall = 'DELETE /payment-methods/{payment-method-id}';

/** The end of a setup: the method it saved, or the unfinished one removed and the code the processor refused it with. */
export interface SetupEnd {
  readonly method: Json;
  readonly refusal: string | undefined;
}

/**
 * The processor's answer to a setup `by` started, the widget's or a token setup: the method, INITIATED,
 * then COMPLETED; or, for a declined test card, which is never saved (x-test-data's `category`), DELETED,
 * as PaymentMethodStatus's lifecycle removes an unfinished method. The method's move records the event
 * (PAYMENT_METHOD_CREATED or PAYMENT_METHOD_FAILED, with the method as PaymentMethodEvent's data): a
 * setup's own move names the same event, so it records none, and the event is sent once.
 */
export function endSetup(
  world: World,
  merchant: MerchantState,
  source: MethodSource,
  by: string,
  options: SaveOptions,
): SetupEnd {
  const refused = source.kind === 'card' && source.card.category === 'declined';
  // Only a saved method can be the default (PaymentMethod.default).
  const method = saveMethod(world, merchant, source, refused ? {...options, isDefault: false} : options);
  const tracked = methodTracked(method);
  world.start(merchant.id, tracked, 'INITIATED', by);
  world.move(merchant.id, tracked, refused ? 'DELETED' : 'COMPLETED', 'service', eventOf(method));
  return {method, refusal: refused ? (source.card.errorCode ?? 'CARD_DECLINED') : undefined};
}

export interface SetupStart {
  /** The call that starts the setup, as the lifecycles name it. */
  readonly by: string;
  /** The customer whose wallet gets the method. */
  readonly customerId: string | undefined;
  /** The request: paymentMethod, nickname, default. */
  readonly body: Json;
}

const updatedFields = [
  'expiryYear',
  'expiryMonth',
  'nameOnCard',
  'zipCode',
  'manufacturerCard',
  'cardCategories',
  'nameOnAccount',
  'accountHolderType',
];

export class PaymentMethods {
  constructor(private readonly world: World) {}

  /** A saved method that is not deleted; given a customer, only one of theirs. */
  find(merchant: MerchantState, methodId: string, customerId?: string): Json | undefined {
    seedWallet(this.world, merchant);
    const method = merchant.paymentMethods.get(methodId);
    if (method === undefined || method.status === 'DELETED') return undefined;
    return customerId === undefined || method.customerId === customerId ? method : undefined;
  }

  /**
   * The methods a wallet shows: not deleted, of the customer (any customer without one), of the types asked
   * for, and, unless `includeExpired`, only those whose card or account is ACTIVE (not EXPIRED or
   * INVALIDATED). The default comes first, the others in the order they were saved (find.mdx).
   */
  wallet(
    merchant: MerchantState,
    customerId: unknown,
    filter: {readonly types?: readonly string[]; readonly includeExpired: boolean},
  ): Json[] {
    seedWallet(this.world, merchant);
    const {types, includeExpired} = filter;
    return [...merchant.paymentMethods.values()]
      .filter(
        (method) =>
          method.status !== 'DELETED' &&
          (customerId === undefined || method.customerId === customerId) &&
          (types === undefined || types.includes(String(method.paymentMethodType))) &&
          (includeExpired || (method.paymentMethodDetails as Json).status === 'ACTIVE'),
      )
      .sort((first, second) => Number(second.default === true) - Number(first.default === true));
  }

  /** Sets what the update sends: all of it, or none of it and the catalogue code that refuses it. */
  update(merchant: MerchantState, method: Json, body: Json): string | undefined {
    const {world} = this;
    const details = method.paymentMethodDetails as Json;
    const update = (body.paymentMethodDetails ?? body.card) as Json | undefined;
    if (update?.type !== undefined && update.type !== details.type) return 'PAYMENT_METHOD_TYPE_MISMATCH';
    const manufacturerCard = update?.manufacturerCard ?? details.manufacturerCard;
    // Refused whether the request makes a manufacturer card the default or flags the current default card.
    const isDefault = body.isDefault ?? method.default;
    if (isDefault === true && manufacturerCard === true) return 'MANUFACTURER_CARD_CANNOT_BE_DEFAULT';
    if (body.nickname !== undefined) method.nickname = body.nickname;
    if (typeof body.isDefault === 'boolean') this.makeDefault(merchant, method, body.isDefault);
    if (update === undefined) return undefined;
    Object.assign(details, pick(update, updatedFields));
    const tracked = detailsTracked(method);
    if (update.expiryYear !== undefined && world.canMove(tracked, 'ACTIVE', updateCall)) {
      world.move(merchant.id, tracked, 'ACTIVE', updateCall, eventOf(method));
    }
    return undefined;
  }

  /** A customer has one default method: making one the default makes their others not. */
  private makeDefault(merchant: MerchantState, method: Json, isDefault: boolean): void {
    if (isDefault && method.customerId !== undefined) {
      for (const other of merchant.paymentMethods.values()) {
        if (other.customerId === method.customerId) other.default = false;
      }
    }
    method.default = isDefault;
  }

  remove(merchant: MerchantState, method: Json): void {
    this.world.move(merchant.id, methodTracked(method), 'DELETED', deleteCall, eventOf(method));
  }

  /**
   * A setup: INITIALIZED, then COMPLETED after the processing time with a saved method, or with the one
   * the customer's wallet already holds (warning DUPLICATE_ENTRY, as x-idempotency says), or FAILED with
   * the processor's error for a card it refuses to save; or the catalogue code that refuses the request.
   */
  startSetup(merchant: MerchantState, start: SetupStart): Json | string {
    const {world} = this;
    const {body, customerId} = start;
    seedWallet(world, merchant);
    const input = body.paymentMethod as Json;
    // A card token names its test card. The widget's card is typed into the processor's frame and never
    // reaches the API, so it stands for the default test card, as any unknown token does.
    const frameCard = input.type === 'CARD' && typeof input.token !== 'string';
    let source: MethodSource;
    if (input.type === 'CARD') {
      source = {kind: 'card', card: frameCard ? defaultCard(world) : cardOfToken(world, String(input.token))};
    } else {
      const routingNumber = String(input.routingNumber);
      const noBank = noBankCode(world, routingNumber);
      if (noBank !== undefined) return noBank;
      source = {kind: 'bankAccount', routingNumber, accountNumber: String(input.accountNumber)};
    }
    const existing = [...merchant.paymentMethods.values()].find(
      (method) =>
        method.status === 'COMPLETED' &&
        method.customerId === customerId &&
        JSON.stringify(sourceOf(merchant, String(method.id))) === JSON.stringify(source),
    );
    const setup: Json = {id: world.id(), paymentMethodType: source.kind === 'card' ? 'CARD' : 'BANK_ACCOUNT'};
    if (frameCard) setup.vendorSetupPaymentMethodSecret = `seti_${String(setup.id).replaceAll('-', '')}_secret_sandbox`;
    merchant.setups.set(String(setup.id), setup);
    merchant.notes.set(String(setup.id), customerId === undefined ? {} : {customerId});
    const setupTracked = {statusSchema: 'SetupPaymentMethodStatus', statusField: 'status', data: setup};
    world.start(merchant.id, setupTracked, 'INITIALIZED', start.by);
    if (existing !== undefined) {
      setup.paymentMethodId = existing.id;
      setup.warning = {
        errorGroup: 'WARNING',
        errorCode: 'DUPLICATE_ENTRY',
        message: 'The wallet already holds this payment method.',
        httpStatus: 202,
      };
    }
    world.at(durationMs(world.contract.testData.processingTime), () => {
      if (existing !== undefined) {
        world.move(merchant.id, setupTracked, 'COMPLETED', 'service');
        return;
      }
      // endSetup records the event; the setup's move, which names the same one, records none.
      const {method, refusal} = endSetup(world, merchant, source, start.by, {
        ...(customerId === undefined ? {} : {customerId}),
        ...(typeof body.nickname === 'string' ? {nickname: body.nickname} : {}),
        ...(typeof body.default === 'boolean' ? {isDefault: body.default} : {}),
        ...(typeof input.nameOnCard === 'string' ? {nameOnCard: input.nameOnCard} : {}),
        ...(typeof input.nameOnAccount === 'string' ? {nameOnAccount: input.nameOnAccount} : {}),
        ...(typeof input.accountType === 'string' ? {accountType: input.accountType} : {}),
      });
      if (refusal !== undefined) {
        setup.error = asyncError(refusal, 'PAYMENT_METHOD_ERROR');
        world.move(merchant.id, setupTracked, 'FAILED', 'service');
        return;
      }
      setup.paymentMethodId = method.id;
      world.move(merchant.id, setupTracked, 'COMPLETED', 'service');
    });
    return setup;
  }

  /** A setup of the merchant; given a customer, only one of theirs. */
  findSetup(merchant: MerchantState, setupId: string, customerId?: string): Json | undefined {
    const setup = merchant.setups.get(setupId);
    if (setup === undefined) return undefined;
    return customerId === undefined || merchant.notes.get(setupId)?.customerId === customerId ? setup : undefined;
  }
}
