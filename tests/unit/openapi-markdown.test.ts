import {describe, expect, it} from 'vitest';
import {markdownSources, markdownToHtml, renderMarkdown} from '../../plugins/openapi-docs/markdown';

describe('descriptions as HTML', () => {
  it('renders CommonMark with tables', () => {
    expect(markdownToHtml('Use **`PENDING`**; see [Payment](#schema/Payment).')).toBe(
      '<p>Use <strong><code>PENDING</code></strong>; see <a href="#schema/Payment">Payment</a>.</p>',
    );
    expect(markdownToHtml('| a |\n| - |\n| 1 |')).toContain('<table>');
  });

  it('escapes raw HTML and drops script URLs, so a description cannot inject markup', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nA [link](javascript:alert(1)).');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="">link</a>');
  });
});

describe('the texts of a document', () => {
  it('are descriptions and enum descriptions, not example or default values', () => {
    const sources = markdownSources({
      info: {description: 'Intro'},
      components: {
        schemas: {
          Thing: {
            description: 'A thing',
            default: {description: 'not text'},
            examples: [{description: 'not text either'}],
            'x-enumDescriptions': {A: 'The *A* value'},
            properties: {
              description: {type: 'string', description: 'The description property'},
              value: {type: 'string', description: 'A property called value'},
            },
          },
        },
        examples: {Sale: {description: 'A sale', value: {description: 'instance data'}}},
      },
    });
    expect(sources).toEqual([
      'Intro',
      'A thing',
      'The *A* value',
      'The description property',
      'A property called value',
      'A sale',
    ]);
  });

  it('keeps only the texts that are more than one plain paragraph', () => {
    expect(renderMarkdown({a: {description: 'Plain & simple'}, b: {description: 'With `code`'}})).toEqual({
      'With `code`': '<p>With <code>code</code></p>',
    });
  });
});
