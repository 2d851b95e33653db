import type {components} from '../../openapi/merchant';

type PaymentMethod = components['schemas']['PaymentMethod'];
type CardDetails = components['schemas']['CardDetails'];

/** The card details of a saved method that can pay, or undefined for a bank account or an expired card. */
function activeCard(method: PaymentMethod): CardDetails | undefined {
  const details = method.paymentMethodDetails;
  return details?.type === 'CARD' && details.status !== 'EXPIRED' ? details : undefined;
}

/** A manufacturer card that covers the medication, or else the customer's default card. */
export function cardFor(medication: string, methods: readonly PaymentMethod[]): PaymentMethod | undefined {
  const covering = methods.find((method) => {
    const card = activeCard(method);
    return (
      card?.manufacturerCard === true &&
      // MANUFACTURER_CARD is the only category type today; each category lists the medications it covers.
      (card.cardCategories ?? []).some((category) => category.medications.includes(medication))
    );
  });
  return covering ?? methods.find((method) => method.default === true && activeCard(method) !== undefined);
}
