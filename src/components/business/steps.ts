import type {OnboardingStep} from '@site/src/data/onboarding';

/** A lead time as the pages say it. */
export function leadTimeLabel(businessDays: number): string {
  if (businessDays === 0) return 'Set by your own work';
  return businessDays === 1 ? '1 business day' : `${businessDays} business days`;
}

/** The steps a step waits for, as "step 2" numbers in sequence order; the first step waits for none. */
export function prerequisiteNumbers(steps: readonly OnboardingStep[], step: OnboardingStep): number[] {
  return step.after.map((id) => {
    const index = steps.findIndex((candidate) => candidate.id === id);
    if (index === -1) throw new Error(`Onboarding step ${step.id} waits for unknown step ${id}`);
    return index + 1;
  });
}

/** "Step 2", "Steps 3, 4 and 5": when a step can start. */
export function startsAfterLabel(numbers: readonly number[]): string {
  if (numbers.length === 0) return 'At once';
  const words = numbers.map(String);
  const last = words.pop() ?? '';
  return words.length === 0 ? `After step ${last}` : `After steps ${words.join(', ')} and ${last}`;
}

/**
 * The shortest time from signature to go-live that our lead times allow, in business days: the longest
 * chain of lead times through the steps' dependencies (steps whose dependencies are done run side by side).
 */
export function criticalPathBusinessDays(steps: readonly OnboardingStep[]): number {
  const finish = new Map<string, number>();
  for (const step of steps) {
    const start = Math.max(0, ...step.after.map((id) => finish.get(id) ?? Number.NaN));
    if (Number.isNaN(start)) throw new Error(`Onboarding step ${step.id} comes before a step it waits for`);
    finish.set(step.id, start + step.leadTimeBusinessDays);
  }
  return Math.max(0, ...finish.values());
}

/** Mermaid labels are quoted; a quote inside one would end it. */
function mermaidLabel(text: string): string {
  return `"${text.replace(/"/g, "'")}"`;
}

/**
 * The sequence as a Mermaid flowchart, drawn from the steps' dependencies, with an accessible title and
 * description (which also reach the page's Markdown twin).
 */
export function sequenceMermaid(steps: readonly OnboardingStep[]): string {
  const node = (id: string) => `step_${id.replace(/[^a-z0-9]/gi, '_')}`;
  const described = steps
    .map(
      (step, index) =>
        `${index + 1}. ${step.title} (${startsAfterLabel(prerequisiteNumbers(steps, step)).toLowerCase()})`,
    )
    .join('. ');
  const lines = [
    'flowchart TD',
    '  accTitle: The onboarding sequence',
    `  accDescr: ${described}.`,
    ...steps.map((step, index) => `  ${node(step.id)}[${mermaidLabel(`${index + 1}. ${step.title}`)}]`),
    ...steps.flatMap((step) => step.after.map((before) => `  ${node(before)} --> ${node(step.id)}`)),
  ];
  return lines.join('\n');
}
