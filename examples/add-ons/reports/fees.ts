/** The columns of a fee report row that the check reads (Report metadata defines them all). */
export interface FeeRow {
  readonly feeId: string;
  readonly feeType: 'PROCESSING' | 'PLATFORM' | 'DISPUTE' | 'BANK_RETURN';
  readonly transactionAmount: number;
  readonly feeRateBps: number;
  readonly feeFixedAmount: number;
  readonly feeAmount: number;
}

/** The fee the row should carry: percentage rounded half away from zero, plus the fixed part, as a negative amount. */
export function expectedFee(row: FeeRow): number {
  const percentagePart = Math.round((row.transactionAmount * row.feeRateBps) / 10_000);
  return -(percentagePart + row.feeFixedAmount);
}

/** Fee credits (positive rows) are checked by hand; charges must match the formula exactly. */
export function feesThatDoNotMatch(rows: readonly FeeRow[]): string[] {
  return rows.filter((row) => row.feeAmount <= 0 && expectedFee(row) !== row.feeAmount).map((row) => row.feeId);
}
