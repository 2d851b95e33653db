/** The columns of a payout report line that the check reads (Report metadata defines them all). */
export interface PayoutLine {
  readonly payoutId: string;
  readonly payoutAmount: number;
  readonly netAmount: number;
  readonly grossAmount: number;
  readonly feeAmount: number;
}

/** Returns the payout ids whose lines do not add up to the payout, or whose lines are inconsistent. */
export function payoutsThatDoNotAddUp(lines: readonly PayoutLine[]): string[] {
  const totals = new Map<string, {expected: number; actual: number; consistent: boolean}>();
  for (const line of lines) {
    const total = totals.get(line.payoutId) ?? {expected: line.payoutAmount, actual: 0, consistent: true};
    total.actual += line.netAmount;
    total.consistent &&= line.grossAmount + line.feeAmount === line.netAmount && line.payoutAmount === total.expected;
    totals.set(line.payoutId, total);
  }
  return [...totals].filter(([, total]) => total.actual !== total.expected || !total.consistent).map(([id]) => id);
}
