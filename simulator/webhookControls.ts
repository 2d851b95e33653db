/**
 * The sandbox's webhook rehearsals, which the real service offers through support and the admin settings:
 * `POST /_sandbox/webhooks/rotate` gives the registered endpoint a new secret while the previous one still
 * signs (x-webhook-delivery's rotation), and `POST /_sandbox/webhooks/test` sends a test event of a type
 * the contract documents, its data the contract's example of that type.
 */
import {answer, resourceAnswer, type SimResponse} from './answers';
import type {Webhooks} from './webhooks';
import type {Json, World} from './world';

/** The contract's example events of the Merchant API's webhooks, by type. */
function exampleEvents(world: World): Map<string, Json> {
  const found = new Map<string, Json>();
  for (const pathItem of Object.values(world.contract.documents.merchant.webhooks ?? {})) {
    const content = (pathItem as {post?: {requestBody?: {content?: Record<string, {examples?: object}>}}}).post
      ?.requestBody?.content?.['application/json'];
    for (const example of Object.values(content?.examples ?? {}) as {value?: Json}[]) {
      const type = example.value?.type;
      if (typeof type === 'string' && !found.has(type)) found.set(type, example.value ?? {});
    }
  }
  return found;
}

function rotate(webhooks: Webhooks, parsed: Json): SimResponse {
  const {secret} = parsed;
  if (typeof secret !== 'string' || secret.length < 8)
    return resourceAnswer(400, 'secret must be text of at least 8 characters');
  const until = webhooks.rotate(secret);
  if (until === undefined) return resourceAnswer(400, 'Register an endpoint with POST /_sandbox/webhooks first');
  return answer(200, {rotated: true, previousSecretSignsUntil: until});
}

function testEvent(world: World, parsed: Json): SimResponse {
  const examples = exampleEvents(world);
  const example = examples.get(String(parsed.type));
  if (example === undefined)
    return resourceAnswer(400, `type must be an event type the contract documents: ${[...examples.keys()].join(', ')}`);
  const before = world.events.length;
  world.record(String(example.merchantId), String(example.type), example.data as Json);
  return answer(200, {event: world.events[before]?.body});
}

/** The answer to a webhook rehearsal call, or undefined for a path that is not one. */
export function webhookControl(
  world: World,
  webhooks: Webhooks,
  request: {readonly method: string; readonly path: string; readonly parsed: Json | string},
): SimResponse | undefined {
  const {method, path, parsed} = request;
  const calls: Readonly<Record<string, (body: Json) => SimResponse>> = {
    '/_sandbox/webhooks/rotate': (body) => rotate(webhooks, body),
    '/_sandbox/webhooks/test': (body) => testEvent(world, body),
  };
  const call = method === 'POST' ? calls[path] : undefined;
  if (call === undefined) return undefined;
  return typeof parsed === 'string' ? resourceAnswer(400, `${parsed}: send a JSON object`) : call(parsed);
}
