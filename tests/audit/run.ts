/**
 * The dependency gate of `npm test`: the production dependencies carry no high or critical advisory.
 * When the registry cannot answer an audit, the gate says so in a banner rather than pass quietly.
 */
import {spawnSync} from 'node:child_process';
import {auditVerdict} from '../support/auditVerdict';

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8'});
const verdict = auditVerdict(audit.stdout);
if (verdict.kind === 'clean') {
  console.log('npm audit --omit=dev: no high or critical advisory.');
} else if (verdict.kind === 'vulnerable') {
  console.error(`npm audit --omit=dev: high or critical advisories in\n  ${verdict.packages.join('\n  ')}`);
  process.exit(1);
} else {
  const rule = '!'.repeat(78);
  console.warn(
    `${rule}\nnpm audit --omit=dev could NOT be checked: the registry refused the audit request\n(${verdict.reason}).\nProduction dependencies were not checked for advisories in this run.\n${rule}`,
  );
}
