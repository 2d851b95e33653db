import type {components} from '../../openapi/merchant';

type HealthcareDetails = components['schemas']['HealthcareDetails'];

export type IiasCategory = 'PRESCRIPTION' | 'VISION' | 'OTHER_ELIGIBLE' | 'NOT_ELIGIBLE';

/** One line of your own basket, with the IIAS category your product catalogue gives it. */
export interface BasketLine {
  readonly priceCents: number;
  readonly category: IiasCategory;
}

/**
 * The payment amount and its IIAS breakdown (paymentDetails.healthcare), or no breakdown when nothing
 * qualifies. Throws when the breakdown breaks the contract's rules: prescription plus vision at most the
 * qualified amount, and the qualified amount at most the payment amount.
 */
export function healthcareAmounts(lines: readonly BasketLine[]): {amount: number; healthcare?: HealthcareDetails} {
  const sum = (keep: (category: IiasCategory) => boolean) =>
    lines.filter((line) => keep(line.category)).reduce((total, line) => total + line.priceCents, 0);
  const amount = sum(() => true);
  const qualifiedAmount = sum((category) => category !== 'NOT_ELIGIBLE');
  const prescriptionAmount = sum((category) => category === 'PRESCRIPTION');
  const visionAmount = sum((category) => category === 'VISION');
  if (prescriptionAmount + visionAmount > qualifiedAmount || qualifiedAmount > amount) {
    throw new Error('IIAS amounts do not fit inside the payment');
  }
  if (qualifiedAmount === 0) return {amount};
  return {
    amount,
    healthcare: {
      qualifiedAmount,
      ...(prescriptionAmount > 0 ? {prescriptionAmount} : {}),
      ...(visionAmount > 0 ? {visionAmount} : {}),
    },
  };
}
