/**
 * What the contract requires, in words, from a failed JSON Schema keyword and its value. The numbers and
 * patterns come from the schema itself, so nothing here repeats a limit of the contract.
 */

/** The parts of an Ajv error that say which rule failed. */
export interface FailedKeyword {
  readonly keyword: string;
  readonly params: Readonly<Record<string, unknown>>;
  /** The keyword's value in the schema (Ajv's `schema`, with `verbose: true`). */
  readonly schema?: unknown;
}

const formatNames: Readonly<Record<string, string>> = {
  uuid: 'a UUID, such as 3a9b7c5d-1e2f-4a6b-8c0d-9e7f5a3b1c2d',
  email: 'an email address',
  date: 'a date as YYYY-MM-DD',
  'date-time': 'a date and time as in RFC 3339, such as 2024-04-12T14:58:40Z',
  time: 'a time of day as in RFC 3339',
  uri: 'an absolute URI',
  'uri-reference': 'a URI',
  hostname: 'a host name',
  ipv4: 'an IPv4 address',
  ipv6: 'an IPv6 address',
  int32: 'a whole number that fits in 32 bits',
  int64: 'a whole number that fits in 64 bits',
};

const typeNames: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer (a whole number, no decimal point)',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function plural(count: unknown, one: string, many = `${one}s`): string {
  return `${String(count)} ${count === 1 ? one : many}`;
}

/** A value of the contract as it would be written in JSON. */
export function literal(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : JSON.stringify(value);
}

function orList(values: readonly unknown[]): string {
  const words = values.map(literal);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}

function asRecord(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** A `not` keyword's schema, in words for the simple shapes the contract uses. */
function notWords(schema: unknown): string {
  const excluded = asRecord(schema);
  if (Array.isArray(excluded.required))
    return `not all of ${orList(excluded.required).replace(/ or /, ' and ')} together`;
  if (typeof excluded.pattern === 'string') return `must not match the pattern ${excluded.pattern}`;
  if ('const' in excluded) return `anything but ${literal(excluded.const)}`;
  if (Array.isArray(excluded.enum)) return `none of ${orList(excluded.enum)}`;
  return 'not in the form the contract excludes here';
}

/** The rule a failed keyword states, in words: "at most 50 characters". */
export function ruleWords(failed: FailedKeyword, branchTitles: readonly string[] = []): string {
  const {keyword, params, schema} = failed;
  const limit = params.limit;
  switch (keyword) {
    case 'maxLength':
      return `at most ${plural(limit, 'character')}`;
    case 'minLength':
      return limit === 1 ? 'not empty' : `at least ${plural(limit, 'character')}`;
    case 'pattern':
      return `matches the pattern ${String(params.pattern)}`;
    case 'maximum':
      return `at most ${String(limit)}`;
    case 'minimum':
      return `at least ${String(limit)}`;
    case 'exclusiveMaximum':
      return `less than ${String(limit)}`;
    case 'exclusiveMinimum':
      return `more than ${String(limit)}`;
    case 'multipleOf':
      return `a multiple of ${String(params.multipleOf)}`;
    case 'maxItems':
      return `at most ${plural(limit, 'item')}`;
    case 'minItems':
      return `at least ${plural(limit, 'item')}`;
    case 'uniqueItems':
      return 'no item twice';
    case 'maxProperties':
      return `at most ${plural(limit, 'entry', 'entries')}`;
    case 'minProperties':
      return `at least ${plural(limit, 'entry', 'entries')}`;
    case 'enum':
      return `one of ${orList(Array.isArray(params.allowedValues) ? params.allowedValues : [])}`;
    case 'const':
      return `exactly ${literal(params.allowedValue)}`;
    case 'type': {
      const types = String(params.type).split(',');
      return types.map((type) => typeNames[type] ?? type).join(' or ');
    }
    case 'format': {
      const format = String(params.format);
      return formatNames[format] ?? `in the ${format} format`;
    }
    case 'required':
      return 'required';
    case 'dependentRequired':
    case 'dependencies':
      return `required when ${String(params.property)} is sent`;
    case 'additionalProperties':
    case 'unevaluatedProperties':
    case 'false schema':
      return 'not a field this request accepts here';
    case 'not':
      return notWords(schema);
    case 'oneOf':
      return `exactly one of: ${branchTitles.join('; ')}`;
    case 'anyOf':
      return `at least one of: ${branchTitles.join('; ')}`;
    default:
      return `the ${keyword} rule of the contract`;
  }
}
