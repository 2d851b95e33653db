/**
 * The contract's `x-lifecycle` extension: how the values of a status enum follow each other, which are
 * final, what the entity's GET answers in each and what the caller may do. Its shape is fixed by
 * `openapi/extensions/x-lifecycle.schema.json`. Pure: the docs' components, the reference page and the
 * tests read lifecycles through it.
 */
import type {Schema} from './model';

/** Who or what moves an entity: the service, a person, or a call given as `METHOD /path`. */
export type Mover = string;

export interface LifecycleState {
  readonly terminal: boolean;
  /** What the entity's GET answers while it is in this state; absent when the entity has no GET of its own. */
  readonly getStatus?: number;
  /** The operationIds the caller may use in this state. */
  readonly actions?: readonly string[];
  readonly description?: string;
  readonly deprecated?: boolean;
  /** For a deprecated value: the state it stands for. */
  readonly sameAs?: string;
}

export interface LifecycleStart {
  readonly state: string;
  readonly by: Mover;
  readonly event?: string;
}

export interface LifecycleTransition {
  readonly from: string;
  readonly to: string;
  readonly by: Mover;
  readonly when: string;
  /** The webhook event type the move sends. */
  readonly event?: string;
  /** An ISO 8601 duration after which the service makes the move by itself. */
  readonly after?: string;
}

/** For entities that expire rather than move: the states that end in a GET answer such as 410. */
export interface LifecycleExpiry {
  readonly states: readonly string[];
  readonly getStatus: number;
  /** ISO 8601: how long after creation the entity expires. */
  readonly after?: string;
  readonly when: string;
}

export interface Lifecycle {
  /** The operationId of the GET that `getStatus` describes. */
  readonly get?: string;
  readonly initial: readonly LifecycleStart[];
  readonly states: Readonly<Record<string, LifecycleState>>;
  readonly transitions: readonly LifecycleTransition[];
  readonly expiry?: LifecycleExpiry;
}

export function lifecycleOf(schema: Schema | undefined): Lifecycle | undefined {
  const lifecycle: unknown = schema === undefined ? undefined : Reflect.get(schema, 'x-lifecycle');
  // The extension's shape is checked against its JSON Schema by the contract tests.
  return lifecycle as Lifecycle | undefined;
}

/** The states a reader can meet, in enum order: every state but the deprecated aliases. */
export function currentStates(lifecycle: Lifecycle): string[] {
  return Object.entries(lifecycle.states)
    .filter(([, state]) => state.sameAs === undefined)
    .map(([name]) => name);
}

/** A mover that is an HTTP call (`PATCH /payments/{paymentId}/capture`), split into method and path. */
export function moverCall(by: Mover): {readonly method: string; readonly path: string} | undefined {
  const match = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(by);
  return match === null ? undefined : {method: match[1] ?? '', path: match[2] ?? ''};
}

/** Days in an ISO 8601 duration of whole days or hours (`P7D`, `PT48H`); undefined for other forms. */
export function durationDays(duration: string): number | undefined {
  const days = /^P(\d+)D$/.exec(duration);
  if (days !== null) return Number(days[1]);
  const hours = /^PT(\d+)H$/.exec(duration);
  return hours === null ? undefined : Number(hours[1]) / 24;
}

/** How a transition reads in a diagram label: the call that makes it, the time after which it happens, or the event. */
export function transitionLabel(transition: LifecycleTransition): string {
  const call = moverCall(transition.by);
  if (call !== undefined)
    return `${call.method} ${
      call.path
        .split('/')
        .filter((part) => !part.startsWith('{'))
        .pop() ?? ''
    }`;
  if (transition.after !== undefined) {
    const days = durationDays(transition.after);
    return days === undefined ? `after ${transition.after}` : `after ${days} days`;
  }
  return transition.by === 'service' ? '' : `by the ${transition.by}`;
}

/**
 * A Mermaid state diagram of the lifecycle, or of the part made of the given states: every transition
 * between two states shown is drawn, the start arrow goes to the shown starting states, and every shown
 * final state gets an end arrow.
 */
export function lifecycleMermaid(lifecycle: Lifecycle, only?: readonly string[]): string {
  const shown = new Set(only ?? currentStates(lifecycle));
  for (const state of shown) {
    if (lifecycle.states[state] === undefined) throw new Error(`The lifecycle has no state "${state}"`);
  }
  const lines = ['stateDiagram-v2'];
  const starts = new Set(lifecycle.initial.map(({state}) => state).filter((state) => shown.has(state)));
  for (const state of starts) lines.push(`    [*] --> ${state}`);
  for (const transition of lifecycle.transitions) {
    if (!shown.has(transition.from) || !shown.has(transition.to)) continue;
    const label = transitionLabel(transition);
    const line = `    ${transition.from} --> ${transition.to}${label === '' ? '' : `: ${label}`}`;
    // Two moves that differ only in their condition or event are one arrow.
    if (!lines.includes(line)) lines.push(line);
  }
  for (const state of shown) {
    if (lifecycle.states[state]?.terminal === true) lines.push(`    ${state} --> [*]`);
  }
  return `${lines.join('\n')}\n`;
}

export interface LifecycleRow {
  readonly state: string;
  readonly details: LifecycleState;
  /** How the entity gets into this state: the calls that create it in this state, then the transitions. */
  readonly starts: readonly LifecycleStart[];
  readonly arrivals: readonly LifecycleTransition[];
  /** Webhook events sent on arrival, in order, each once. */
  readonly events: readonly string[];
  /** Deprecated values that stand for this state. */
  readonly aliases: readonly string[];
  /** Whether GET answers with the lifecycle's expiry status once the entity expires in this state. */
  readonly expires: boolean;
}

/** One row per current state, in enum order, with everything a state table shows. */
export function lifecycleRows(lifecycle: Lifecycle): LifecycleRow[] {
  return currentStates(lifecycle).map((state) => {
    const starts = lifecycle.initial.filter((start) => start.state === state);
    const arrivals = lifecycle.transitions.filter((transition) => transition.to === state);
    const events = [...starts, ...arrivals].flatMap(({event}) => (event === undefined ? [] : [event]));
    return {
      state,
      details: lifecycle.states[state] ?? {terminal: false},
      starts,
      arrivals,
      events: [...new Set(events)],
      aliases: Object.entries(lifecycle.states)
        .filter(([, details]) => details.sameAs === state)
        .map(([alias]) => alias),
      expires: lifecycle.expiry?.states.includes(state) === true,
    };
  });
}
