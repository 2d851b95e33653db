import {describe, expect, it} from 'vitest';
import {createIdleQueue, idleFloorMs, pagePath, type IdleTime} from '../../src/clientModules/prefetchQueue';

/** A scheduler the test drives: each idle period it grants runs one pending callback. */
function fakeIdle() {
  const pending: ((idle: IdleTime) => void)[] = [];
  return {
    schedule: (work: (idle: IdleTime) => void) => {
      pending.push(work);
    },
    get pendingCount() {
      return pending.length;
    },
    /** Grants one idle period in which `runsAllowed` calls fit before the time runs out. */
    grant(runsAllowed: number, ran: readonly string[]) {
      const work = pending.shift();
      if (work === undefined) throw new Error('Nothing is waiting for idle time');
      const before = ran.length;
      work({timeRemaining: () => (ran.length - before < runsAllowed ? idleFloorMs + 10 : idleFloorMs)});
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then runs keys in the order they came', () => {
    const ran: string[] = [];
    const idle = fakeIdle();
    const enqueue = createIdleQueue((key) => ran.push(key), idle.schedule);
    enqueue('/a/');
    enqueue('/b/');
    expect(ran).toEqual([]);
    expect(idle.pendingCount).toBe(1);
    idle.grant(10, ran);
    expect(ran).toEqual(['/a/', '/b/']);
    expect(idle.pendingCount).toBe(0);
  });

  it('stops when the idle period runs short and carries on in the next one', () => {
    const ran: string[] = [];
    const idle = fakeIdle();
    const enqueue = createIdleQueue((key) => ran.push(key), idle.schedule);
    for (const key of ['/1/', '/2/', '/3/', '/4/', '/5/']) enqueue(key);
    idle.grant(2, ran);
    expect(ran).toEqual(['/1/', '/2/']);
    expect(idle.pendingCount).toBe(1);
    idle.grant(2, ran);
    idle.grant(2, ran);
    expect(ran).toEqual(['/1/', '/2/', '/3/', '/4/', '/5/']);
    expect(idle.pendingCount).toBe(0);
  });

  it('runs each key once, whether it comes again while queued or after it ran', () => {
    const ran: string[] = [];
    const idle = fakeIdle();
    const enqueue = createIdleQueue((key) => ran.push(key), idle.schedule);
    enqueue('/a/');
    enqueue('/a/');
    idle.grant(10, ran);
    enqueue('/a/');
    expect(idle.pendingCount).toBe(0);
    expect(ran).toEqual(['/a/']);
  });
});

describe('pagePath', () => {
  it('drops the anchor and query, which do not change the code a page needs', () => {
    expect(pagePath('/api-reference/#operation/createPayment')).toBe('/api-reference/');
    expect(pagePath('/docs/overview/?tab=json#top')).toBe('/docs/overview/');
    expect(pagePath('/docs/overview/')).toBe('/docs/overview/');
  });
});
