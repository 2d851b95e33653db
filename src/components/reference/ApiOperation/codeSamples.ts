/**
 * curl and fetch samples for a call. The plugin picks the values at build time (see
 * plugins/openapi-docs/requestSamples.ts); this only writes them out in each language.
 */
import type {RequestSample} from '@site/plugins/openapi-docs/types';

/** The environment variable both samples read the OAuth2 access token from. */
export const accessTokenVariable = 'ACCESS_TOKEN';

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

export function curlSample(sample: RequestSample): string {
  const lines = [
    `curl --request ${sample.method} ${shellQuote(sample.url)}`,
    // Double quotes, so the shell puts the token in.
    ...(sample.bearerToken ? [`--header "Authorization: Bearer $${accessTokenVariable}"`] : []),
    ...sample.headers.map(([name, value]) => `--header ${shellQuote(`${name}: ${value}`)}`),
    ...(sample.body === undefined ? [] : [`--data ${shellQuote(bodyText(sample.body))}`]),
  ];
  return lines.join(' \\\n  ');
}

function jsString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

function jsKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : jsString(name);
}

function indent(text: string, spaces: number): string {
  return text.replaceAll('\n', `\n${' '.repeat(spaces)}`);
}

export function fetchSample(sample: RequestSample): string {
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
    `const response = await fetch(${jsString(sample.url)}, {`,
    ...options.map((line) => `  ${line}`),
    '});',
    'console.log(response.status, await response.text());',
  ].join('\n');
}
