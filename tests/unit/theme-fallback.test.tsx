import {describe, expect, it} from 'vitest';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {renderToStaticMarkup} from 'react-dom/server';
import Loading from '@docusaurus/core/lib/client/theme-fallback/Loading/index.js';
import {repoRoot} from '../support/paths';

/**
 * Docusaurus renders its fallback Loading component while a page's code loads. We rely on it as it is,
 * so these tests pin the behaviour the spec names and fail if someone swizzles it away.
 */
describe('page loading states from the theme', () => {
  it('is not swizzled', () => {
    expect(existsSync(join(repoRoot, 'src/theme/Loading'))).toBe(false);
  });

  it('shows the error text with a Retry button when a page fails to load', () => {
    const html = renderToStaticMarkup(
      <Loading
        error={new Error('Loading chunk 42 failed.')}
        retry={() => undefined}
        pastDelay={false}
        timedOut={false}
        isLoading={false}
      />,
    );
    expect(html).toContain('Error: Loading chunk 42 failed.');
    expect(html).toMatch(/<button type="button">Retry<\/button>/);
  });

  it('shows a spinner once loading has taken longer than its delay, and nothing before', () => {
    const props = {error: null, retry: () => undefined, timedOut: false, isLoading: true};
    expect(renderToStaticMarkup(<Loading {...props} pastDelay={false} />)).toBe('');
    expect(renderToStaticMarkup(<Loading {...props} pastDelay />)).toContain('id="loader"');
  });
});
