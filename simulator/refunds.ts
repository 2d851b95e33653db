/**
 * What a refund may return (x-invariants' refund rules): each refund records what it drew from which
 * payment, INITIATED and COMPLETED refunds count against a payment and FAILED ones do not, and a payment
 * gives back at most what was captured from it.
 */
import type {Json, MerchantState} from './world';

/** What a refund drew, by paymentId; kept in the refund's notes. */
export type Drawn = Readonly<Record<string, number>>;

const countsAgainst = (refund: Json): boolean => refund.status !== 'FAILED';

function drawnBy(merchant: MerchantState, refund: Json): Drawn {
  return (merchant.notes.get(String(refund.id))?.drawn as Drawn | undefined) ?? {};
}

export function recordDrawn(merchant: MerchantState, refund: Json, drawn: Drawn): void {
  merchant.notes.set(String(refund.id), {drawn});
}

/** What remains of a payment to refund: its captured amount less the refunds that count. */
export function remainingOf(merchant: MerchantState, payment: Json): number {
  const captured = payment.status === 'COMPLETED' ? Number(payment.capturedAmount ?? 0) : 0;
  const refunded = [...merchant.refunds.values()]
    .filter(countsAgainst)
    .reduce((sum, refund) => sum + (drawnBy(merchant, refund)[String(payment.id)] ?? 0), 0);
  return captured - refunded;
}

/**
 * The payments a refund to `method` draws on, oldest first: the captured payments of the customer who owns
 * the method, or, for a method of no customer, those taken from the method itself.
 */
function drawablePayments(merchant: MerchantState, method: Json): Json[] {
  const owner = method.customerId;
  return [...merchant.payments.values()].filter((payment) =>
    owner === undefined ? payment.paymentMethodId === method.id : payment.customerId === owner,
  );
}

/** How `amount` to `method` is drawn from its customer's payments, or what remains when it is too much. */
export function drawForMethod(
  merchant: MerchantState,
  method: Json,
  amount: number,
): {drawn: Drawn} | {remaining: number} {
  const drawn: Record<string, number> = {};
  let left = amount;
  let remaining = 0;
  for (const payment of drawablePayments(merchant, method)) {
    const available = remainingOf(merchant, payment);
    remaining += available;
    const take = Math.min(left, available);
    if (take > 0) drawn[String(payment.id)] = take;
    left -= take;
  }
  return left > 0 ? {remaining} : {drawn};
}
