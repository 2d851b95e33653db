/**
 * How the built site is served: the one source of the security headers, the Content Security Policy,
 * caching, content types and precompression. The build writes every host's configuration from this
 * module (plugins/static-host: `_headers`, `Caddyfile`, `nginx.conf`), `npm run serve` and the tests'
 * server send the same headers, and notes/hosting.md explains each one.
 */

/** A directive's sources, before the build adds the hashes of the inline scripts it emitted. */
export type PolicyDirectives = Readonly<Record<string, readonly string[]>>;

export const contentSecurityPolicy = {
  'default-src': ["'none'"],
  // The build adds the sha256 of each inline script it emits (see inlineScripts): never 'unsafe-inline'
  // or 'unsafe-eval'.
  'script-src': ["'self'"],
  // Mermaid draws its diagrams with a <style> element inside each SVG, and React writes style attributes
  // (code blocks' colours, Infima's collapsibles): neither can be hashed ahead of time.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'upgrade-insecure-requests': [],
} as const satisfies PolicyDirectives;

/**
 * The inline scripts a built page may hold, each recognised by a pattern of its minified text. The build
 * hashes every one it finds into `script-src` and fails on an inline script that matches none of these:
 * a new one must be added here, on purpose. JSON-LD (`type="application/ld+json"`) is data, not script.
 */
export const inlineScripts = [
  {
    name: "the theme's colour mode, set before the first paint (Docusaurus)",
    pattern: /docusaurus-theme/,
  },
  {
    name: 'the changed announcement, shown again to readers who closed the old one (plugins/announcement-bar)',
    pattern: /docusaurus\.announcement\.id/,
  },
  {
    name: "the loader that starts the site's scripts after the first paint (plugins/paint-first-template)",
    pattern: /getElementById\("__docusaurus"\)/,
  },
  {
    name: 'the banner a wrong baseUrl shows, on the home page only (Docusaurus)',
    pattern: /insertBanner/,
  },
] as const;

/** Features the site never uses, denied to it and to anything that might frame or inject into it. */
const deniedFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

/** Headers every answer carries, the policy apart. */
export const securityHeaders = {
  // Two years, as the HSTS preload list asks; browsers ignore it over plain HTTP.
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': deniedFeatures.map((feature) => `${feature}=()`).join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** Caching: file names under /assets/ carry a hash of their content; everything else may change at any deploy. */
export const caching = {
  assetsPath: '/assets/',
  assets: 'public, max-age=31536000, immutable',
  other: 'no-cache',
} as const;

/**
 * Content types by extension. Hosts guess the rest well; these are the ones they get wrong or leave out:
 * the Markdown twins and llms.txt are text an assistant reads, and `.ts` is our TypeScript types download,
 * not an MPEG transport stream.
 */
export const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
} as const satisfies Readonly<Record<string, string>>;

/**
 * Precompression: the build writes `<file>.br` and `<file>.gz` beside every text file larger than
 * `minBytes`. Brotli quality 5: over the build's 30 MB of text, quality 11 took 42 CPU-seconds, 9 took 8
 * and 5 takes 1, for 4.8, 5.4 and 5.5 MB in all; the build is on the test command's critical path.
 */
export const precompression = {
  minBytes: 1024,
  extensions: ['.html', '.js', '.css', '.json', '.md', '.txt', '.yaml', '.ts', '.xml', '.svg'],
  brotliQuality: 5,
  gzipLevel: 9,
} as const;
