/**
 * One copy of each helper. Every behaviour the samples share (a call, a poll, a retry, a recovery) is
 * decided in one file under examples/, and every other sample imports it (CONTRIBUTING.md, "Adding a code
 * sample"). Two copies drift apart, and pages then contradict each other, so this fails when a function
 * name is declared with different text in two files under examples/, when a shared helper's name is
 * declared outside its home, and when a docs page's code block shows such a copy.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {allCodeBlocks, shownText} from '../support/codeBlocks';
import {repoRoot} from '../../harness/paths';

/**
 * The home of each shared behaviour: its exported functions are the shared helpers, and no other file
 * under examples/ declares one of their names.
 */
const helperHomes = [
  // Configuration, tokens, headers and statuses from the contract.
  'examples/shared/config.ts',
  'examples/shared/auth.ts',
  'examples/shared/client.ts',
  'examples/shared/lifecycle.ts',
  // The retry policy: timeout, backoff, attempts, grace, and the call with its timeout.
  'examples/shared/retry.ts',
  // Create a payment and recover; look it up; wait for it.
  'examples/checkout-api/payments/create-payment.ts',
  'examples/checkout-api/payments/find-payments.ts',
  'examples/checkout-api/payments/wait-for-payment.ts',
  // Refund and recover.
  'examples/checkout-api/payments/create-refund.ts',
  // Poll a session.
  'examples/sessions/poll-session.ts',
  // The pay link, which looks the payment up before a second checkout.
  'examples/checkout-ui/hosted-route.ts',
  // Verify a webhook.
  'examples/add-ons/webhooks/verify-signature.ts',
];

interface Declaration {
  readonly name: string;
  /** The declaration without `export` and with its white space collapsed. */
  readonly text: string;
  readonly exported: boolean;
}

const isExported = (node: ts.Node): boolean =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some(({kind}) => kind === ts.SyntaxKind.ExportKeyword);

const normalised = (text: string): string =>
  text
    .replace(/^export\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The functions a module declares at its top level: function declarations and consts holding a function. */
function declarations(fileName: string, text: string): Declaration[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  return source.statements.flatMap((statement): Declaration[] => {
    if (ts.isFunctionDeclaration(statement) && statement.name !== undefined && statement.body !== undefined) {
      return [
        {name: statement.name.text, text: normalised(statement.getText(source)), exported: isExported(statement)},
      ];
    }
    if (!ts.isVariableStatement(statement)) return [];
    return statement.declarationList.declarations.flatMap((declaration): Declaration[] => {
      const {name, initializer} = declaration;
      if (!ts.isIdentifier(name) || initializer === undefined) return [];
      if (!ts.isArrowFunction(initializer) && !ts.isFunctionExpression(initializer)) return [];
      return [{name: name.text, text: normalised(declaration.getText(source)), exported: isExported(statement)}];
    });
  });
}

function sampleFiles(directory: string): string[] {
  return readdirSync(join(repoRoot, directory), {withFileTypes: true}).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return path === join('examples', 'openapi') ? [] : sampleFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sampleFiles('examples').map((file) => relative(repoRoot, join(repoRoot, file)));
const declared = files.flatMap((file) =>
  declarations(file, readFileSync(join(repoRoot, file), 'utf8')).map((declaration) => ({file, ...declaration})),
);

/** Each shared helper's name, with the one file that may declare it. */
const homeOf = new Map(
  declared.filter(({file, exported}) => exported && helperHomes.includes(file)).map(({name, file}) => [name, file]),
);

describe('one copy of each helper under examples/', () => {
  it('every home of a shared helper exists and exports one', () => {
    for (const home of helperHomes) expect([...homeOf.values()], home).toContain(home);
  });

  it('no function name is declared with different text in two files', () => {
    const byName = new Map<string, (typeof declared)[number][]>();
    for (const declaration of declared)
      byName.set(declaration.name, [...(byName.get(declaration.name) ?? []), declaration]);
    const differing = [...byName]
      .filter(([, copies]) => new Set(copies.map(({text}) => text)).size > 1)
      .map(([name, copies]) => `${name}: ${copies.map(({file}) => file).join(', ')}`);
    expect(differing, 'fold the copies into one file and import it').toEqual([]);
  });

  it.each([...homeOf])('%s is declared only in %s', (name, home) => {
    const elsewhere = declared.filter((declaration) => declaration.name === name && declaration.file !== home);
    expect(
      elsewhere.map(({file}) => file),
      `import ${name} from ${home} instead of declaring it again`,
    ).toEqual([]);
  });
});

describe('docs pages show a shared helper only from its home', () => {
  const typeScriptBlocks = allCodeBlocks().filter(
    ({lang, sample}) => sample !== undefined && ['ts', 'tsx', 'typescript'].includes(lang),
  );

  it.each(typeScriptBlocks.map((block) => [`${block.file}:${block.line}`, block] as const))(
    '%s shows no copy of a shared helper',
    (_, block) => {
      const file = block.sample?.file ?? '';
      const copies = declarations(file, shownText(block)).filter(({name}) => {
        const home = homeOf.get(name);
        return home !== undefined && home !== file;
      });
      expect(
        copies.map(({name}) => `${name} (its home is ${homeOf.get(name) ?? ''})`),
        `${file} declares a shared helper: show its home instead`,
      ).toEqual([]);
    },
  );
});
