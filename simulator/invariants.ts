/**
 * The contract's rules that span requests (`x-invariants`), as the simulator answers them: a refusal names
 * the rule, and the rule gives the catalogue code. A rule answers only on the operations it guards, so a
 * rule moved off an operation in the contract stops the simulator refusing there.
 */
import {invariant, invariantsAnswering, invariantsFor} from '../contract-core';
import {errorAnswer, type SimResponse} from './answers';
import type {SimulatorContract} from './contract';

/** Whether the contract says `ruleId` guards `operationId`. */
export function guards(contract: SimulatorContract, ruleId: string, operationId: string): boolean {
  return invariant(contract.invariants, ruleId).operations.includes(operationId);
}

/** The refusal of a request the rule forbids: the rule's catalogue code, and what exactly broke it. */
export function refusal(contract: SimulatorContract, operationId: string, ruleId: string, detail: string): SimResponse {
  const rule = invariant(contract.invariants, ruleId);
  if (!rule.operations.includes(operationId))
    throw new Error(`The simulator applied ${ruleId} to ${operationId}, which the rule does not guard`);
  return errorAnswer(contract, rule.errorCode, `${detail} (${ruleId}: ${rule.rule})`);
}

/**
 * The answer with a catalogue code that a rule of the operation may give: named after that rule when one rule
 * guards the operation with the code (a duplicate key, a schema that states a rule), the plain code otherwise.
 */
export function codeAnswer(
  contract: SimulatorContract,
  operationId: string,
  errorCode: string,
  detail: string,
): SimResponse {
  const [rule, other] = invariantsAnswering(invariantsFor(contract.invariants, operationId), errorCode);
  return rule === undefined || other !== undefined
    ? errorAnswer(contract, errorCode, detail)
    : refusal(contract, operationId, rule.id, detail);
}
