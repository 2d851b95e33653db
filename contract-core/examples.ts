import {isRef, refName, resolve, type Example, type OpenApiDocument, type Referenced} from './model';

/** An example as a tab of code. */
export interface CodeExample {
  readonly key: string;
  /** Short, for the tab: the example's name in the document. */
  readonly label: string;
  /** The example's summary, shown above the code. */
  readonly title?: string;
  readonly language: string;
  readonly code: string;
  /** The `errorCode` the example's body carries, in the group form or inside `error`. */
  readonly errorCode?: string;
}

/** The errorCode of an error body: `{errorCode}` or an ErrorResponse `{error: {errorCode}}`. */
export function bodyErrorCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const {errorCode, error} = value as {readonly errorCode?: unknown; readonly error?: unknown};
  if (typeof errorCode === 'string') return errorCode;
  return error === undefined ? undefined : bodyErrorCode(error);
}

export interface MediaExamples {
  readonly examples: readonly CodeExample[];
  /** Component names of the error-code examples the media type lists. */
  readonly errorCodes: readonly string[];
}

interface Media {
  readonly examples?: Readonly<Record<string, Referenced<Example>>>;
  readonly example?: unknown;
}

/**
 * The examples of a request or response media type, as code tabs. An error response can list dozens
 * of error-code examples that differ only in code and message; those are shown once as a table (by
 * the caller), with only the first one kept as code so the reader still sees the shape of the body.
 */
export function mediaExamples(
  document: OpenApiDocument,
  mediaType: string,
  media: Media,
  label: string,
  errorCodeNames: ReadonlySet<string>,
): MediaExamples {
  const language = mediaType.includes('json') ? 'json' : 'text';
  const code = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  const entries = Object.entries(media.examples ?? {});
  const isErrorCode = ([, example]: [string, Referenced<Example>]) =>
    isRef(example) && errorCodeNames.has(refName(example.$ref));
  const errorCodes = entries.filter(isErrorCode).map(([, example]) => refName((example as {$ref: string}).$ref));
  const shown = entries.filter((entry, index) => !isErrorCode(entry) || index === entries.findIndex(isErrorCode));
  const examples = shown.map(([name, exampleOrRef]) => {
    const example = resolve(document, exampleOrRef);
    const errorCode = bodyErrorCode(example.value);
    return {
      key: `${label}-${name}`,
      ...(errorCode === undefined ? {} : {errorCode}),
      label: `${label} ${name}`,
      ...(example.summary === undefined ? {} : {title: example.summary}),
      language,
      code: code(example.value),
    };
  });
  if (examples.length > 0 || media.example === undefined) return {examples, errorCodes};
  const errorCode = bodyErrorCode(media.example);
  const example = {key: `${label}-example`, label, language, code: code(media.example)};
  return {examples: [errorCode === undefined ? example : {...example, errorCode}], errorCodes};
}
