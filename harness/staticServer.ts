import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {join, normalize, sep} from 'node:path';
import {buildInlineScripts, headerRules, headersFor, policyHeader} from '../plugins/static-host/headers';

export interface StaticServerOptions {
  /** 0 (the default) takes a free port. */
  readonly port?: number;
}

export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The precompressed forms the build writes, in the order we prefer them. */
const encodings = [
  {name: 'br', suffix: '.br'},
  {name: 'gzip', suffix: '.gz'},
] as const;

/**
 * Serves a built site as the generated host configurations do (plugins/static-host): the same headers from
 * config/hosting.ts, with the policy that allows this build's inline scripts; the `.br` or `.gz` the
 * build wrote, to a client that accepts it; `/path/` from `/path/index.html`; unknown paths answer 404
 * with the site's `404.html`. `npm run serve`, the benchmark and the tests of the server itself use it;
 * the browser tests serve the build with Caddy and the generated Caddyfile (tests/support/caddy.ts).
 */
export async function startStaticServer(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const rootWithSep = normalize(root + sep);
  const rules = headerRules(policyHeader(await buildInlineScripts(root)));

  async function resolve(urlPath: string): Promise<{file: string; status: number} | {redirect: string}> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      // A malformed escape names no file.
      return {file: join(root, '404.html'), status: 404};
    }
    const candidate = normalize(join(root, decoded));
    if (!candidate.startsWith(rootWithSep) && candidate !== normalize(root)) {
      return {file: join(root, '404.html'), status: 404};
    }
    if (decoded.endsWith('/') && (await isFile(join(candidate, 'index.html')))) {
      return {file: join(candidate, 'index.html'), status: 200};
    }
    if (!decoded.endsWith('/') && (await isFile(candidate))) {
      return {file: candidate, status: 200};
    }
    if (!decoded.endsWith('/') && (await isFile(join(candidate, 'index.html')))) {
      return {redirect: `${urlPath}/`};
    }
    return {file: join(root, '404.html'), status: 404};
  }

  /**
   * The file to send: the first precompressed form the build wrote that the client accepts. Whether the
   * build wrote any decides Vary, so each form's file is checked once.
   */
  async function encoded(
    file: string,
    acceptEncoding: string,
  ): Promise<{path: string; encoding?: string; varies: boolean}> {
    const written = await Promise.all(encodings.map(({suffix}) => isFile(file + suffix)));
    const varies = written.some(Boolean);
    const chosen = encodings.find(
      ({name}, index) => written[index] === true && new RegExp(`\\b${name}\\b`).test(acceptEncoding),
    );
    return chosen === undefined ? {path: file, varies} : {path: file + chosen.suffix, encoding: chosen.name, varies};
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    resolve(url.pathname)
      .then(async (target) => {
        if ('redirect' in target) {
          response.writeHead(301, {Location: target.redirect + url.search});
          response.end();
          return;
        }
        const headers = headersFor(rules, url.pathname, target.file);
        const {path, encoding, varies} = await encoded(target.file, request.headers['accept-encoding'] ?? '');
        if (varies) headers.Vary = 'Accept-Encoding';
        if (encoding !== undefined) headers['Content-Encoding'] = encoding;
        const body = await readFile(path);
        response.writeHead(target.status, {...headers, 'Content-Length': String(body.length)});
        response.end(request.method === 'HEAD' ? undefined : body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
        response.end(error instanceof Error ? error.message : String(error));
      });
  });

  await new Promise<void>((resolveListen) => server.listen(options.port ?? 0, '127.0.0.1', resolveListen));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('Static server has no TCP address');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((done) =>
        server.close(() => {
          done();
        }),
      ),
  };
}
