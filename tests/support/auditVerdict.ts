/** What `npm audit --json` said, reduced to the gate's decision. */
export type AuditVerdict =
  | {readonly kind: 'clean'}
  | {readonly kind: 'vulnerable'; readonly packages: readonly string[]}
  | {readonly kind: 'unreachable'; readonly reason: string};

/** Severities the gate refuses. */
const refused = new Set(['high', 'critical']);

interface AuditReport {
  readonly error?: unknown;
  readonly message?: string;
  readonly vulnerabilities?: Readonly<Record<string, {readonly severity?: string}>>;
}

export function auditVerdict(json: string): AuditVerdict {
  const report = JSON.parse(json) as AuditReport;
  if (report.error !== undefined || report.vulnerabilities === undefined) {
    return {kind: 'unreachable', reason: report.message ?? 'npm audit gave no report'};
  }
  const packages = Object.entries(report.vulnerabilities)
    .filter(([, {severity}]) => severity !== undefined && refused.has(severity))
    .map(([name, {severity}]) => `${name} (${severity ?? ''})`);
  return packages.length === 0 ? {kind: 'clean'} : {kind: 'vulnerable', packages};
}
