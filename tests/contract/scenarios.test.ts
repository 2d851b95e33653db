/**
 * Every scenario of examples/scenarios/ against the simulator: each step answers the status and the fields
 * it expects. For each rule of x-invariants, a scenario it names sends a request the rule forbids and the
 * simulator refuses it with the rule's code: the rule is enforced, not only stated.
 */
import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {invariantsOf} from '../../contract-core';
import {repoRoot} from '../../harness/paths';
import {loadScenarios} from '../../plugins/scenarios/load';
import {scenarioOrigin} from '../../plugins/scenarios';
import {nodeSimulator} from '../../simulator/node';
import {runScenario, stableSimulatorOptions, type Transcript} from '../../simulator';
import {contractDocuments} from '../support/simulator';

const documents = await contractDocuments();
const scenarios = await loadScenarios(repoRoot);

async function run(id: string): Promise<Transcript> {
  const scenario = scenarios.find((candidate) => candidate.id === id);
  if (scenario === undefined) throw new Error(`No scenario ${id}`);
  const simulator = await nodeSimulator({documents, origin: scenarioOrigin, ...stableSimulatorOptions()});
  return runScenario(scenario, simulator);
}

describe('the scenarios against the simulator', () => {
  it.each(scenarios.map(({id}) => [id]))('%s', async (id) => {
    const transcript = await run(id);
    expect(transcript.steps.flatMap(({title, problems}) => problems.map((problem) => `${title}: ${problem}`))).toEqual(
      [],
    );
    expect(transcript.passed).toBe(true);
  });

  it('records the same transcript on every run: ids and times are stable', async () => {
    const [first, second] = await Promise.all([run('refunds-up-to-captured'), run('refunds-up-to-captured')]);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(JSON.stringify(first)).toContain('00000000-0000-4000-8000-');
  });

  it('marks a step whose answer differs from what it expects', async () => {
    const scenario = scenarios[0];
    if (scenario === undefined) throw new Error('no scenarios');
    const [step] = scenario.steps;
    if (step === undefined) throw new Error('no steps');
    const wrong = {...scenario, steps: [{...step, expect: {status: 299}}]};
    const simulator = await nodeSimulator({documents, origin: scenarioOrigin, ...stableSimulatorOptions()});
    expect((await runScenario(wrong, simulator)).passed).toBe(false);
  });
});

describe('a webhook secret rotation in the sandbox', () => {
  const hmac = (secret: string, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

  it('signs with both secrets during the overlap, and with the new one only after it', async () => {
    const steps = (await run('webhook-secret-rotation')).steps;
    const events = (steps.at(-1)?.answer as {data: {headers: Record<string, string>; body: string}[]}).data;
    const [during, after] = events.map(({headers, body}) => {
      const [timestamp, ...values] = (headers['X-Signature'] ?? '').split(',');
      return {signed: `${timestamp?.slice(2) ?? ''}.${body}`, values: values.map((value) => value.slice(3))};
    });
    expect(during?.values).toEqual([
      hmac('ccwh_new_0002', during?.signed ?? ''),
      hmac('ccwh_previous_0001', during?.signed ?? ''),
    ]);
    expect(after?.values).toEqual([hmac('ccwh_new_0002', after?.signed ?? '')]);
  });
});

describe('each rule of x-invariants, enforced', () => {
  it.each(invariantsOf(documents.merchant).map((rule) => [rule.id, rule] as const))(
    '%s: a scenario it names is refused with its code, on an operation it guards',
    async (_id, rule) => {
      const refusals = await Promise.all(
        rule.scenarios.map(async (id) =>
          (await run(id)).steps.filter(
            (step) =>
              step.status >= 400 &&
              JSON.stringify(step.answer).includes(`"errorCode":"${rule.errorCode}"`) &&
              JSON.stringify(step.answer).includes(`(${rule.id}: `),
          ),
        ),
      );
      expect(refusals.flat().length, `${rule.id} refused nowhere in ${rule.scenarios.join(', ')}`).toBeGreaterThan(0);
    },
  );
});
