/**
 * Components for the business and onboarding pages, fed from src/data/adoption.ts and
 * src/data/onboarding.ts (and, for the channels and the currency, from the contract):
 *
 *   import {OnboardingSteps, Term} from '@site/src/components/business';
 */
export {OnboardingDiagram, OnboardingSteps, OnboardingSummary, ShortestOnboarding, StepCount} from './Onboarding';
export {
  CardBrands,
  ContactTable,
  Currencies,
  FactList,
  FeeTypeTable,
  PaymentMethodMatrix,
  PciScopeTable,
  ServiceObjectives,
  TimelineTable,
} from './Adoption';
export {Term} from './Term';
