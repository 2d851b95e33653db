import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {contentSecurityPolicy, securityHeaders} from '../../config/hosting';
import {
  buildInlineScripts,
  headerRules,
  headersFor,
  inlineScriptsOf,
  policyHeader,
  scriptSource,
} from '../../plugins/static-host/headers';
import {precompress} from '../../plugins/static-host/precompress';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';

const loader = 'document.getElementById("__docusaurus")';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

let folders: string[] = [];
async function buildWith(files: Readonly<Record<string, string>>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'static-host-'));
  folders.push(folder);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(folder, path, '..'), {recursive: true});
    await writeFile(join(folder, path), text);
  }
  return folder;
}
afterEach(async () => {
  await Promise.all(folders.map((folder) => rm(folder, {recursive: true, force: true})));
  folders = [];
});

describe('the policy (config/hosting.ts, plugins/static-host)', () => {
  it('allows scripts from the site and by hash only: no unsafe-inline or unsafe-eval for scripts', () => {
    const scripts = inlineScriptsOf('index.html', page(`<script>${loader}</script>`));
    const policy = policyHeader(scripts);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${scriptSource(loader)}`);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy.endsWith('upgrade-insecure-requests')).toBe(true);
  });

  it('hashes the script text as browsers do: sha256 of its UTF-8, in base64', () => {
    // A known value: printf '%s' 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('lists each hash once, however many pages share the script, and ignores JSON-LD and external scripts', () => {
    const html = page(
      `<script>${loader}</script><script type="application/ld+json">{}</script><script src="/a.js"></script>`,
    );
    const scripts = [...inlineScriptsOf('a/index.html', html), ...inlineScriptsOf('b/index.html', html)];
    expect(scripts).toHaveLength(2);
    expect(policyHeader(scripts).match(/sha256-/g)).toHaveLength(1);
  });

  it('fails the build on an inline script config/hosting.ts does not list', async () => {
    const known = await buildWith({'index.html': page(`<script>${loader}</script>`)});
    await expect(buildInlineScripts(known)).resolves.toHaveLength(1);
    const unknown = await buildWith({'docs/x/index.html': page('<script>alert(1)</script>')});
    await expect(buildInlineScripts(unknown)).rejects.toThrow(/docs\/x\/index\.html: alert\(1\)/);
  });

  it('has no directive the issue forbids or leaves out', () => {
    expect(Object.keys(contentSecurityPolicy)).toEqual(
      expect.arrayContaining(['default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src']),
    );
    expect(contentSecurityPolicy['script-src']).toEqual(["'self'"]);
  });
});

describe('headersFor', () => {
  const rules = headerRules("default-src 'none'");

  it('gives every answer the security headers', () => {
    for (const [path, file] of [
      ['/docs/overview/', 'docs/overview/index.html'],
      ['/assets/js/main.1.js', 'assets/js/main.1.js'],
    ]) {
      expect(headersFor(rules, path ?? '', file ?? '')).toMatchObject({
        ...securityHeaders,
        'Content-Security-Policy': "default-src 'none'",
      });
    }
  });

  it('caches /assets/ for a year and makes everything else revalidate', () => {
    expect(headersFor(rules, '/assets/js/main.1.js', 'assets/js/main.1.js')['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor(rules, '/docs/overview/', 'docs/overview/index.html')['Cache-Control']).toBe('no-cache');
    expect(headersFor(rules, '/llms.txt', 'llms.txt')['Cache-Control']).toBe('no-cache');
  });

  it('types twins, llms.txt and the downloads by the file served', () => {
    expect(headersFor(rules, '/docs/overview.md', 'docs/overview.md')['Content-Type']).toBe(
      'text/markdown; charset=utf-8',
    );
    expect(headersFor(rules, '/llms.txt', 'llms.txt')['Content-Type']).toBe('text/plain; charset=utf-8');
    expect(headersFor(rules, '/openapi/merchant.yaml', 'openapi/merchant.yaml')['Content-Type']).toBe(
      'application/yaml; charset=utf-8',
    );
    expect(headersFor(rules, '/openapi/merchant.d.ts', 'openapi/merchant.d.ts')['Content-Type']).toBe(
      'text/plain; charset=utf-8',
    );
    expect(headersFor(rules, '/docs/overview/', 'docs/overview/index.html')['Content-Type']).toBe(
      'text/html; charset=utf-8',
    );
  });
});

describe('precompress', () => {
  it('writes .br and .gz beside text files over 1 KB, which decompress to the file, and nothing else', async () => {
    const large = 'payments '.repeat(200);
    const folder = await buildWith({'index.html': large, 'small.js': 'x', 'img/logo.png': large});
    expect(await precompress(folder)).toEqual(['index.html']);
    expect(brotliDecompressSync(await readFile(join(folder, 'index.html.br'))).toString()).toBe(large);
    expect(gunzipSync(await readFile(join(folder, 'index.html.gz'))).toString()).toBe(large);
    await expect(readFile(join(folder, 'small.js.br'))).rejects.toThrow();
    await expect(readFile(join(folder, 'img/logo.png.br'))).rejects.toThrow();
  });
});
