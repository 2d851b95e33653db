import {describe, expect, it} from 'vitest';
import {
  durationDays,
  lifecycleMermaid,
  lifecycleRows,
  moverCall,
  transitionLabel,
  type Lifecycle,
} from '../../contract-core';

const hold: Lifecycle = {
  get: 'getHold',
  initial: [
    {state: 'OPEN', by: 'POST /holds'},
    {state: 'OPEN', by: 'POST /token/holds'},
  ],
  states: {
    OPEN: {terminal: false, getStatus: 200, actions: ['releaseHold'], description: 'Money is held.'},
    STARTED: {terminal: false, deprecated: true, sameAs: 'OPEN'},
    RELEASING: {terminal: false, getStatus: 202, actions: [], description: 'The hold is being released.'},
    RELEASED: {terminal: true, getStatus: 200, actions: [], description: 'Nothing is held.'},
  },
  transitions: [
    {from: 'OPEN', to: 'RELEASING', by: 'PATCH /holds/{holdId}/release', when: 'you release it'},
    {from: 'OPEN', to: 'RELEASED', by: 'service', after: 'P7D', when: 'a week passes', event: 'HOLD_RELEASED'},
    {from: 'RELEASING', to: 'RELEASED', by: 'service', when: 'the bank confirms', event: 'HOLD_RELEASED'},
    {from: 'RELEASING', to: 'RELEASED', by: 'service', when: 'the card is closed', event: 'HOLD_CLOSED'},
  ],
  expiry: {states: ['OPEN'], getStatus: 410, when: 'the hold is purged'},
};

describe('lifecycleMermaid', () => {
  it('draws every current state, one start arrow per starting state, one arrow per pair of states and label, and end arrows from final states', () => {
    expect(lifecycleMermaid(hold)).toBe(
      [
        'stateDiagram-v2',
        '    [*] --> OPEN',
        '    OPEN --> RELEASING: PATCH release',
        '    OPEN --> RELEASED: after 7 days',
        '    RELEASING --> RELEASED',
        '    RELEASED --> [*]',
        '',
      ].join('\n'),
    );
  });

  it('keeps every transition between the states of a part, and only those', () => {
    expect(lifecycleMermaid(hold, ['RELEASING', 'RELEASED'])).toBe(
      ['stateDiagram-v2', '    RELEASING --> RELEASED', '    RELEASED --> [*]', ''].join('\n'),
    );
  });

  it('refuses a state the lifecycle does not have, so a docs page cannot draw one', () => {
    expect(() => lifecycleMermaid(hold, ['OPEN', 'CLOSED'])).toThrow(/no state "CLOSED"/);
  });
});

describe('lifecycleRows', () => {
  it('lists current states with how they are reached, their events once each, aliases and expiry', () => {
    const rows = lifecycleRows(hold);
    expect(rows.map(({state}) => state)).toEqual(['OPEN', 'RELEASING', 'RELEASED']);
    const [open, , released] = rows;
    expect(open?.starts.map(({by}) => by)).toEqual(['POST /holds', 'POST /token/holds']);
    expect(open?.aliases).toEqual(['STARTED']);
    expect(open?.expires).toBe(true);
    expect(released?.arrivals.map(({from}) => from)).toEqual(['OPEN', 'RELEASING', 'RELEASING']);
    expect(released?.events).toEqual(['HOLD_RELEASED', 'HOLD_CLOSED']);
    expect(released?.expires).toBe(false);
  });
});

describe('movers and durations', () => {
  it('reads an HTTP call, and nothing else, as a call', () => {
    expect(moverCall('PATCH /holds/{holdId}/release')).toEqual({method: 'PATCH', path: '/holds/{holdId}/release'});
    expect(moverCall('service')).toBeUndefined();
    expect(moverCall('PATCH holds')).toBeUndefined();
  });

  it('reads whole days and hours', () => {
    expect(durationDays('P7D')).toBe(7);
    expect(durationDays('PT48H')).toBe(2);
    expect(durationDays('PT30M')).toBeUndefined();
  });

  it('labels a move by its call, its delay, or the person who makes it; a service move has no label', () => {
    expect(transitionLabel({from: 'A', to: 'B', by: 'POST /holds', when: 'x'})).toBe('POST holds');
    expect(transitionLabel({from: 'A', to: 'B', by: 'customer', when: 'x'})).toBe('by the customer');
    expect(transitionLabel({from: 'A', to: 'B', by: 'service', when: 'x'})).toBe('');
  });
});
