/**
 * The schema of src/data/onboarding.ts, the one onboarding sequence, and the facts other pages state
 * about it: the order of the Developer Onboarding pages and the lead times of docs/developers/Admin.mdx.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {repoRoot} from '../../harness/paths';
import {onboardingSteps, ownerLabels} from '../../src/data/onboarding';
import {
  criticalPathBusinessDays,
  leadTimeLabel,
  prerequisiteNumbers,
  sequenceMermaid,
  startsAfterLabel,
} from '../../src/components/business/steps';
import {docsSourceOf} from '../support/docRoutes';

const stepIndex = (id: string) => onboardingSteps.findIndex((step) => step.id === id);

describe('src/data/onboarding.ts', () => {
  it('gives every step a unique id, an owner, a lead time in whole business days, provisions and a confirmation', () => {
    expect(new Set(onboardingSteps.map((step) => step.id)).size).toBe(onboardingSteps.length);
    for (const step of onboardingSteps) {
      expect(step.id).toMatch(/^[a-z][a-z-]*$/);
      expect(Object.keys(ownerLabels)).toContain(step.owner);
      expect(Number.isInteger(step.leadTimeBusinessDays) && step.leadTimeBusinessDays >= 0).toBe(true);
      expect(step.provides.length).toBeGreaterThan(0);
      for (const provision of step.provides) expect(provision.what && provision.from).toBeTruthy();
      expect(step.done).toMatch(/\.$/);
      expect(step.guides.length).toBeGreaterThan(0);
    }
  });

  it('waits only for earlier steps, so the order is one every merchant can follow', () => {
    onboardingSteps.forEach((step, index) => {
      for (const before of step.after) expect(stepIndex(before)).toBeGreaterThanOrEqual(0);
      for (const before of step.after) expect(stepIndex(before)).toBeLessThan(index);
    });
    expect(onboardingSteps[0]?.after).toEqual([]);
  });

  it('links each step to pages that exist', () => {
    const missing = onboardingSteps.flatMap((step) => step.guides).filter((guide) => !docsSourceOf(guide.to));
    expect(missing).toEqual([]);
  });

  it('lets steps 3 to 6 run side by side after step 2, as the Onboarding page says', () => {
    const sideBySide = onboardingSteps.slice(2, 6).map((step) => prerequisiteNumbers(onboardingSteps, step));
    expect(sideBySide).toEqual([[2], [2], [2], [2]]);
  });

  it('orders the Developer Onboarding pages as the steps that link them', () => {
    const folder = 'docs/developers/onboarding';
    const pages = [
      'register-with-hcp',
      'stripe-configuration',
      'express-checkout-with-digital-wallet',
      'manufacturer-card',
    ];
    const position = (page: string) =>
      Number(/^sidebar_position: (\d+)$/m.exec(readFileSync(join(repoRoot, folder, `${page}.mdx`), 'utf8'))?.[1]);
    const stepOf = (page: string) =>
      onboardingSteps.findIndex((step) => step.guides.some((guide) => guide.to === `/${folder}/${page}/`));
    const bySidebar = [...pages].sort((a, b) => position(a) - position(b));
    const bySequence = [...pages].sort((a, b) => stepOf(a) - stepOf(b) || position(a) - position(b));
    expect(pages.every((page) => stepOf(page) >= 0)).toBe(true);
    expect(bySidebar).toEqual(bySequence);
  });

  it('agrees with the lead times of the Administration page', () => {
    const admin = readFileSync(join(repoRoot, 'docs/developers/Admin.mdx'), 'utf8');
    const adminDays = (task: string) =>
      Number(new RegExp(`^\\| ${task}\\s*\\|[^|]*\\|\\s*(\\d+) business days`, 'm').exec(admin)?.[1]);
    const step = (id: string) => onboardingSteps[stepIndex(id)]?.leadTimeBusinessDays;
    expect(step('test-access')).toBe(adminDays('Client credentials, new or rotated'));
    expect(step('sender-email')).toBe(adminDays('Sender email address'));
    expect(step('operations')).toBe(adminDays('Report delivery over ECG'));
    expect(step('agreement')).toBe(adminDays('Administrators and contacts'));
  });
});

describe('onboarding sequence helpers', () => {
  it('says lead times and starts in words', () => {
    expect(leadTimeLabel(1)).toBe('1 business day');
    expect(leadTimeLabel(10)).toBe('10 business days');
    expect(startsAfterLabel([])).toBe('At once');
    expect(startsAfterLabel([2])).toBe('After step 2');
    expect(startsAfterLabel([3, 4, 5])).toBe('After steps 3, 4 and 5');
  });

  it('finds the longest chain of lead times', () => {
    expect(criticalPathBusinessDays(onboardingSteps)).toBe(2 + 2 + 10 + 2 + 2);
  });

  it('draws every step and every dependency, with a description for the twin', () => {
    const source = sequenceMermaid(onboardingSteps);
    expect(source).toMatch(/^flowchart TD\n {2}accTitle: .+\n {2}accDescr: .+\n/);
    const arrows = onboardingSteps.reduce((count, step) => count + step.after.length, 0);
    expect(source.match(/-->/g)).toHaveLength(arrows);
    for (const step of onboardingSteps) expect(source).toContain(step.title);
  });
});
