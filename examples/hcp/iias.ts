import type {components} from '../openapi/hcp';

type HealthcareDetails = components['schemas']['HealthcareDetails'];

/** How a basket line counts under IIAS; your own catalogue's data, not the API's. */
export type IiasCategory = 'PRESCRIPTION' | 'VISION' | 'OTHER_QUALIFIED' | 'NOT_QUALIFIED';

export interface BasketLine {
  readonly amountCents: number;
  readonly category: IiasCategory;
}

/**
 * Builds paymentDetails.healthcare from the basket lines, or returns undefined when nothing qualifies.
 * The payment's amount is the total of the same lines, so qualifiedAmount never exceeds it, and the
 * prescription and vision amounts are parts of qualifiedAmount by construction.
 */
export function healthcareDetails(lines: readonly BasketLine[]): HealthcareDetails | undefined {
  if (lines.some(({amountCents}) => !Number.isInteger(amountCents) || amountCents < 0)) {
    throw new RangeError('Basket amounts are whole, non-negative numbers of cents');
  }
  const sum = (category: IiasCategory) =>
    lines.filter((line) => line.category === category).reduce((total, line) => total + line.amountCents, 0);
  const prescriptionAmount = sum('PRESCRIPTION');
  const visionAmount = sum('VISION');
  const qualifiedAmount = prescriptionAmount + visionAmount + sum('OTHER_QUALIFIED');
  if (qualifiedAmount === 0) return undefined;
  return {
    qualifiedAmount,
    ...(prescriptionAmount > 0 ? {prescriptionAmount} : {}),
    ...(visionAmount > 0 ? {visionAmount} : {}),
  };
}

/** The payment's amount: every line of the basket, qualified or not. */
export const basketTotal = (lines: readonly BasketLine[]): number =>
  lines.reduce((total, line) => total + line.amountCents, 0);
