/**
 * The `/_sandbox/` control surface: the clock, the recorded events, a reset, the webhook endpoint and the
 * customer's part in a checkout session. The Simulator page of the docs describes each call.
 */
import {durationMs} from '../contract-core';
import {answer, resourceAnswer, type SimResponse} from './answers';
import type {Operations} from './operations';
import type {CustomerAction} from './sessions';
import type {Tokens} from './tokens';
import {webhookControl} from './webhookControls';
import type {Webhooks} from './webhooks';
import type {World} from './world';

/** The parts of a simulator the control calls act on. */
export interface Controlled {
  readonly world: World;
  readonly tokens: Tokens;
  readonly operations: Operations;
  readonly webhooks: Webhooks;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
const customerActions = ['pay', 'authenticate', 'close'];

const bad = (detail: string) => resourceAnswer(400, detail);

function parseObject(text: string | undefined): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'the body must be a JSON object';
  } catch {
    return 'the body is not JSON';
  }
}

async function advanceClock({world, webhooks}: Controlled, body: string | undefined): Promise<SimResponse> {
  const parsed = parseObject(body);
  if (typeof parsed === 'string') return bad(`${parsed}: send {"advance": "<ISO 8601 duration>"}`);
  let ms: number;
  try {
    ms = durationMs(String(parsed.advance));
  } catch {
    return bad('advance must be an ISO 8601 duration such as PT30M or P7D');
  }
  await world.advanceThrough(ms, () => webhooks.idle());
  return answer(200, {now: world.isoNow()});
}

function reset({world, tokens, webhooks}: Controlled): SimResponse {
  world.reset();
  tokens.reset();
  webhooks.reset();
  return answer(200, {now: world.isoNow()});
}

/** The host of an absolute http(s) URL, or undefined when the text is no such URL. */
function httpHost(url: string): string | undefined {
  try {
    const target = new URL(url);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.hostname : '';
  } catch {
    return undefined;
  }
}

function registerWebhook({webhooks}: Controlled, body: string | undefined): SimResponse {
  const parsed = parseObject(body);
  if (typeof parsed === 'string') return bad(`${parsed}: send {"url": "http://127.0.0.1:<port>/...", "secret": "..."}`);
  const {url, secret} = parsed;
  const host = httpHost(String(url));
  if (host === undefined) return bad('url must be an absolute http URL');
  if (!loopbackHosts.has(host))
    return bad(
      'url must be a loopback address (127.0.0.1, localhost or [::1]): the simulator sends nothing off this machine',
    );
  if (typeof secret !== 'string' || secret.length < 8) return bad('secret must be text of at least 8 characters');
  webhooks.register({url: String(url), secret});
  return answer(200, {url, registered: true});
}

function actAsCustomer({world, operations}: Controlled, sessionId: string, body: string | undefined): SimResponse {
  const parsed = parseObject(body);
  if (typeof parsed === 'string') return bad(`${parsed}: send {"action": "pay" | "authenticate" | "close"}`);
  if (!customerActions.includes(String(parsed.action))) return bad('action must be pay, authenticate or close');
  const merchant = [...world.merchants.values()].find((candidate) => candidate.sessions.has(sessionId));
  if (merchant === undefined) return resourceAnswer(404, `No session ${sessionId}`);
  const refused = operations.sessions.act(merchant, sessionId, parsed as unknown as CustomerAction);
  if (refused !== undefined) return bad(`The customer cannot do that: ${refused}`);
  return answer(200, {session: merchant.sessions.get(sessionId)});
}

/** Answers a call under `/_sandbox/`, after the world has caught up with its clock. */
export async function control(
  parts: Controlled,
  method: string,
  path: string,
  body: string | undefined,
): Promise<SimResponse> {
  parts.world.settle();
  const call = `${method} ${path}`;
  if (call === 'GET /_sandbox/clock') return answer(200, {now: parts.world.isoNow()});
  if (call === 'POST /_sandbox/clock') return advanceClock(parts, body);
  if (call === 'GET /_sandbox/events') return answer(200, {data: await parts.webhooks.list()});
  if (call === 'POST /_sandbox/reset') return reset(parts);
  const rehearsal = webhookControl(parts.world, parts.webhooks, {method, path, parsed: parseObject(body)});
  if (rehearsal !== undefined) return rehearsal;
  if (call === 'POST /_sandbox/webhooks') return registerWebhook(parts, body);
  const customer = /^\/_sandbox\/sessions\/([^/]+)\/customer$/.exec(path);
  if (customer !== null && method === 'POST') return actAsCustomer(parts, decodeURIComponent(customer[1] ?? ''), body);
  return resourceAnswer(
    404,
    `No sandbox control at ${method} ${path}; see the Simulator page of the docs (/docs/developers/Testing/Simulator/) for the calls`,
  );
}
