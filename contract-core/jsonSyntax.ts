/**
 * Parsing the reader's JSON, and saying where it breaks. Browsers word JSON.parse's errors differently
 * and some give no position at all, so the position comes from a scanner of our own. It keeps its
 * nesting on an explicit stack: deeply nested input cannot overflow the call stack.
 */

export interface JsonSyntaxError {
  /** Offset of the first character that cannot be there, in UTF-16 code units; the text's length at its end. */
  readonly offset: number;
  /** 1-based. */
  readonly line: number;
  /** 1-based, in characters from the start of the line. */
  readonly column: number;
  /** What the grammar allows at that point, in words. */
  readonly expected: string;
  /** The character found there, or undefined at the end of the text. */
  readonly found?: string;
}

export type ParsedJson =
  {readonly ok: true; readonly value: unknown} | {readonly ok: false; readonly error: JsonSyntaxError};

type Expectation = 'value' | 'valueOrClose' | 'key' | 'keyOrClose' | 'colon' | 'commaOrClose' | 'end';
type Container = 'object' | 'array';

const expectedWords: Readonly<Record<Exclude<Expectation, 'commaOrClose'>, string>> = {
  value: 'a value',
  valueOrClose: 'a value or ]',
  key: 'a property name in double quotes',
  keyOrClose: 'a property name in double quotes or }',
  colon: ': after the property name',
  end: 'the end of the JSON text',
};

function expectedWordsFor(expectation: Expectation, container: Container | undefined): string {
  if (expectation !== 'commaOrClose') return expectedWords[expectation];
  return container === 'object' ? ', or }' : ', or ]';
}

const whitespace = new Set([' ', '\t', '\n', '\r']);
const numberPattern = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const literals = ['true', 'false', 'null'] as const;
const escapes = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
const hexDigits = /^[0-9a-fA-F]{4}$/;

/** A run of characters that a string holds as they are: no quote, backslash or control character. */
// eslint-disable-next-line no-control-regex -- JSON forbids exactly these control characters in a string.
const plainRun = /[^"\\\u0000-\u001f]*/y;

/** The offset just after a string starting at `start` (a double quote), or the offset where it goes wrong. */
function scanString(text: string, start: number): {end: number} | {errorAt: number; expected: string} {
  let at = start + 1;
  while (at < text.length) {
    plainRun.lastIndex = at;
    at += plainRun.exec(text)?.[0].length ?? 0;
    const character = text[at];
    if (character === undefined) break;
    if (character === '"') return {end: at + 1};
    if (character === '\\') {
      const escaped = text[at + 1];
      if (escaped === 'u') {
        if (!hexDigits.test(text.slice(at + 2, at + 6)))
          return {errorAt: at + 2, expected: 'four hex digits after \\u'};
        at += 6;
      } else if (escaped !== undefined && escapes.has(escaped)) {
        at += 2;
      } else {
        return {errorAt: at + 1, expected: 'an escape such as \\n, \\" or \\u0041 after the backslash'};
      }
    } else {
      return {errorAt: at, expected: 'no control character inside a string (write a line break as \\n)'};
    }
  }
  return {errorAt: text.length, expected: 'the closing double quote of the string'};
}

/** The 1-based line and column of an offset; a line ends at \n, \r\n or \r. */
export function lineAndColumn(text: string, offset: number): {line: number; column: number} {
  const before = text.slice(0, offset);
  let line = 1;
  let lineStart = 0;
  for (const ending of before.matchAll(/\r\n|\r|\n/g)) {
    line += 1;
    lineStart = ending.index + ending[0].length;
  }
  return {line, column: offset - lineStart + 1};
}

function syntaxError(text: string, offset: number, expected: string): JsonSyntaxError {
  const found = text[offset];
  return {offset, ...lineAndColumn(text, offset), expected, ...(found === undefined ? {} : {found})};
}

/** The first syntax error of a JSON text (RFC 8259), or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: Container[] = [];
  let expectation: Expectation = 'value';
  let at = 0;
  const afterValue = (): Expectation => (stack.length === 0 ? 'end' : 'commaOrClose');

  for (;;) {
    while (whitespace.has(text[at] ?? '')) at += 1;
    const character = text[at];
    if (character === undefined) {
      return expectation === 'end' ? undefined : syntaxError(text, at, expectedWordsFor(expectation, stack.at(-1)));
    }
    const fail = (): JsonSyntaxError => syntaxError(text, at, expectedWordsFor(expectation, stack.at(-1)));
    switch (expectation) {
      case 'value':
      case 'valueOrClose': {
        if (character === ']' && expectation === 'valueOrClose') {
          stack.pop();
          at += 1;
          expectation = afterValue();
        } else if (character === '{' || character === '[') {
          stack.push(character === '{' ? 'object' : 'array');
          at += 1;
          expectation = character === '{' ? 'keyOrClose' : 'valueOrClose';
        } else if (character === '"') {
          const scanned = scanString(text, at);
          if ('errorAt' in scanned) return syntaxError(text, scanned.errorAt, scanned.expected);
          at = scanned.end;
          expectation = afterValue();
        } else {
          numberPattern.lastIndex = at;
          const number = numberPattern.exec(text);
          const literal = literals.find((word) => text.startsWith(word, at));
          const length = number?.[0].length ?? literal?.length ?? 0;
          if (length === 0) return fail();
          at += length;
          expectation = afterValue();
        }
        break;
      }
      case 'key':
      case 'keyOrClose': {
        if (character === '}' && expectation === 'keyOrClose') {
          stack.pop();
          at += 1;
          expectation = afterValue();
        } else if (character === '"') {
          const scanned = scanString(text, at);
          if ('errorAt' in scanned) return syntaxError(text, scanned.errorAt, scanned.expected);
          at = scanned.end;
          expectation = 'colon';
        } else {
          return fail();
        }
        break;
      }
      case 'colon': {
        if (character !== ':') return fail();
        at += 1;
        expectation = 'value';
        break;
      }
      case 'commaOrClose': {
        const container = stack.at(-1);
        if (character === ',') {
          at += 1;
          expectation = container === 'object' ? 'key' : 'value';
        } else if (character === (container === 'object' ? '}' : ']')) {
          stack.pop();
          at += 1;
          expectation = afterValue();
        } else {
          return fail();
        }
        break;
      }
      case 'end':
        return fail();
    }
  }
}

/** Parses with the engine's JSON.parse; when it refuses the text, says where and why. */
export function parseJson(text: string): ParsedJson {
  try {
    return {ok: true, value: JSON.parse(text) as unknown};
  } catch {
    return {ok: false, error: findJsonSyntaxError(text) ?? syntaxError(text, 0, expectedWords.value)};
  }
}

/** A character as the reader would recognise it; white space and control characters by their escape. */
function shown(character: string): string {
  return character <= ' ' ? JSON.stringify(character) : `“${character}”`;
}

/** The problem in words: "Expected , or } at line 3, column 5, found “x”". */
export function describeSyntaxError(error: JsonSyntaxError): string {
  const found = error.found === undefined ? 'the end of the text' : shown(error.found);
  return `Expected ${error.expected} at line ${error.line}, column ${error.column}, found ${found}.`;
}
