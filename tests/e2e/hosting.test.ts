import {request} from 'node:http';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {securityHeaders} from '../../config/hosting';
import {buildDir} from '../../harness/paths';
import {startStaticServer, type StaticServer} from '../../harness/staticServer';
import {hostFiles} from '../../plugins/static-host/render';
import {builtFileFor} from '../support/builtSite';

/**
 * The site as Caddy serves it with the generated Caddyfile (the browser tests' server), and as the other
 * generated configurations and `npm run serve` would: the same headers, policy and precompressed files.
 */
const caddy = inject('siteOrigin');

interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** A GET that keeps the bytes as sent: fetch would decompress them. */
function rawGet(url: string, headers: Readonly<Record<string, string>> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(url, {headers}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const flat = Object.fromEntries(
          Object.entries(response.headers).map(([name, value]) => [
            name,
            Array.isArray(value) ? value.join(', ') : (value ?? ''),
          ]),
        );
        resolve({status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks)});
      });
    })
      .on('error', reject)
      .end();
  });
}

const policy = /^\/\*\n {2}Content-Security-Policy: (.+)$/m.exec(
  readFileSync(join(buildDir, hostFiles.headers), 'utf8'),
)?.[1];

/** The main bundle, which the home page's loader names: a content-hashed file under /assets/. */
const asset = (() => {
  const src = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(readFileSync(builtFileFor('/') ?? '', 'utf8'))?.[1];
  if (src === undefined) throw new Error('The home page names no main bundle');
  return src;
})();

const samples = [
  {
    what: 'an HTML page',
    path: '/docs/overview/',
    file: 'docs/overview/index.html',
    type: 'text/html; charset=utf-8',
    cache: 'no-cache',
  },
  {
    what: 'an asset',
    path: asset,
    file: asset.slice(1),
    type: 'text/javascript; charset=utf-8',
    cache: 'public, max-age=31536000, immutable',
  },
  {
    what: 'a Markdown twin',
    path: '/docs/overview.md',
    file: 'docs/overview.md',
    type: 'text/markdown; charset=utf-8',
    cache: 'no-cache',
  },
  {what: 'llms.txt', path: '/llms.txt', file: 'llms.txt', type: 'text/plain; charset=utf-8', cache: 'no-cache'},
  {
    what: 'an OpenAPI download (JSON)',
    path: '/openapi/merchant.json',
    file: 'openapi/merchant.json',
    type: 'application/json; charset=utf-8',
    cache: 'no-cache',
  },
  {
    what: 'an OpenAPI download (YAML)',
    path: '/openapi/merchant.yaml',
    file: 'openapi/merchant.yaml',
    type: 'application/yaml; charset=utf-8',
    cache: 'no-cache',
  },
  {
    what: 'a Postman collection download',
    path: '/openapi/merchant.postman_collection.json',
    file: 'openapi/merchant.postman_collection.json',
    type: 'application/json; charset=utf-8',
    cache: 'no-cache',
  },
] as const;

const expectedSecurity = Object.fromEntries(
  Object.entries(securityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
);

describe('served by Caddy with the generated Caddyfile', () => {
  it('has a policy with the hash of every inline script and no unsafe script source', () => {
    expect(policy).toBeDefined();
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  for (const {what, path, file, type, cache} of samples) {
    it(`sends ${what} with every header, and its .br to a client that accepts Brotli`, async () => {
      const answer = await rawGet(caddy + path, {'Accept-Encoding': 'br, gzip'});
      expect(answer.status).toBe(200);
      expect(answer.headers).toMatchObject({
        ...expectedSecurity,
        'content-security-policy': policy,
        'cache-control': cache,
        'content-type': type,
        'content-encoding': 'br',
      });
      expect(answer.body.equals(readFileSync(join(buildDir, `${file}.br`)))).toBe(true);
    });
  }

  it('sends the .gz to a client that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gzip = await rawGet(`${caddy}/docs/overview/`, {'Accept-Encoding': 'gzip'});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(join(buildDir, 'docs/overview/index.html.gz')))).toBe(true);
    const plain = await rawGet(`${caddy}/docs/overview/`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(builtFileFor('/docs/overview/') ?? ''))).toBe(true);
  });

  it('answers an unknown path with 404, the not-found page and the same headers', async () => {
    const answer = await rawGet(`${caddy}/no/such/page/`);
    expect(answer.status).toBe(404);
    expect(answer.headers).toMatchObject({...expectedSecurity, 'content-security-policy': policy});
    expect(answer.body.toString()).toContain('Page Not Found');
  });
});

/** The headers a `_headers` file (Netlify, Cloudflare Pages) gives a path: every block whose pattern matches. */
function headersFileFor(text: string, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (line.startsWith('/')) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replaceAll('*', '.*')}$`,
      );
      applies = pattern.test(path);
      continue;
    }
    const [name = '', ...value] = line.trim().split(': ');
    if (applies) headers[name.toLowerCase()] = value.join(': ');
  }
  return headers;
}

/** The `add_header`s nginx sends for a path with the generated include: the location's, or the server's. */
function nginxFor(text: string, path: string): Record<string, string> {
  const location = /^location (\S+) \{\n([\s\S]*?)\n\}/m.exec(text);
  const block =
    location !== null && path.startsWith(location[1] ?? '')
      ? (location[2] ?? '')
      : text.replace(location?.[0] ?? '', '');
  return Object.fromEntries(
    [...block.matchAll(/^\s*add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/gm)].map(([, name = '', value = '']) => [
      name.toLowerCase(),
      value.replaceAll('\\"', '"'),
    ]),
  );
}

describe('the other generated configurations and npm run serve', () => {
  let serve: StaticServer;
  beforeAll(async () => {
    serve = await startStaticServer(buildDir);
  });
  afterAll(async () => {
    await serve.close();
  });

  const sent = ['content-security-policy', ...Object.keys(expectedSecurity), 'cache-control'];
  const pick = (headers: Readonly<Record<string, string>>) =>
    Object.fromEntries(sent.map((name) => [name, headers[name]]));

  for (const {what, path} of samples.slice(0, 2)) {
    it(`give ${what} the headers Caddy sends`, async () => {
      const fromCaddy = pick((await rawGet(caddy + path)).headers);
      expect(pick(nginxFor(readFileSync(join(buildDir, hostFiles.nginx), 'utf8'), path))).toEqual(fromCaddy);
      const netlify = headersFileFor(readFileSync(join(buildDir, hostFiles.headers), 'utf8'), path);
      // These hosts revalidate what no rule caches; the file only says how long /assets/ lives.
      expect(pick({...netlify, 'cache-control': netlify['cache-control'] ?? 'no-cache'})).toEqual(fromCaddy);
      const fromServe = await rawGet(serve.origin + path, {'Accept-Encoding': 'br'});
      expect(pick(fromServe.headers)).toEqual(fromCaddy);
      expect(fromServe.headers['content-encoding']).toBe('br');
    });
  }

  it('has npm run serve answer an unknown path or a malformed escape with the not-found page', async () => {
    for (const path of ['/no/such/page/', '/%E0%A4%A']) {
      const answer = await rawGet(serve.origin + path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).toContain('Page Not Found');
    }
  });
});
