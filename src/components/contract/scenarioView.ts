/**
 * How a scenario's transcript reads on a page: pure, so the unit tests check it without React. The
 * transcripts come from plugins/scenarios, which ran each scenario against the simulator at build time.
 */
import type {HttpMethod} from '@site/contract-core';
import type {Transcript, TranscriptStep} from '@site/simulator';
import {reasonPhrase} from '@site/shared/httpStatus';

/** The scope a transcript's calls use unless a step names another. */
export const defaultScope = 'nonprod-all';

export function findTranscript(transcripts: readonly Transcript[], id: string): Transcript {
  const found = transcripts.find((transcript) => transcript.id === id);
  if (found === undefined) throw new Error(`No scenario ${id} in examples/scenarios/`);
  return found;
}

/**
 * What an answer's status means for the reader, in words after the number: a success by its reason phrase,
 * since 200 OK (done) and 202 Accepted (still in progress) mean different things on the same calls.
 */
export function statusWords(status: number): string {
  if (status < 300) return reasonPhrase(String(status)) ?? 'success';
  if (status < 500) return 'refused';
  return 'server error';
}

/** A call of the simulator's own control surface (`/_sandbox/`), which the real service does not have. */
export const isSandboxControl = (step: Pick<TranscriptStep, 'path'>): boolean => step.path.startsWith('/_sandbox/');

/** The step's method as the method badge takes it. */
export const methodOf = (step: Pick<TranscriptStep, 'method'>): HttpMethod => step.method.toLowerCase() as HttpMethod;

/** The headers a step sends besides the ones every call carries, as `name: value` lines. */
export function headerLines(step: Pick<TranscriptStep, 'headers'>): string[] {
  return Object.entries(step.headers).map(([name, value]) => `${name}: ${value}`);
}

/** A token scope other than the default, in words; undefined for the default. */
export function scopeNote(step: Pick<TranscriptStep, 'scope' | 'path' | 'headers'>): string | undefined {
  if (isSandboxControl(step) || Object.keys(step.headers).some((name) => name.toLowerCase() === 'authorization'))
    return undefined;
  return step.scope === defaultScope ? undefined : `with a token of the ${step.scope} scope`;
}

/** A key field's value as the page prints it: JSON, so a string, a number and null read differently. */
export const shownValue = (value: unknown): string => (value === undefined ? 'absent' : JSON.stringify(value));

/** The error code a key field holds, to link to its home; undefined for other fields. */
export function errorCodeIn(field: {readonly path: string; readonly value: unknown}): string | undefined {
  return /(^|\.)errorCode$/.test(field.path) && typeof field.value === 'string' ? field.value : undefined;
}

/** A request body as the page prints it. */
export const bodyText = (body: unknown): string => JSON.stringify(body, null, 2);
