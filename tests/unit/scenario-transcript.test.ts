/**
 * How a scenario's transcript reads (src/components/contract/scenarioView.ts) and how the runner reads an
 * answer's dotted paths (simulator/scenario.ts).
 */
import {describe, expect, it} from 'vitest';
import {
  bodyText,
  errorCodeIn,
  findTranscript,
  headerLines,
  isSandboxControl,
  methodOf,
  scopeNote,
  shownValue,
  statusWords,
} from '../../src/components/contract/scenarioView';
import {stableSimulatorOptions, valueAtPath, type Transcript} from '../../simulator';

const step = {
  title: 'Read a card',
  method: 'GET',
  path: '/v1/payment-methods/5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  scope: 'nonprod-user',
  headers: {'X-Customer-Id': '7f0e1d2c-3b4a-4968-8776-655443322110'},
  status: 404,
  fields: [{path: 'error.errorCode', value: 'PAYMENT_METHOD_NOT_FOUND'}],
  problems: [],
};

describe('a transcript step as a page shows it', () => {
  it('names a scope other than the default, and none for the default or a control call', () => {
    expect(scopeNote(step)).toBe('with a token of the nonprod-user scope');
    expect(scopeNote({...step, scope: 'nonprod-all'})).toBeUndefined();
    expect(scopeNote({...step, path: '/_sandbox/clock'})).toBeUndefined();
    expect(scopeNote({...step, headers: {Authorization: 'Bearer sbx_checkout_1'}})).toBeUndefined();
  });

  it('says what the status means in words, and lists the extra headers', () => {
    expect([200, 202, 400, 404, 500].map(statusWords)).toEqual([
      'OK',
      'Accepted',
      'refused',
      'refused',
      'server error',
    ]);
    expect(headerLines(step)).toEqual(['X-Customer-Id: 7f0e1d2c-3b4a-4968-8776-655443322110']);
    expect(methodOf(step)).toBe('get');
    expect(isSandboxControl({path: '/_sandbox/clock'})).toBe(true);
    expect(isSandboxControl(step)).toBe(false);
  });

  it('prints values as JSON, an absent one in words, and finds the error codes to link', () => {
    expect(shownValue('FAILED')).toBe('"FAILED"');
    expect(shownValue(0)).toBe('0');
    expect(shownValue(undefined)).toBe('absent');
    expect(errorCodeIn({path: 'error.errorCode', value: 'INVALID_CONSENT'})).toBe('INVALID_CONSENT');
    expect(errorCodeIn({path: 'data.0.error.errorCode', value: 'PROCESSING_ERROR'})).toBe('PROCESSING_ERROR');
    expect(errorCodeIn({path: 'data.status', value: 'FAILED'})).toBeUndefined();
    expect(bodyText({advance: 'PT5S'})).toBe('{\n  "advance": "PT5S"\n}');
  });

  it('finds a transcript by id and throws on an unknown one', () => {
    const transcripts: Transcript[] = [
      {id: 'a', title: 'A', summary: 'A scenario', rules: [], steps: [], passed: true},
    ];
    expect(findTranscript(transcripts, 'a').title).toBe('A');
    expect(() => findTranscript(transcripts, 'b')).toThrow(/No scenario b/);
  });
});

describe('the runner', () => {
  it('reads dotted paths, array indexes and lengths', () => {
    const body = {data: [{id: 'p1', error: {errorCode: 'X'}}], url: 'u'};
    expect(valueAtPath(body, 'data.length')).toBe(1);
    expect(valueAtPath(body, 'data.0.error.errorCode')).toBe('X');
    expect(valueAtPath(body, 'data.1.id')).toBeUndefined();
    expect(valueAtPath(body, 'url')).toBe('u');
  });

  it('gives ids from a counter and a fixed clock, the same on every run', () => {
    const first = stableSimulatorOptions();
    const second = stableSimulatorOptions();
    expect([first.newId(), first.newId()]).toEqual([second.newId(), second.newId()]);
    expect(first.newId()).toMatch(/^00000000-0000-4000-8000-000000000003$/);
    expect(first.now()).toBe(Date.parse('2026-01-15T09:00:00Z'));
  });
});
