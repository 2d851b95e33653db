import {describe, expect, it} from 'vitest';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {repoRoot} from '../../harness/paths';

const docsDir = join(repoRoot, 'docs');

function folders(dir: string): string[] {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory())
    .flatMap((path) => [path, ...folders(path)]);
}

interface CategoryFile {
  label?: unknown;
  position?: unknown;
  link?: {type?: unknown; slug?: unknown; id?: unknown};
}

/** Section folders of the route list of notes/requirements.md, which later pages drop into. */
const specSections = [
  'business',
  'developers',
  'onboarding',
  'ideas',
  'developers/Getting-Started',
  'developers/onboarding',
  'developers/Core-Capabilities',
  'developers/Core-Capabilities/Manage Wallet',
  'developers/Core-Capabilities/Payment-Methods',
  'developers/Core-Capabilities/Payment-Methods-types',
  'developers/Core-Capabilities/Payments',
  'developers/convenient-checkout-ui',
  'developers/convenient-checkout-ui/Integration',
  'developers/convenient-checkout-ui/Widget-Experience',
  'developers/convenient-checkout-ui/widget-capabilities',
  'developers/convenient-checkout-ui/widget-translation',
  'developers/convenient-checkout-ui/error-messages',
  'developers/convenient-checkout-api',
  'developers/convenient-checkout-api/sessions',
  'developers/convenient-checkout-api/Payment-Methods',
  'developers/convenient-checkout-api/Payments',
  'developers/Add-on-services',
  'developers/Add-on-services/Webhooks',
  'developers/Add-on-services/Reports',
  'developers/Customer-migration',
  'developers/Special Use Cases',
  'developers/Testing',
  'developers/Trouble-Shooting',
  'developers/Release-notes',
  'developers/Release-notes/Production',
  'developers/Release-notes/Stage',
  'developers/changelog',
];

describe('docs folder tree', () => {
  const all = folders(docsDir).map((path) => relative(docsDir, path));

  it('has a folder for every section of the route list of notes/requirements.md', () => {
    expect(all).toEqual(expect.arrayContaining(specSections));
  });

  it.each(all)('%s has a _category_.json with a label and a position', (folder) => {
    const category = JSON.parse(readFileSync(join(docsDir, folder, '_category_.json'), 'utf8')) as CategoryFile;
    expect(typeof category.label).toBe('string');
    expect(typeof category.position).toBe('number');
    if (category.link?.type === 'generated-index') expect(category.link.slug).toBe(`/${folder}/`);
  });

  it('gives sibling categories distinct positions', () => {
    const byParent = new Map<string, number[]>();
    for (const folder of all) {
      const parent = folder.split('/').slice(0, -1).join('/');
      const {position} = JSON.parse(readFileSync(join(docsDir, folder, '_category_.json'), 'utf8')) as {
        position: number;
      };
      byParent.set(parent, [...(byParent.get(parent) ?? []), position]);
    }
    for (const positions of byParent.values()) expect(new Set(positions).size).toBe(positions.length);
  });
});
