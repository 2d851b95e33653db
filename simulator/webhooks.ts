/**
 * Webhook events as the service sends them: each event the lifecycles name is recorded with the headers
 * and body of its delivery, signed as `x-webhook-delivery` says (HMAC-SHA256 of `<t>.<body>`, with
 * WebCrypto, so the same code runs in the browser). When an endpoint is registered, each event is
 * delivered to it, and a failed attempt is retried on the contract's schedule, on the virtual clock.
 */
import {durationMs} from '../contract-core';
import type {Json, RecordedEvent, World} from './world';

/** An event as `GET /_sandbox/events` lists it. */
export interface EventRecord {
  readonly id: string;
  readonly type: string;
  readonly createdAt: string;
  /** The headers and raw body of its first attempt. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  readonly attempts: readonly {
    readonly attempt: number;
    readonly at: string;
    readonly status?: number;
    readonly error?: string;
  }[];
}

/** Sends one attempt; answers the HTTP status, or throws when nothing answered. */
export type Deliver = (url: string, headers: Readonly<Record<string, string>>, body: string) => Promise<number>;

export interface Endpoint {
  readonly url: string;
  readonly secret: string;
  /** The secret before a rotation, which signs too until the rotation's overlap ends. */
  readonly previousSecret?: string;
}

const hex = (bytes: ArrayBuffer): string =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export async function signature(secret: string, timestamp: number, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), {name: 'HMAC', hash: 'SHA-256'}, false, [
    'sign',
  ]);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
}

export class Webhooks {
  private endpoint: Endpoint | undefined;
  private readonly records = new Map<
    string,
    {
      event: RecordedEvent;
      /** Signed when the event is made, with the secret of that moment, as its first attempt is (or would be). */
      first: Promise<{headers: Record<string, string>; body: string}>;
      attempts: EventRecord['attempts'][number][];
    }
  >();
  /** Deliveries in flight, so a caller (a test, the server's shutdown) can wait for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly world: World,
    private readonly deliver: Deliver | undefined,
  ) {
    world.onEvent = (event) => {
      const timestamp = Math.floor(Date.parse(event.createdAt) / 1000);
      this.records.set(event.id, {
        event,
        first: this.signed(event, 1, this.secrets(this.endpoint), timestamp),
        attempts: [],
      });
      if (this.endpoint !== undefined) this.attempt(event, 1, this.endpoint);
    };
  }

  register(endpoint: Endpoint): void {
    this.endpoint = endpoint;
  }

  /**
   * A new secret for the registered endpoint: the previous one signs too until x-webhook-delivery's
   * rotation overlap ends. Answers when it stops, or undefined with no endpoint to rotate.
   */
  rotate(secret: string): string | undefined {
    const current = this.endpoint;
    const overlap = this.world.contract.delivery.rotation?.overlap;
    if (current === undefined || overlap === undefined) return undefined;
    this.endpoint = {url: current.url, secret, previousSecret: current.secret};
    const ends = durationMs(overlap);
    this.world.at(ends, () => {
      if (this.endpoint?.secret === secret) this.endpoint = {url: current.url, secret};
    });
    return new Date(this.world.now() + ends).toISOString();
  }

  reset(): void {
    this.endpoint = undefined;
    this.records.clear();
  }

  private secret(): string {
    return this.endpoint?.secret ?? this.world.contract.sandbox.webhookSecret;
  }

  /** The secrets that sign a delivery now: the endpoint's, and its previous one during a rotation. */
  private secrets(endpoint: Endpoint | undefined): string[] {
    if (endpoint === undefined) return [this.secret()];
    return endpoint.previousSecret === undefined ? [endpoint.secret] : [endpoint.secret, endpoint.previousSecret];
  }

  private async signed(
    event: RecordedEvent,
    attempt: number,
    secrets: readonly string[],
    timestamp: number,
  ): Promise<{headers: Record<string, string>; body: string}> {
    const body = JSON.stringify({...event.body, attempt} satisfies Json);
    const header = this.world.contract.delivery.signatureHeader;
    const values = await Promise.all(secrets.map(async (secret) => `v1=${await signature(secret, timestamp, body)}`));
    return {headers: {'content-type': 'application/json', [header]: [`t=${timestamp}`, ...values].join(',')}, body};
  }

  private attempt(event: RecordedEvent, attempt: number, endpoint: Endpoint): void {
    const {world} = this;
    const deliver = this.deliver;
    if (deliver === undefined) return;
    const at = world.isoNow();
    const run = (async () => {
      const current = this.endpoint?.url === endpoint.url ? this.endpoint : endpoint;
      const {headers, body} = await this.signed(event, attempt, this.secrets(current), Math.floor(world.now() / 1000));
      let status: number | undefined;
      let error: string | undefined;
      try {
        status = await deliver(endpoint.url, headers, body);
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      this.records.get(event.id)?.attempts.push({
        attempt,
        at,
        ...(status === undefined ? {} : {status}),
        ...(error === undefined ? {} : {error}),
      });
      const delivered = status !== undefined && status >= 200 && status < 300;
      const pause = world.contract.delivery.retrySchedule[attempt - 1];
      if (!delivered && pause !== undefined)
        world.at(durationMs(pause), () => {
          this.attempt(event, attempt + 1, endpoint);
        });
    })();
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
  }

  /** Waits for every delivery in flight. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async list(): Promise<EventRecord[]> {
    return Promise.all(
      [...this.records.values()].map(async ({event, first, attempts}) => {
        const {headers, body} = await first;
        return {id: event.id, type: event.type, createdAt: event.createdAt, headers, body, attempts};
      }),
    );
  }
}
