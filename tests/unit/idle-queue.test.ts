import {describe, expect, it} from 'vitest';
import {createIdleQueue, idleFloorMs, pagePath, type IdleTime} from '../../src/clientModules/idleQueue';

/**
 * A queue over a scheduler the test drives: `grant` gives one idle period to the pending callback, in
 * which `runsAllowed` keys fit before the time runs out; `ran` lists the keys run so far.
 */
function queueUnderTest() {
  const ran: string[] = [];
  const pending: ((idle: IdleTime) => void)[] = [];
  const enqueue = createIdleQueue(
    (key) => ran.push(key),
    (work) => {
      pending.push(work);
    },
  );
  return {
    ran,
    enqueue,
    pendingCount: () => pending.length,
    grant(runsAllowed: number) {
      const work = pending.shift();
      if (work === undefined) throw new Error('Nothing is waiting for idle time');
      const before = ran.length;
      work({timeRemaining: () => (ran.length - before < runsAllowed ? idleFloorMs + 10 : idleFloorMs)});
    },
  };
}

describe('createIdleQueue', () => {
  it('runs nothing until the browser is idle, then runs keys in the order they came', () => {
    const queue = queueUnderTest();
    queue.enqueue('/a/');
    queue.enqueue('/b/');
    expect(queue.ran).toEqual([]);
    expect(queue.pendingCount()).toBe(1);
    queue.grant(10);
    expect(queue.ran).toEqual(['/a/', '/b/']);
    expect(queue.pendingCount()).toBe(0);
  });

  it('stops when the idle period runs short and carries on in the next one', () => {
    const queue = queueUnderTest();
    for (const key of ['/1/', '/2/', '/3/', '/4/', '/5/']) queue.enqueue(key);
    queue.grant(2);
    expect(queue.ran).toEqual(['/1/', '/2/']);
    expect(queue.pendingCount()).toBe(1);
    queue.grant(2);
    queue.grant(2);
    expect(queue.ran).toEqual(['/1/', '/2/', '/3/', '/4/', '/5/']);
    expect(queue.pendingCount()).toBe(0);
  });

  it('runs each key once, whether it comes again while queued or after it ran', () => {
    const queue = queueUnderTest();
    queue.enqueue('/a/');
    queue.enqueue('/a/');
    queue.grant(10);
    queue.enqueue('/a/');
    expect(queue.pendingCount()).toBe(0);
    expect(queue.ran).toEqual(['/a/']);
  });
});

describe('pagePath', () => {
  it('drops the anchor and query, which do not change the code a page needs', () => {
    expect(pagePath('/api-reference/#operation/createPayment')).toBe('/api-reference/');
    expect(pagePath('/docs/overview/?tab=json#top')).toBe('/docs/overview/');
    expect(pagePath('/docs/overview/')).toBe('/docs/overview/');
  });
});
