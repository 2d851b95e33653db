/**
 * The languages of the request samples, and the curl and fetch samples the page renders itself. The plugin
 * picks the values at build time (plugins/openapi-docs/requestSamples.ts) and writes the other languages'
 * samples with httpsnippet (plugins/openapi-docs/languageSamples.ts); this module stays free of build-time
 * code, since the page's bundle imports it.
 */
import type {RequestSample} from '@site/plugins/openapi-docs/types';

/** The environment variable every sample reads the OAuth2 access token from. */
export const accessTokenVariable = 'ACCESS_TOKEN';

/** The environment variable every sample reads the server URL from; unset, the production server. */
export const baseUrlVariable = 'API_BASE_URL';

export interface SampleLanguage {
  /** The tab's value; the guides' sample tabs use the same values, so one choice holds across the site. */
  readonly id: string;
  readonly label: string;
  /** The Prism language that highlights the sample. */
  readonly prism: string;
  /** The file to save the program in (Java's class is `Main`), shown as the sample's title. */
  readonly fileName?: string;
  /**
   * Written into a module of its own that the page loads when the reader chooses the language, rather
   * than into the page's HTML: eight languages would weigh the reference pages down for every reader.
   */
  readonly onDemand: boolean;
}

/** Every language of the request samples, in the order of their tabs: the first is the default. */
export const sampleLanguages = [
  {id: 'curl', label: 'curl', prism: 'bash', onDemand: false},
  {id: 'ts', label: 'TypeScript', prism: 'typescript', onDemand: false},
  {id: 'python', label: 'Python', prism: 'python', fileName: 'request.py', onDemand: true},
  {id: 'java', label: 'Java', prism: 'java', fileName: 'Main.java', onDemand: true},
  {id: 'csharp', label: 'C#', prism: 'csharp', fileName: 'Program.cs', onDemand: true},
  {id: 'go', label: 'Go', prism: 'go', fileName: 'main.go', onDemand: true},
  {id: 'php', label: 'PHP', prism: 'php', fileName: 'request.php', onDemand: true},
  {id: 'ruby', label: 'Ruby', prism: 'ruby', fileName: 'request.rb', onDemand: true},
] as const satisfies readonly SampleLanguage[];

type Language = (typeof sampleLanguages)[number];
export type LanguageId = Language['id'];

/** The languages whose samples the page loads when the reader chooses one. */
export const onDemandLanguages = sampleLanguages.filter(
  (language): language is Extract<Language, {onDemand: true}> => language.onDemand,
);
export type OnDemandLanguageId = (typeof onDemandLanguages)[number]['id'];

/** The tab group of the sample languages, shared with the guides' `<Tabs groupId="sample-language">`. */
export const sampleLanguageGroup = 'sample-language';

/**
 * The part of the sample's URL after the server URL: the path and the query. Every sample puts it after
 * the server URL it reads from `API_BASE_URL`.
 */
export function pathAfterServer(sample: RequestSample, serverUrl: string): string {
  if (!sample.url.startsWith(serverUrl)) {
    throw new Error(`The sample's URL ${sample.url} does not begin with the server URL ${serverUrl}`);
  }
  return sample.url.slice(serverUrl.length);
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Inside double quotes the shell still expands `$`, backquotes and backslashes: each is escaped. */
function shellDoubleQuoted(text: string): string {
  return text.replace(/[$`"\\]/g, '\\$&');
}

function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

export function curlSample(sample: RequestSample, serverUrl: string): string {
  const path = shellDoubleQuoted(pathAfterServer(sample, serverUrl));
  const lines = [
    // Double quotes, so the shell puts the server URL and the token in.
    `curl --request ${sample.method} "\${${baseUrlVariable}:-${shellDoubleQuoted(serverUrl)}}${path}"`,
    ...(sample.bearerToken ? [`--header "Authorization: Bearer $${accessTokenVariable}"`] : []),
    ...sample.headers.map(([name, value]) => `--header ${shellQuote(`${name}: ${value}`)}`),
    ...(sample.body === undefined ? [] : [`--data ${shellQuote(bodyText(sample.body))}`]),
  ];
  return lines.join(' \\\n  ');
}

function jsString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

function jsTemplateText(text: string): string {
  return text.replace(/[`\\]|\$(?=\{)/g, '\\$&');
}

function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

function indent(text: string, spaces: number): string {
  return text.replaceAll('\n', `\n${' '.repeat(spaces)}`);
}

export function fetchSample(sample: RequestSample, serverUrl: string): string {
  const path = pathAfterServer(sample, serverUrl);
  const headers = [
    ...(sample.bearerToken ? [`Authorization: \`Bearer \${process.env.${accessTokenVariable}}\`,`] : []),
    ...sample.headers.map(([name, value]) => `${jsKey(name)}: ${jsString(value)},`),
  ];
  const body =
    sample.body === undefined
      ? []
      : typeof sample.body === 'string'
        ? [`body: ${jsString(sample.body)},`]
        : [`body: JSON.stringify(${indent(JSON.stringify(sample.body, null, 2), 2)}),`];
  const options = [
    `method: ${jsString(sample.method)},`,
    ...(headers.length === 0 ? [] : ['headers: {', ...headers.map((line) => `  ${line}`), '},']),
    ...body,
  ];
  return [
    `const baseUrl = process.env.${baseUrlVariable} ?? ${jsString(serverUrl)};`,
    `const response = await fetch(\`\${baseUrl}${jsTemplateText(path)}\`, {`,
    ...options.map((line) => `  ${line}`),
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

/** The samples the page sends in its HTML, so that readers without JavaScript have them. */
export const inPageSamples: Readonly<
  Record<Exclude<LanguageId, OnDemandLanguageId>, (sample: RequestSample, serverUrl: string) => string>
> = {curl: curlSample, ts: fetchSample};
