/**
 * The simulator's world: a virtual clock with the moves scheduled on it, the state of each merchant, and
 * the one way a status changes (`move`), which checks the move against the contract's `x-lifecycle` and
 * records the webhook event the lifecycle names for it.
 */
import type {Lifecycle, LifecycleTransition} from '../contract-core';
import type {SimulatorContract} from './contract';

export type Json = Record<string, unknown>;

/** Something with a status that follows a lifecycle: the API's own representation, changed in place. */
export interface Tracked {
  /** The status schema whose `x-lifecycle` it follows (`PaymentStatus`). */
  readonly statusSchema: string;
  /** The field of `data` that holds the status. */
  readonly statusField: string;
  readonly data: Json;
}

/** A webhook event as the service creates it; delivery adds `attempt`. */
export interface RecordedEvent {
  readonly id: string;
  readonly type: string;
  readonly createdAt: string;
  readonly merchantId: string;
  /** The event as it is (or would be) delivered at its first attempt. */
  readonly body: Json;
}

interface Task {
  readonly at: number;
  readonly order: number;
  readonly run: () => void;
}

export interface MerchantState {
  readonly id: string;
  readonly sessions: Map<string, Json>;
  readonly checkoutSessions: Map<string, Json>;
  readonly payments: Map<string, Json>;
  readonly refunds: Map<string, Json>;
  readonly paymentMethods: Map<string, Json>;
  readonly setups: Map<string, Json>;
  /** What each entity carries besides its representation: its test behaviour, its session, its card. */
  readonly notes: Map<string, Json>;
  /** Idempotency keys: `<key space> <key value>` (requests.ts keySpace) to the request that used it and the entity it made. */
  readonly keys: Map<string, {readonly body: string; readonly entityId: string; readonly store: keyof StoreNames}>;
}

export interface StoreNames {
  sessions: true;
  checkoutSessions: true;
  payments: true;
  refunds: true;
  paymentMethods: true;
  setups: true;
}

export class World {
  private offset = 0;
  private tasks: Task[] = [];
  private taskCount = 0;
  readonly merchants = new Map<string, MerchantState>();
  readonly events: RecordedEvent[] = [];
  /** Called for each new event, after it is recorded: the webhook deliverer listens here. */
  onEvent: (event: RecordedEvent) => void = () => undefined;

  constructor(
    readonly contract: SimulatorContract,
    private readonly baseNow: () => number,
    private readonly newId: () => string,
  ) {}

  now(): number {
    return this.baseNow() + this.offset;
  }

  isoNow(): string {
    return new Date(this.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
  }

  id(): string {
    return this.newId();
  }

  /** Moves the clock forward and makes every move that falls due on the way, in time order. */
  advance(ms: number): void {
    const target = this.now() + ms;
    for (let next = this.nextDue(target); next !== undefined; next = this.nextDue(target)) {
      this.offset += Math.max(0, next.at - this.now());
      next.run();
    }
    this.offset += Math.max(0, target - this.now());
  }

  /**
   * Moves the clock as `advance` does, and waits on `drain` after each move: a webhook delivery is answered
   * asynchronously, and its retry must be scheduled from the attempt's own time, within the same advance.
   */
  async advanceThrough(ms: number, drain: () => Promise<void>): Promise<void> {
    const target = this.now() + ms;
    await drain();
    for (let next = this.nextDue(target); next !== undefined; next = this.nextDue(target)) {
      this.offset += Math.max(0, next.at - this.now());
      next.run();
      await drain();
    }
    this.offset += Math.max(0, target - this.now());
  }

  /** Makes the moves that are due at the clock's time (the base clock may have moved on by itself). */
  settle(): void {
    this.advance(0);
  }

  at(delayMs: number, run: () => void): void {
    this.tasks.push({at: this.now() + delayMs, order: this.taskCount++, run});
  }

  private nextDue(until: number): Task | undefined {
    let best: Task | undefined;
    for (const task of this.tasks) {
      if (
        task.at <= until &&
        (best === undefined || task.at < best.at || (task.at === best.at && task.order < best.order))
      )
        best = task;
    }
    if (best !== undefined) this.tasks = this.tasks.filter((task) => task !== best);
    return best;
  }

  merchant(id: string): MerchantState {
    let state = this.merchants.get(id);
    if (state === undefined) {
      state = {
        id,
        sessions: new Map(),
        checkoutSessions: new Map(),
        payments: new Map(),
        refunds: new Map(),
        paymentMethods: new Map(),
        setups: new Map(),
        notes: new Map(),
        keys: new Map(),
      };
      this.merchants.set(id, state);
    }
    return state;
  }

  reset(): void {
    this.merchants.clear();
    this.tasks = [];
    this.events.length = 0;
  }

  lifecycle(statusSchema: string): Lifecycle {
    const lifecycle = this.contract.lifecycles[statusSchema];
    if (lifecycle === undefined) throw new Error(`The contract gives ${statusSchema} no x-lifecycle`);
    return lifecycle;
  }

  /** Starts an entity in a state its lifecycle lets `by` create it in, with the start's event. */
  start(merchantId: string, tracked: Tracked, state: string, by: string, event?: () => Json): void {
    const start = this.lifecycle(tracked.statusSchema).initial.find(
      (candidate) => candidate.state === state && candidate.by === by,
    );
    if (start === undefined) throw new Error(`${tracked.statusSchema} cannot start in ${state} by ${by}`);
    tracked.data[tracked.statusField] = state;
    if (start.event !== undefined && event !== undefined) this.record(merchantId, start.event, event());
  }

  /**
   * Moves an entity to `to`, by `by` (`service`, `customer` or the call `PATCH /payments/{paymentId}/capture`),
   * as its lifecycle allows; `event` picks between two allowed moves that differ only in their event. The
   * event's data is made after the move, so it shows the entity as it is now.
   */
  move(
    merchantId: string,
    tracked: Tracked,
    to: string,
    by: string,
    data?: () => Json,
    event?: string,
  ): LifecycleTransition {
    const from = String(tracked.data[tracked.statusField]);
    const moves = this.lifecycle(tracked.statusSchema).transitions.filter(
      (transition) => transition.from === from && transition.to === to && transition.by === by,
    );
    const transition = moves.find((candidate) => event === undefined || candidate.event === event) ?? moves[0];
    if (transition === undefined) throw new Error(`${tracked.statusSchema} has no move from ${from} to ${to} by ${by}`);
    tracked.data[tracked.statusField] = to;
    if (transition.event !== undefined && data !== undefined) this.record(merchantId, transition.event, data());
    return transition;
  }

  /** Whether a move from the entity's state to `to` by `by` exists. */
  canMove(tracked: Tracked, to: string, by: string): boolean {
    const from = String(tracked.data[tracked.statusField]);
    return this.lifecycle(tracked.statusSchema).transitions.some(
      (transition) => transition.from === from && transition.to === to && transition.by === by,
    );
  }

  /** The status code the entity's GET answers in its state (`getStatus` of its lifecycle). */
  getStatus(tracked: Tracked): number {
    const state = this.lifecycle(tracked.statusSchema).states[String(tracked.data[tracked.statusField])];
    if (state?.getStatus === undefined) throw new Error(`${tracked.statusSchema} gives no GET answer here`);
    return state.getStatus;
  }

  /** Records an event; `data` is the event's `data` (`{object: <the entity now>}`). */
  record(merchantId: string, type: string, data: Json): void {
    const id = this.id();
    const createdAt = this.isoNow();
    const environment = this.contract.sandbox.environment;
    const body = {id, type, createdAt, merchantId, environment, attempt: 1, data};
    const event: RecordedEvent = {id, type, createdAt, merchantId, body};
    this.events.push(event);
    this.onEvent(event);
  }
}
