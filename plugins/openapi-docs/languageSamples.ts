/**
 * A request sample as a complete program in each language of `sampleLanguages`. Build-time only: the page
 * renders curl and TypeScript itself, and loads the others from a data module of their own
 * (`languageSamplesFile` in ./index.ts) when a reader chooses one.
 *
 * httpsnippet writes the request in each language from a HAR request. We wrap its output only where our
 * samples need more: the server URL and the access token come from the environment (`API_BASE_URL`, with
 * the production server as its default, and `ACCESS_TOKEN`), so the same program runs against production,
 * the non-production server or the simulator; the program prints the response's status and body; and the
 * snippets that are statements (Java, C#) sit in a class with a `Main` method.
 */
import {HTTPSnippet, type HarRequest, type TargetId} from 'httpsnippet';
import {
  accessTokenVariable,
  baseUrlVariable,
  inPageSamples,
  onDemandLanguages,
  pathAfterServer,
  sampleLanguages,
  type LanguageId,
  type OnDemandLanguageId,
  type SampleLanguage,
} from '../../shared/codeSamples';
import type {RequestSample} from './types';

export {
  accessTokenVariable,
  baseUrlVariable,
  onDemandLanguages,
  sampleLanguages,
  type LanguageId,
  type OnDemandLanguageId,
  type SampleLanguage,
};

/**
 * Stand-ins that httpsnippet writes as plain string literals and that are then replaced by the variables
 * the program reads from the environment. Neither can occur in a real sample: `.invalid` is a reserved
 * top-level domain.
 */
const serverPlaceholder = 'https://api-base-url.invalid';
const tokenPlaceholder = 'access-token-from-environment';

interface Program {
  readonly serverUrl: string;
  readonly bearerToken: boolean;
  /** The body as it is sent. */
  readonly body: string | undefined;
}

interface Generator {
  readonly target: TargetId;
  readonly client: string;
  readonly options?: Readonly<Record<string, unknown>>;
  /**
   * Whether httpsnippet is handed a JSON body as plain text, so that it writes the text rather than its
   * literal of the value in the language.
   */
  readonly bodyAsText?: (body: string) => boolean;
  /** What joins a variable and a string literal into one string. */
  readonly concat: string;
  readonly variables: {readonly serverUrl: string; readonly accessToken: string};
  /** Turns httpsnippet's snippet, with the variables in, into a program that runs as a file. */
  readonly program: (snippet: string, program: Program, edit: Edit) => string;
}

/** Replaces one exact piece of httpsnippet's output, and fails loudly if a new version no longer writes it. */
type Edit = (code: string, from: string, to: string) => string;

function editFor(language: OnDemandLanguageId): Edit {
  return (code, from, to) => {
    if (!code.includes(from)) {
      throw new Error(
        `httpsnippet's ${language} sample no longer contains ${JSON.stringify(from)}: update languageSamples.ts`,
      );
    }
    return code.replace(from, () => to);
  };
}

function indented(text: string, spaces: number): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(spaces) + line))
    .join('\n');
}

/** A string literal in single quotes, for PHP and Ruby, where double quotes interpolate. */
function singleQuoted(text: string): string {
  return `'${text.replace(/['\\]/g, '\\$&')}'`;
}

/** A string literal in double quotes, the same in Python, Java, C# and Go for a URL or a variable's name. */
const doubleQuoted = (text: string) => JSON.stringify(text);

const generators: Readonly<Record<OnDemandLanguageId, Generator>> = {
  python: {
    target: 'python',
    client: 'requests',
    // httpsnippet's Python literal escapes double quotes only: JSON that escapes more goes as text.
    bodyAsText: (body) => body.includes('\\'),
    concat: '+',
    variables: {serverUrl: 'base_url', accessToken: 'access_token'},
    program: (snippet, {serverUrl, bearerToken}, edit) => {
      const environment = [
        `base_url = os.environ.get(${doubleQuoted(baseUrlVariable)}, ${doubleQuoted(serverUrl)})`,
        ...(bearerToken ? [`access_token = os.environ[${doubleQuoted(accessTokenVariable)}]`] : []),
      ];
      const withEnvironment = edit(
        snippet,
        'import requests\n',
        `import os\n\nimport requests\n\n${environment.join('\n')}\n`,
      );
      return edit(withEnvironment, 'print(response.json())', 'print(response.status_code)\nprint(response.text)');
    },
  },
  java: {
    target: 'java',
    client: 'nethttp',
    options: {indent: '    '},
    concat: '+',
    variables: {serverUrl: 'baseUrl', accessToken: 'accessToken'},
    program: (snippet, {serverUrl, bearerToken}, edit) => {
      const environment = [
        `String baseUrl = System.getenv().getOrDefault(${doubleQuoted(baseUrlVariable)}, ${doubleQuoted(serverUrl)});`,
        ...(bearerToken ? [`String accessToken = System.getenv(${doubleQuoted(accessTokenVariable)});`] : []),
      ];
      const body = edit(
        snippet,
        'System.out.println(response.body());',
        'System.out.println(response.statusCode());\nSystem.out.println(response.body());',
      );
      return [
        'import java.net.URI;',
        'import java.net.http.HttpClient;',
        'import java.net.http.HttpRequest;',
        'import java.net.http.HttpResponse;',
        '',
        'public class Main {',
        '    public static void main(String[] args) throws Exception {',
        indented([...environment, body].join('\n'), 8),
        '    }',
        '}',
      ].join('\n');
    },
  },
  csharp: {
    target: 'csharp',
    client: 'httpclient',
    concat: '+',
    variables: {serverUrl: 'baseUrl', accessToken: 'accessToken'},
    program: (snippet, {serverUrl, bearerToken}, edit) => {
      const environment = [
        `var baseUrl = Environment.GetEnvironmentVariable(${doubleQuoted(baseUrlVariable)}) ?? ${doubleQuoted(serverUrl)};`,
        ...(bearerToken
          ? [`var accessToken = Environment.GetEnvironmentVariable(${doubleQuoted(accessTokenVariable)});`]
          : []),
      ];
      // Top-level statements need C# 9, an async Main C# 7.1: Mono's compiler (C# 7) needs a plain Main.
      const statements = edit(snippet, 'using System.Net.Http.Headers;\n', '');
      // The status goes out with the body, rather than an exception in place of both.
      const body = edit(
        statements,
        'response.EnsureSuccessStatusCode();',
        'Console.WriteLine((int)response.StatusCode);',
      );
      return [
        'using System;',
        'using System.Net.Http;',
        'using System.Net.Http.Headers;',
        'using System.Threading.Tasks;',
        '',
        'class Program',
        '{',
        '    static void Main()',
        '    {',
        '        Run().GetAwaiter().GetResult();',
        '    }',
        '',
        '    static async Task Run()',
        '    {',
        indented([...environment, body].join('\n'), 8),
        '    }',
        '}',
      ].join('\n');
    },
  },
  go: {
    target: 'go',
    client: 'native',
    // A failed call stops the program with its error, rather than with a nil response.
    options: {checkErrors: true},
    concat: '+',
    variables: {serverUrl: 'baseURL', accessToken: 'accessToken'},
    program: (snippet, {serverUrl, bearerToken}, edit) => {
      const environment = [
        `baseURL := os.Getenv(${doubleQuoted(baseUrlVariable)})`,
        'if baseURL == "" {',
        `\tbaseURL = ${doubleQuoted(serverUrl)}`,
        '}',
        ...(bearerToken ? [`accessToken := os.Getenv(${doubleQuoted(accessTokenVariable)})`] : []),
      ];
      const withImport = edit(snippet, '\t"net/http"\n', '\t"net/http"\n\t"os"\n');
      const withEnvironment = edit(
        withImport,
        'func main() {\n\n',
        `func main() {\n\n${environment.map((line) => `\t${line}`).join('\n')}\n\n`,
      );
      return edit(withEnvironment, '\tfmt.Println(res)\n', '\tfmt.Println(res.Status)\n');
    },
  },
  php: {
    target: 'php',
    client: 'curl',
    // httpsnippet's PHP literal of a JSON body writes `false` as `null` and `{}` as `[]`.
    bodyAsText: () => true,
    concat: '.',
    variables: {serverUrl: '$baseUrl', accessToken: '$accessToken'},
    program: (snippet, {serverUrl, bearerToken, body}, edit) => {
      const environment = [
        `$baseUrl = getenv(${singleQuoted(baseUrlVariable)}) ?: ${singleQuoted(serverUrl)};`,
        ...(bearerToken ? [`$accessToken = getenv(${singleQuoted(accessTokenVariable)});`] : []),
      ];
      const withEnvironment = edit(snippet, '<?php\n\n', `<?php\n\n${environment.join('\n')}\n\n`);
      // In double quotes PHP would expand a `$` of the body: the body goes in single quotes.
      const withBody =
        body === undefined
          ? withEnvironment
          : edit(
              withEnvironment,
              `CURLOPT_POSTFIELDS => ${JSON.stringify(body)},`,
              `CURLOPT_POSTFIELDS => ${singleQuoted(body)},`,
            );
      const withStatus = edit(
        withBody,
        '$err = curl_error($curl);\n',
        '$err = curl_error($curl);\n$status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);\n',
      );
      return edit(withStatus, 'echo $response;', 'echo $status, "\\n", $response;');
    },
  },
  ruby: {
    target: 'ruby',
    client: 'native',
    concat: '+',
    variables: {serverUrl: 'base_url', accessToken: 'access_token'},
    program: (snippet, {serverUrl, bearerToken, body}, edit) => {
      const environment = [
        `base_url = ENV.fetch(${singleQuoted(baseUrlVariable)}, ${singleQuoted(serverUrl)})`,
        ...(bearerToken ? [`access_token = ENV.fetch(${singleQuoted(accessTokenVariable)})`] : []),
      ];
      const withEnvironment = edit(
        snippet,
        "require 'net/http'\n",
        `require 'net/http'\n\n${environment.join('\n')}\n`,
      );
      // In double quotes Ruby would expand a `#{` of the body: the body goes in single quotes.
      const withBody =
        body === undefined
          ? withEnvironment
          : edit(withEnvironment, `request.body = ${JSON.stringify(body)}`, `request.body = ${singleQuoted(body)}`);
      // httpsnippet decides on TLS from the URL it was given; the server URL is known only when it runs.
      const withTls = edit(withBody, 'http.use_ssl = true', "http.use_ssl = url.scheme == 'https'");
      return edit(withTls, 'puts response.read_body', 'puts response.code\nputs response.read_body');
    },
  },
};

/** The body as it is sent: a JSON value as compact JSON. */
function bodyText(sample: RequestSample): string | undefined {
  return sample.body === undefined || typeof sample.body === 'string' ? sample.body : JSON.stringify(sample.body);
}

function harRequest(sample: RequestSample, serverUrl: string, {bodyAsText}: Generator): HarRequest {
  const contentType = sample.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const text = bodyText(sample);
  return {
    method: sample.method,
    url: serverPlaceholder + pathAfterServer(sample, serverUrl),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    headers: [
      ...(sample.bearerToken ? [{name: 'Authorization', value: `Bearer ${tokenPlaceholder}`}] : []),
      ...sample.headers.map(([name, value]) => ({name, value})),
    ],
    // The Content-Type header goes out as the sample has it, whatever the media type httpsnippet is told.
    postData:
      text === undefined
        ? {mimeType: contentType ?? 'application/octet-stream'}
        : {mimeType: bodyAsText?.(text) === true ? 'text/plain' : (contentType ?? 'application/json'), text},
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Puts the variables in place of the placeholders, each of which httpsnippet writes at one end of a literal. */
function withVariables(code: string, language: OnDemandLanguageId, {concat, variables}: Generator): string {
  let servers = 0;
  const withServer = code.replace(new RegExp(`(["'])${escapeRegExp(serverPlaceholder)}`, 'g'), (_, quote: string) => {
    servers += 1;
    return `${variables.serverUrl} ${concat} ${quote}`;
  });
  const withToken = withServer.replace(
    new RegExp(`${escapeRegExp(tokenPlaceholder)}(["'])`, 'g'),
    (_, quote: string) => `${quote} ${concat} ${variables.accessToken}`,
  );
  if (servers !== 1 || withToken.includes(serverPlaceholder) || withToken.includes(tokenPlaceholder)) {
    throw new Error(
      `httpsnippet's ${language} sample no longer writes the URL, or the token, at the start or end of a string literal: update languageSamples.ts`,
    );
  }
  return withToken;
}

function onDemandSample(language: OnDemandLanguageId, sample: RequestSample, serverUrl: string): string {
  const generator = generators[language];
  const snippet = new HTTPSnippet(harRequest(sample, serverUrl, generator)).convert(
    generator.target,
    generator.client,
    generator.options,
  );
  if (typeof snippet !== 'string') {
    throw new Error(
      `httpsnippet wrote no ${generator.target} ${generator.client} sample for ${sample.method} ${sample.url}`,
    );
  }
  return generator.program(
    withVariables(snippet, language, generator),
    {serverUrl, bearerToken: sample.bearerToken, body: bodyText(sample)},
    editFor(language),
  );
}

/**
 * The request sample in every language of `sampleLanguages`, keyed by language id. curl's is a command;
 * the others are programs that run as a file of the language's `fileName` (TypeScript's as an ES module,
 * for its top-level await) and print the response's status, then its body. Each reads the access token,
 * when the call needs one, from `ACCESS_TOKEN`, and the server URL from `API_BASE_URL`, which defaults to
 * `serverUrl`. Pure: no Docusaurus, no file or network access.
 *
 * @param sample The call, as `requestSample` (./requestSamples.ts) makes it.
 * @param serverUrl The production server URL that `sample.url` begins with: `productionUrl(document)`.
 * @throws Error when `sample.url` does not begin with `serverUrl`.
 */
export function languageSamples(sample: RequestSample, serverUrl: string): Record<LanguageId, string> {
  return Object.fromEntries(
    sampleLanguages.map((language) => [
      language.id,
      language.onDemand
        ? onDemandSample(language.id, sample, serverUrl)
        : inPageSamples[language.id](sample, serverUrl),
    ]),
  ) as Record<LanguageId, string>;
}
