import {
  DISPLAY_DAY_FORMAT,
  SwarmStatus,
  type SendThanksRequest,
  type ThanksListQuery,
  type ThanksOutcome,
  type ThanksRow,
  type ThanksTemplate,
} from '@beewatch/shared';
import { format } from 'date-fns';
import type * as z from 'zod/mini';
import { getProfiles, isReachable, recordAdminAction } from '../account/index.js';
import { publishAlert, type AlertRecipient } from '../alerts/index.js';
import type { Actor } from '../lib/actor.js';
import { getReports, listReportsBetween, type SwarmItem } from '../swarm/index.js';
import { thanksAlertId, type StoredThanks, type ThankedAudience } from './outreach-entity.js';
import { claimThanks, thanksOf } from './repository.js';

/** The final outcomes that are thanked (spec §3 swarm status). */
const THANKED_STATUSES = new Set<number>([SwarmStatus.Successful, SwarmStatus.Unsuccessful]);

/** When the report reached its final outcome: the last history line with that status. */
function outcomeAt(r: SwarmItem): string | null {
  return [...r.History].reverse().find((h) => h.Status === r.Status)?.At ?? null;
}

/**
 * admin/SwarmThanksList (role-screens §1.5): the reports made in the range whose outcome is
 * Successful or Unsuccessful (or the one asked), newest first, with when each audience was thanked.
 * One byKind Query of the reports, one BatchGet of their thank-you records.
 */
export async function swarmThanksList(q: z.output<typeof ThanksListQuery>): Promise<ThanksRow[]> {
  const from = new Date(q.FromDate).toISOString();
  const to = new Date(q.ToDate).toISOString();
  const wanted = q.Status === 'All' ? THANKED_STATUSES : new Set<number>([SwarmStatus[q.Status]]);
  const reports = (await listReportsBetween(from, to)).filter((r) => wanted.has(r.Status));
  const thanks = await thanksOf(reports.map((r) => r.SwarmID));
  return reports.map((r) => ({
    SwarmID: r.SwarmID,
    ReportedAt: r.CreatedAt,
    ReporterName: r.Name,
    District: r.District,
    TypeOption: r.TypeOption,
    CollectorName: r.AdoptedByName,
    Status: r.Status,
    OutcomeAt: outcomeAt(r),
    ReporterThankedAt: thanks.get(`${r.SwarmID}#Reporter`)?.ThankedAt ?? null,
    CollectorThankedAt: thanks.get(`${r.SwarmID}#Collector`)?.ThankedAt ?? null,
    ReporterReachable: r.PhoneIsMobile,
  }));
}

/** The texts of a template with {name}, {date} and {district} left for the alert worker to fill. */
function alertTexts(t: ThanksTemplate) {
  const toWorker = (s: string) => s.replace(/\{(name|date|district)\}/g, (_m, k: string) => `{${k}}`);
  return {
    Subject: { en: toWorker(t.SubjectEn), fr: toWorker(t.SubjectFr) },
    Body: { en: toWorker(t.BodyEn), fr: toWorker(t.BodyFr) },
    Sms: { en: toWorker(t.BodyEn), fr: toWorker(t.BodyFr) },
  };
}

/**
 * The recipient of one audience of a report: the reporter by SMS when they gave a mobile (the
 * public form asks no email), the adopting collector on email, SMS and inbox from their current
 * profile (an unsubscribed or erased collector is not thanked). Undefined when unreachable.
 */
function recipientFor(
  r: SwarmItem,
  audience: ThankedAudience,
  collectors: Awaited<ReturnType<typeof getProfiles>>,
): AlertRecipient | undefined {
  const vars = {
    date: format(new Date(r.CreatedAt), DISPLAY_DAY_FORMAT),
    district: [r.PlaceName, r.District].filter(Boolean).join(' '),
  };
  if (audience === 'Reporter') {
    if (!r.PhoneIsMobile || !r.PhoneE164) return undefined;
    return { Name: r.Name, Mobile: r.PhoneE164, Vars: { ...vars, name: r.Name } };
  }
  const p = r.AdoptedBy ? collectors.get(r.AdoptedBy.toLowerCase()) : undefined;
  if (!p || !isReachable(p)) return undefined;
  const name = p.FName?.trim() || p.FullName;
  return {
    Name: p.FullName || p.UserName,
    UserName: p.UserName,
    Email: p.Email || undefined,
    Mobile: p.Mobile ?? undefined,
    Vars: { ...vars, name },
  };
}

/**
 * admin/SendSwarmAlertThanks (role-screens §1.5): thanks the reporter, the collector or both of
 * each chosen swarm with a final outcome, through the alert pipeline (the same email/SMS path as
 * swarm alerts). Each (swarm, audience) is thanked once: the thank-you record is written
 * conditionally before its message is queued, so a repeat or a concurrent send answers
 * AlreadyThanked; Resend (confirmed on the screen) thanks again with a new version.
 */
export async function sendSwarmThanks(
  actor: Actor,
  request: z.output<typeof SendThanksRequest>,
  defaults: Record<ThankedAudience, ThanksTemplate>,
  now = new Date(),
): Promise<ThanksOutcome[]> {
  const audiences: ThankedAudience[] =
    request.Audience === 'Both' ? ['Reporter', 'Collector'] : [request.Audience];
  const reports = await getReports(request.SwarmIDs);
  const collectors = await getProfiles(
    [...reports.values()].flatMap((r) => (r.AdoptedBy ? [r.AdoptedBy] : [])),
  );
  const existing = await thanksOf(request.SwarmIDs);
  const outcomes: ThanksOutcome[] = [];
  for (const id of [...new Set(request.SwarmIDs)]) {
    const report = reports.get(id);
    for (const audience of audiences) {
      const result = (r: ThanksOutcome['Result']) =>
        outcomes.push({ SwarmID: id, Audience: audience, Result: r });
      if (!report) {
        result('NotFound');
        continue;
      }
      if (!THANKED_STATUSES.has(report.Status)) {
        result('NotFinal');
        continue;
      }
      const previous = existing.get(`${id}#${audience}`);
      if (previous && !request.Resend) {
        result('AlreadyThanked');
        continue;
      }
      const recipient = recipientFor(report, audience, collectors);
      if (!recipient) {
        result('NoContact');
        continue;
      }
      const next: StoredThanks = {
        SwarmID: id,
        Audience: audience,
        ThankedAt: now.toISOString(),
        ThankedBy: actor.userName,
        Version: (previous?.Version ?? 0) + 1,
      };
      if (!(await claimThanks(next, previous))) {
        result('AlreadyThanked');
        continue;
      }
      await publishAlert('Outreach', {
        AlertId: thanksAlertId(id, audience, next.Version),
        Kind: 'swarm-thanks',
        ...alertTexts(request[audience] ?? defaults[audience]),
        Recipients: [recipient],
      });
      result('Sent');
    }
  }
  if (outcomes.some((o) => o.Result === 'Sent')) await recordAdminAction(actor.userName, 'SendSwarmThanks');
  return outcomes;
}
