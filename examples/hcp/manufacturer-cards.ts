import type {components} from '../openapi/hcp';

type PaymentMethod = components['schemas']['PaymentMethod'];

/**
 * The usable manufacturer cards in a wallet (as searchPaymentMethods returns it) that cover the given medication,
 * matched case-insensitively: saved (COMPLETED), a card, flagged, and not EXPIRED.
 */
export function manufacturerCardsFor(wallet: readonly PaymentMethod[], medication: string): PaymentMethod[] {
  const wanted = medication.trim().toLowerCase();
  return wallet.filter((method) => {
    const details = method.paymentMethodDetails;
    if (method.status !== 'COMPLETED' || details?.type !== 'CARD' || details.manufacturerCard !== true) return false;
    if (details.status === 'EXPIRED') return false;
    return (details.cardCategories ?? []).some((category) =>
      category.medications.some((name) => name.trim().toLowerCase() === wanted),
    );
  });
}

// #region default
/** A manufacturer card can never be the default, so a screen choosing a default offers only the others. */
export const canOfferAsDefault = (method: PaymentMethod): boolean =>
  method.paymentMethodDetails?.type !== 'CARD' || method.paymentMethodDetails.manufacturerCard !== true;
// #endregion
