/**
 * Every webhook event type has a payload example in the contract, and every example is an event type its
 * webhook sends. The reference shows each webhook's examples, so an event type without one is an event a
 * reader cannot see the body of. Whether each example validates is `examples.test.ts`'s job.
 */
import {describe, expect, it} from 'vitest';
import {loadContract, type Contract, type Pointer, type Schema} from '../support/contract';

const merchant = await loadContract('merchant');

/**
 * The `enum` of every `type` property of a schema and of its `allOf` parts. An event schema is the shared
 * envelope (whose `type` is any upper-case name) with a part that narrows `type` to its group's values.
 */
function typeEnums(contract: Contract, pointer: Pointer): unknown[][] {
  const {pointer: at, value} = contract.locate<Schema>(pointer);
  const own =
    value.properties?.type === undefined ? [] : [contract.locate<Schema>([...at, 'properties', 'type']).value.enum];
  const parts = (value.allOf ?? []).flatMap((_, index) => typeEnums(contract, [...at, 'allOf', `${index}`]));
  return [...own.filter((values): values is unknown[] => values !== undefined), ...parts];
}

/** `PAYMENT_FAILED` of `PAYMENT_FAILED, a sale the issuer declined`. */
const firstWord = (text: string): string => text.split(/[\s,]/, 1)[0] ?? '';

interface EventExample {
  readonly name: string;
  readonly summary: unknown;
  readonly type: unknown;
}

interface Webhook {
  readonly call: string;
  /** The event types its request body allows. */
  readonly eventTypes: readonly unknown[];
  readonly examples: readonly EventExample[];
}

const webhooks: Webhook[] = merchant.webhooks.map(({call, pointer}) => {
  const examples = merchant.contentExamples([...pointer, 'requestBody']);
  const body = merchant.locate<{content?: Record<string, unknown>}>([...pointer, 'requestBody']);
  const mediaTypes = Object.keys(body.value.content ?? {});
  const enums = mediaTypes.flatMap((mediaType) =>
    typeEnums(merchant, [...body.pointer, 'content', mediaType, 'schema']),
  );
  return {
    call,
    eventTypes: enums.length === 1 ? (enums[0] ?? []) : [],
    examples: examples.map(({holder, name, value}) => ({
      name,
      summary: merchant.locate<{summary?: unknown}>([...holder, 'examples', name]).value.summary,
      type: (value as {type?: unknown}).type,
    })),
  };
});

describe('webhook event examples', () => {
  it('finds the four webhooks of the Merchant API', () => {
    expect(webhooks.map(({call}) => call)).toEqual([
      'POST webhook paymentEvent',
      'POST webhook paymentMethodEvent',
      'POST webhook refundEvent',
      'POST webhook disputeEvent',
    ]);
  });

  it('covers every event type enum of the contract: each *EventType schema is the type of a webhook', () => {
    const schemas = merchant.document.components?.schemas ?? {};
    const declared = Object.entries(schemas)
      .filter(([name]) => name.endsWith('EventType'))
      .flatMap(([, schema]) => ('enum' in schema ? (schema.enum ?? []) : []));
    expect(declared.length).toBeGreaterThan(0);
    expect(webhooks.flatMap(({eventTypes}) => eventTypes).sort()).toEqual([...declared].sort());
  });

  for (const {call, eventTypes, examples} of webhooks) {
    describe(call, () => {
      it('narrows its body to one enum of event types', () => {
        expect(eventTypes.length).toBeGreaterThan(0);
      });

      it('has an example of every event type it sends', () => {
        const shown = examples.map(({type}) => type);
        expect(eventTypes.filter((eventType) => !shown.includes(eventType))).toEqual([]);
      });

      it('has no example of an event type it does not send', () => {
        expect(examples.filter(({type}) => !eventTypes.includes(type)).map(({name}) => name)).toEqual([]);
      });

      it('names the event type as the first word of each example summary', () => {
        const unnamed = examples.filter(
          ({summary, type}) => typeof summary !== 'string' || firstWord(summary) !== type,
        );
        expect(unnamed.map(({name}) => name)).toEqual([]);
      });
    });
  }
});
