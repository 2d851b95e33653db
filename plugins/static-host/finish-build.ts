/**
 * The last step of `npm run build`, after Docusaurus has written every page and every plugin's files (its
 * plugins' postBuild hooks run side by side, so none of them can be last): defers the pages' marked parts
 * (the Markdown twins were made from the whole pages), checks the pages' inline scripts, writes each
 * host's configuration with the policy that allows exactly them, then precompresses.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {deferBuiltParts} from './deferParts';
import {buildInlineScripts, headerRules, policyHeader} from './headers';
import {precompress} from './precompress';
import {hostFiles, renderCaddyfile, renderHeadersFile, renderNginx} from './render';

const buildDir = fileURLToPath(new URL('../../build', import.meta.url));

async function finishBuild(): Promise<void> {
  const started = performance.now();
  const deferred = await deferBuiltParts(buildDir);
  const scripts = await buildInlineScripts(buildDir);
  const rules = headerRules(policyHeader(scripts));
  await Promise.all([
    writeFile(join(buildDir, hostFiles.headers), renderHeadersFile(rules)),
    writeFile(join(buildDir, hostFiles.caddy), renderCaddyfile(rules)),
    writeFile(join(buildDir, hostFiles.nginx), renderNginx(rules)),
  ]);
  const compressed = await precompress(buildDir);
  const distinct = new Set(scripts.map(({source}) => source)).size;
  console.log(
    `[static-host] ${deferred.length} pages with deferred parts; ${distinct} inline scripts in the policy; ${Object.values(hostFiles).join(', ')} written; ${compressed.length} files precompressed (${Math.round(performance.now() - started)} ms).`,
  );
}

finishBuild().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
