/**
 * Checks an appearance against the limits of the contract before POST /sessions does. The limits and
 * the error codes are read from the Merchant API's JSON download, saved beside its types, so they stay
 * those of the service.
 */
import {readFileSync} from 'node:fs';
import type {components} from '../openapi/merchant';

type Appearance = components['schemas']['Appearance'];

interface Limit {
  readonly minimum?: number;
  readonly maximum?: number;
  readonly pattern?: string;
  readonly 'x-error-code'?: string;
}

interface DocumentWithLimits {
  readonly components: {
    readonly schemas: Readonly<Record<string, Limit & {readonly properties?: Readonly<Record<string, Limit>>}>>;
  };
}

const {schemas} = (
  JSON.parse(readFileSync(new URL('../openapi/merchant.json', import.meta.url), 'utf8')) as DocumentWithLimits
).components;

function limit(schema: string, property?: string): Limit {
  const found = property === undefined ? schemas[schema] : schemas[schema]?.properties?.[property];
  if (found === undefined) throw new Error(`The contract has no ${schema} ${property ?? ''}`);
  return found;
}

const buttonHeight = limit('AppearanceHeight', 'button');
const radius = limit('AppearanceBorder', 'buttonBorderRadius');
const colour = limit('Colour');
const cssSrc = limit('FontSource', 'cssSrc');
const weight = limit('FontSource', 'weight');

/** One value POST /sessions would refuse with 400, and the errorCode it would answer. */
export interface AppearanceProblem {
  readonly field: string;
  readonly errorCode: string;
  readonly problem: string;
}

const within = (value: number, {minimum = -Infinity, maximum = Infinity}: Limit) =>
  Number.isInteger(value) && value >= minimum && value <= maximum;
const matches = (value: string, {pattern}: Limit) => pattern === undefined || new RegExp(pattern).test(value);

/** The values that would make POST /sessions answer 400; an empty list means the appearance passes. */
export function appearanceProblems(appearance: Appearance): AppearanceProblem[] {
  const problems: AppearanceProblem[] = [];
  const report = (field: string, rule: Limit, problem: string) => {
    problems.push({field, errorCode: rule['x-error-code'] ?? 'INVALID_APPEARANCE', problem});
  };

  const button = appearance.height?.button;
  if (button !== undefined && !within(button, buttonHeight)) {
    report('height.button', buttonHeight, `must be ${buttonHeight.minimum} to ${buttonHeight.maximum} pixels`);
  }
  for (const [name, value] of Object.entries(appearance.border ?? {})) {
    if (!matches(value, radius)) report(`border.${name}`, radius, 'must be a pixel length');
  }
  for (const [shade, palette] of Object.entries(appearance.palette ?? {})) {
    for (const [name, value] of Object.entries(palette)) {
      if (!matches(value, colour)) {
        report(`palette.${shade}.${name}`, colour, 'must be a hex colour such as #1a5fb4');
      }
    }
  }
  for (const source of appearance.font?.fontSources ?? []) {
    if (source.cssSrc !== undefined && !matches(source.cssSrc, cssSrc)) {
      report(`font.fontSources ${source.family}`, cssSrc, 'cssSrc must be a Google Fonts stylesheet');
    }
    if (source.weight !== undefined && !within(source.weight, weight)) {
      report(`font.fontSources ${source.family}`, weight, `weight must be ${weight.minimum} to ${weight.maximum}`);
    }
  }
  return problems;
}
