/**
 * A simulator whose state outlives the page: the reference's "Try it" consoles keep one sandbox per browser
 * tab, across operations and pages. The world holds scheduled moves as closures, which no storage can
 * keep, so what is kept is the journal: every request the sandbox took, when it took it, and the ids it
 * handed out. A new page replays the journal into a fresh simulator, at the recorded times and with the
 * recorded ids, and so reaches the same state, then goes on at the real time.
 */
import type {SimRequest, SimResponse, Simulator, SimulatorOptions} from './index';

export interface JournalEntry {
  /** The real time the request was taken at (ms since the epoch); the virtual clock adds its own advance. */
  readonly at: number;
  readonly request: SimRequest;
}

export interface Journal {
  readonly entries: readonly JournalEntry[];
  /** Every id the simulator handed out, in order: replaying the same requests asks for them again. */
  readonly ids: readonly string[];
}

/** Where the journal is kept: session storage in the browser. `save` answers false when it could not keep it. */
export interface JournalStore {
  load(): Journal | undefined;
  save(journal: Journal): boolean;
}

export interface JournaledSimulator extends Simulator {
  /** False once the journal outgrew its store: the sandbox goes on, but only until the page is left. */
  readonly kept: () => boolean;
}

type Varying = Pick<SimulatorOptions, 'now' | 'newId' | 'wait'>;

/** Reads that change nothing, which the journal leaves out: the sandbox's own clock and events. */
const unchanging = (request: SimRequest) =>
  request.method.toUpperCase() === 'GET' && new URL(request.url, 'http://sandbox').pathname.startsWith('/_sandbox/');

const isReset = (request: SimRequest) =>
  request.method.toUpperCase() === 'POST' && new URL(request.url, 'http://sandbox').pathname === '/_sandbox/reset';

/**
 * The simulator `create` makes, replayed from `store` and recording into it. `create` gets the clock,
 * the id source and the waits to use; everything else is the caller's. New ids come from `freshId`.
 */
export async function journaledSimulator(
  create: (varying: Varying) => Simulator,
  store: JournalStore,
  realNow: () => number = Date.now,
  freshId: () => string = () => crypto.randomUUID(),
): Promise<JournaledSimulator> {
  const loaded = store.load() ?? {entries: [], ids: []};
  let entries = [...loaded.entries];
  let ids = [...loaded.ids];
  let nextId = 0;
  let replayingAt: number | undefined;
  let kept = true;

  const simulator = create({
    now: () => replayingAt ?? realNow(),
    newId: () => {
      const id = ids[nextId] ?? freshId();
      if (nextId === ids.length) ids.push(id);
      nextId += 1;
      return id;
    },
    // A slow answer of the test data waits for real, but not again when it is replayed.
    wait: (ms) => (replayingAt === undefined ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()),
  });

  for (const entry of entries) {
    replayingAt = entry.at;
    await simulator.handle(entry.request);
  }
  replayingAt = undefined;

  async function handle(request: SimRequest): Promise<SimResponse> {
    const at = realNow();
    const response = await simulator.handle(request);
    if (isReset(request)) {
      entries = [];
      ids = [];
      nextId = 0;
      kept = store.save({entries, ids});
    } else if (!unchanging(request) && response.status !== 413) {
      entries.push({at, request});
      kept = kept && store.save({entries, ids});
    }
    return response;
  }

  return {handle, idle: () => simulator.idle(), now: () => simulator.now(), kept: () => kept};
}

/** A journal store in Web Storage (the tab's `sessionStorage`), under one key. */
export function webStorageJournal(storage: Storage, key: string): JournalStore {
  return {
    load() {
      try {
        const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
        const journal = value as Partial<Journal> | null;
        return Array.isArray(journal?.entries) && Array.isArray(journal.ids) ? (journal as Journal) : undefined;
      } catch {
        return undefined;
      }
    },
    save(journal) {
      try {
        storage.setItem(key, JSON.stringify(journal));
        return true;
      } catch {
        // Over the storage quota: forget what was kept, rather than replay half a journal later.
        storage.removeItem(key);
        return false;
      }
    },
  };
}
