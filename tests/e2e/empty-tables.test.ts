/**
 * No table on the built site shows a header with no rows under it. A field table of a schema whose fields
 * all sit in its `oneOf` rendered exactly that (src/components/contract/index.tsx, SchemaFieldTable), and a
 * page can look finished while it says nothing.
 *
 * The pages are read as a stream of tags with htmlparser2. The build's minifier leaves out optional end
 * tags (`</th>`, `</thead>`, `</tr>`), and htmlparser2 does not close them the way a browser does: it
 * nests the `<tbody>` inside the last header cell. So each table's sections are followed tag by tag, as
 * a browser reads them (a `<tbody>` or `<tfoot>` ends the `<thead>`), rather than through the tree.
 */
import {Parser} from 'htmlparser2';
import {describe, expect, it} from 'vitest';
import {builtPages} from '../support/builtSite';

type Section = 'head' | 'body' | 'foot';

interface TableState {
  /** The `aria-label` of the element around the table: ScrollTable names its region after the table. */
  readonly region: string | undefined;
  section: Section;
  /** Rows outside `<thead>` and `<tfoot>`; a browser puts rows written straight into the table in a tbody. */
  bodyRows: number;
  /** The rows of each `<tbody>`, in order. */
  readonly rowsPerBody: number[];
  caption: string;
  firstHeader: string;
  capturing: 'caption' | 'firstHeader' | undefined;
}

const tableParts = new Set(['caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

const sectionOpenedBy: Readonly<Record<string, Section>> = {thead: 'head', tbody: 'body', tfoot: 'foot'};

function nameOf(table: TableState): string {
  const names = [table.caption, table.region ?? '', table.firstHeader].map((name) => name.replace(/\s+/g, ' ').trim());
  return names.find((name) => name !== '') ?? '(unnamed table)';
}

/** The name of every table of a page with no body row, or with a `<tbody>` that holds no row. */
function emptyTablesOf(html: string): string[] {
  const empty: string[] = [];
  const tables: TableState[] = [];
  const labels: (string | undefined)[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const table = tables.at(-1);
      if (name === 'table') {
        tables.push({
          region: labels.at(-1),
          section: 'body',
          bodyRows: 0,
          rowsPerBody: [],
          caption: '',
          firstHeader: '',
          capturing: undefined,
        });
      } else if (table !== undefined) {
        // End tags of cells may be left out, so the next cell, row or section ends the text being read.
        if (tableParts.has(name)) table.capturing = undefined;
        const section = sectionOpenedBy[name];
        if (section !== undefined) table.section = section;
        if (name === 'tbody') table.rowsPerBody.push(0);
        if (name === 'tr' && table.section === 'body') {
          table.bodyRows += 1;
          const last = table.rowsPerBody.length - 1;
          if (last >= 0) table.rowsPerBody[last] = (table.rowsPerBody[last] ?? 0) + 1;
        }
        if (name === 'caption') table.capturing = 'caption';
        if (name === 'th') table.capturing = table.firstHeader === '' ? 'firstHeader' : undefined;
      }
      labels.push(attributes['aria-label']);
    },
    ontext(text) {
      const table = tables.at(-1);
      if (table?.capturing !== undefined) table[table.capturing] += text;
    },
    onclosetag(name) {
      labels.pop();
      const table = tables.at(-1);
      if (table === undefined) return;
      if (name === 'caption' || name === 'th') table.capturing = undefined;
      if (name !== 'table') return;
      tables.pop();
      if (table.bodyRows === 0 || table.rowsPerBody.includes(0)) empty.push(nameOf(table));
    },
  });
  parser.end(html);
  return empty;
}

describe('tables of the built site', () => {
  const pages = builtPages();

  it('finds the built pages', () => {
    expect(pages.length).toBeGreaterThan(20);
  });

  it('have at least one row under their header, and no empty tbody', () => {
    const empty = pages.flatMap(({route, html}) => emptyTablesOf(html).map((name) => `${route}: ${name}`));
    expect(empty).toEqual([]);
  });
});
