import {describe, expect, it} from 'vitest';
import {auditVerdict} from '../support/auditVerdict';

describe('the dependency audit gate', () => {
  it('passes a report without high or critical advisories', () => {
    const report = {vulnerabilities: {lodash: {severity: 'moderate'}}, metadata: {}};
    expect(auditVerdict(JSON.stringify(report))).toEqual({kind: 'clean'});
  });

  it('refuses high and critical advisories, naming the packages', () => {
    const report = {vulnerabilities: {a: {severity: 'high'}, b: {severity: 'low'}, c: {severity: 'critical'}}};
    expect(auditVerdict(JSON.stringify(report))).toEqual({kind: 'vulnerable', packages: ['a (high)', 'c (critical)']});
  });

  it('tells an unreachable advisory service apart from a clean report', () => {
    const refused = {
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      error: {summary: ''},
    };
    expect(auditVerdict(JSON.stringify(refused))).toEqual({kind: 'unreachable', reason: refused.message});
  });
});
