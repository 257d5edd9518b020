import { STAR_RESOURCE_EXCEPTIONS } from '../lib/grants.js';

/** An IAM statement as it appears in a synthesized template. */
export interface Statement {
  Effect: 'Allow' | 'Deny';
  Action?: string | string[];
  NotAction?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  Condition?: Record<string, Record<string, unknown>>;
  Principal?: unknown;
  Sid?: string;
}

const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/** Identity-policy statements of IAM::Policy, IAM::ManagedPolicy and IAM::Role inline policies. */
export function identityStatements(
  resources: { id: string; type: string; props: Record<string, unknown> }[],
) {
  const out: { owner: string; statement: Statement }[] = [];
  for (const r of resources) {
    const docs: unknown[] = [];
    if (r.type === 'AWS::IAM::Policy' || r.type === 'AWS::IAM::ManagedPolicy')
      docs.push(r.props.PolicyDocument);
    if (r.type === 'AWS::IAM::Role') {
      for (const p of list(r.props.Policies as { PolicyDocument: unknown }[])) docs.push(p.PolicyDocument);
    }
    for (const doc of docs) {
      for (const statement of list((doc as { Statement: Statement[] }).Statement))
        out.push({ owner: r.id, statement });
    }
  }
  return out;
}

export const actionsOf = (s: Statement): string[] => list(s.Action);
export const resourcesOfStatement = (s: Statement): unknown[] => list(s.Resource);

/** Problems of one Allow statement against the least-privilege rules; empty when it is fine. */
export function violations(s: Statement): string[] {
  if (s.Effect !== 'Allow') return [];
  const problems: string[] = [];
  if (s.NotAction !== undefined) problems.push('NotAction');
  if (s.NotResource !== undefined) problems.push('NotResource');
  for (const action of actionsOf(s)) {
    if (action === '*' || /^[a-z0-9-]+:\*$/i.test(action)) problems.push(`wildcard action ${action}`);
  }
  if (resourcesOfStatement(s).includes('*')) {
    const actions = [...actionsOf(s)].sort().join(',');
    const allowed = STAR_RESOURCE_EXCEPTIONS.some((e) => [...e].sort().join(',') === actions);
    if (!allowed) problems.push(`Resource "*" for ${actions}`);
    if (actions === 'sns:Publish' && s.Condition?.StringEquals?.['aws:RequestedRegion'] === undefined) {
      problems.push('SMS publish without the aws:RequestedRegion condition');
    }
  }
  return problems;
}
