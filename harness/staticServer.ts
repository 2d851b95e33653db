import {createServer, type Server} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, normalize, sep} from 'node:path';
import {gzipSync} from 'node:zlib';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Types a static host compresses; images other than SVG are compressed already. */
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.yaml', '.txt', '.md']);

export interface StaticServerOptions {
  /**
   * Serve as a production static host does: gzip for clients that accept it, and long-lived caching for
   * the content-hashed files under `/assets/`. The benchmark measures pages this way.
   */
  readonly productionHost?: boolean;
  /**
   * Files from outside the build, served at the given paths and cached like `/assets/`: the browser tests'
   * axe-core, which Chromium then compiles once for the whole crawl rather than once per page.
   */
  readonly extraFiles?: Readonly<Record<string, string>>;
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

/**
 * Serves a built site the way a plain static host does: `/path/` maps to `/path/index.html`,
 * and unknown paths answer 404 with the site's `404.html`; with `productionHost`, compressed and cached.
 */
export async function startStaticServer(root: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const rootWithSep = normalize(root + sep);

  const extraFiles = new Map(Object.entries(options.extraFiles ?? {}));

  async function resolve(urlPath: string): Promise<{file: string; status: number} | {redirect: string}> {
    const extra = extraFiles.get(urlPath);
    if (extra !== undefined) return {file: extra, status: 200};
    const decoded = decodeURIComponent(urlPath);
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

  // The build does not change while it is served, so each file is compressed once.
  const compressed = new Map<string, Buffer>();
  const gzipOnce = (file: string, body: Buffer): Buffer => {
    const cached = compressed.get(file) ?? gzipSync(body);
    compressed.set(file, cached);
    return cached;
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    resolve(url.pathname)
      .then(async (target) => {
        if ('redirect' in target) {
          response.writeHead(301, {Location: target.redirect + url.search});
          response.end();
          return;
        }
        const body = await readFile(target.file);
        const extension = extname(target.file);
        const headers: Record<string, string> = {'Content-Type': contentTypes[extension] ?? 'application/octet-stream'};
        if (options.productionHost !== true) {
          response.writeHead(target.status, headers);
          response.end(body);
          return;
        }
        headers['Cache-Control'] =
          url.pathname.startsWith('/assets/') || extraFiles.has(url.pathname)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate';
        const gzip = compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
        if (gzip) {
          headers['Content-Encoding'] = 'gzip';
          headers.Vary = 'Accept-Encoding';
        }
        response.writeHead(target.status, headers);
        response.end(gzip ? gzipOnce(target.file, body) : body);
      })
      .catch((error: unknown) => {
        response.writeHead(500, {'Content-Type': 'text/plain'});
        response.end(String(error));
      });
  });

  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
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
