import { DashboardSummary, ROLE_NAMES, SwarmStatus, TreatmentStatus, type RoleName } from '@beewatch/shared';
import { describe, expect, it } from 'vitest';
import type { DashboardRepository, FailedSignInRow, SwarmFigureRow } from './repository.js';
import { dashboardSummary } from './service.js';

/**
 * The dashboard's figures from seeded repository data: an in-memory repository that answers
 * each read the way the DynamoDB one does (same ranges and filters), so each figure's rule —
 * windows, statuses, what is left out — is checked on known data.
 */
const NOW = new Date('2026-11-25T12:00:00.000Z');
const HOUR = 3_600_000;
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR).toISOString();
const dayFromNow = (days: number) => new Date(NOW.getTime() + days * 24 * HOUR).toISOString().slice(0, 10);

interface Seed {
  users: { userName: string; role: RoleName }[];
  codes: { Uses: number; ExpiryDate: string }[];
  keys: { RevokedAt?: string | null }[];
  /** `at` of a known user's failure, or of the latest failure of an hour's unknown-name counter. */
  failures: { at: string; FailAttempt: number; unknown?: boolean }[];
  swarms: (SwarmFigureRow & { Name: string })[];
  sprays: { TreatmentDate: string; Status: number }[];
  /** SubscriptionExpiry of each user (ISO). */
  expiries?: string[];
}

function repositoryOf(seed: Seed): DashboardRepository & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async countUsersOfRole(role) {
      return seed.users.filter((u) => u.role === role).length;
    },
    async countUnusedAccessCodes(nowIso) {
      return seed.codes.filter((c) => c.Uses === 0 && c.ExpiryDate > nowIso).length;
    },
    async countActiveApiKeys() {
      return seed.keys.filter((k) => !k.RevokedAt).length;
    },
    async failedSignInRows(fromIso, toIso): Promise<FailedSignInRow[]> {
      calls.push(`failedSignInRows ${fromIso} ${toIso}`);
      // Unknown-name counters are keyed by their clock hour (audit-entity.ts).
      const keyOf = (f: Seed['failures'][number]) => (f.unknown ? `${f.at.slice(0, 13)}~unknown` : f.at);
      const to = `${toIso.slice(0, 13)}~unknown`;
      return seed.failures
        .filter((f) => keyOf(f) >= fromIso && keyOf(f) <= to)
        .map((f) => ({ FailAttempt: f.FailAttempt, UnknownUserNames: Boolean(f.unknown) }));
    },
    async swarmReportsBetween(fromIso, toIso) {
      calls.push(`swarmReportsBetween ${fromIso} ${toIso}`);
      return seed.swarms
        .filter((s) => s.CreatedAt >= fromIso && s.CreatedAt <= toIso)
        .map(({ Status, CreatedAt, Notified }) => ({ Status, CreatedAt, Notified }));
    },
    async countSubscriptionsEnding(fromIso, beforeIso) {
      return (seed.expiries ?? []).filter((e) => (!fromIso || e >= fromIso) && (!beforeIso || e < beforeIso))
        .length;
    },
    async countSprayNotifications(fromDay, toDay, excluded) {
      calls.push(`countSprayNotifications ${fromDay} ${toDay} ${excluded}`);
      return seed.sprays.filter(
        (s) => s.TreatmentDate >= fromDay && s.TreatmentDate <= toDay && s.Status !== excluded,
      ).length;
    },
  };
}

const EMPTY: Seed = { users: [], codes: [], keys: [], failures: [], swarms: [], sprays: [] };
const summaryOf = (seed: Partial<Seed>) => dashboardSummary(NOW, repositoryOf({ ...EMPTY, ...seed }));
const swarm = (Status: number, hoursAgo: number, Notified = true) => ({
  Status,
  CreatedAt: ago(hoursAgo),
  Notified,
  Name: `Reporter ${hoursAgo}`,
});

describe('dashboardSummary', () => {
  it('counts the users of every role, listing roles without users as 0', async () => {
    const s = await summaryOf({
      users: [
        { userName: 'bea', role: 'ProfessionalBeeKeeper' },
        { userName: 'ben', role: 'ProfessionalBeeKeeper' },
        { userName: 'val', role: 'VQAdministrator' },
      ],
    });
    expect(s.UsersByRole.map((r) => r.RoleName)).toEqual(ROLE_NAMES);
    const count = (role: RoleName) => s.UsersByRole.find((r) => r.RoleName === role)?.Count;
    expect(count('ProfessionalBeeKeeper')).toBe(2);
    expect(count('VQAdministrator')).toBe(1);
    expect(count('Administrator')).toBe(0);
  });

  it('counts access codes not used and not expired', async () => {
    const s = await summaryOf({
      codes: [
        { Uses: 0, ExpiryDate: '2027-01-01T23:59:59.999Z' },
        { Uses: 0, ExpiryDate: '2027-06-01T23:59:59.999Z' },
        { Uses: 1, ExpiryDate: '2027-01-01T23:59:59.999Z' },
        { Uses: 0, ExpiryDate: '2026-11-24T23:59:59.999Z' },
      ],
    });
    expect(s.UnusedAccessCodes).toBe(2);
  });

  it('counts API keys that are not revoked', async () => {
    const s = await summaryOf({ keys: [{}, { RevokedAt: null }, { RevokedAt: ago(5) }] });
    expect(s.ActiveApiKeys).toBe(2);
  });

  it('counts the failed sign-ins of the last 24 h: one per known failure, the hourly counts of unknown names', async () => {
    const s = await summaryOf({
      failures: [
        // FailAttempt of a known user is their consecutive count: each row is one failure.
        { at: ago(1), FailAttempt: 3 },
        { at: ago(2), FailAttempt: 2 },
        { at: ago(23), FailAttempt: 1 },
        { at: ago(25), FailAttempt: 1 },
        { at: ago(0.5), FailAttempt: 4, unknown: true },
        { at: ago(30), FailAttempt: 9, unknown: true },
      ],
    });
    expect(s.FailedSignIns).toEqual({ Total: 3 + 4, UnknownUserNames: 4 });
  });

  it('reads the failed sign-ins from exactly 24 h back to now', async () => {
    const repo = repositoryOf(EMPTY);
    await dashboardSummary(NOW, repo);
    expect(repo.calls).toContain(`failedSignInRows ${ago(24)} ${NOW.toISOString()}`);
  });

  it('counts the swarm reports of the last 7 days by status, leaving out reports never sent', async () => {
    const s = await summaryOf({
      swarms: [
        swarm(SwarmStatus.New, 2),
        swarm(SwarmStatus.Adopted, 30),
        swarm(SwarmStatus.Adopted, 100),
        swarm(SwarmStatus.Successful, 160),
        swarm(SwarmStatus.New, 5, false),
        swarm(SwarmStatus.Successful, 24 * 7 + 1),
      ],
    });
    expect(s.SwarmReports.Total).toBe(4);
    expect(s.SwarmReports.ByStatus).toEqual([
      { Status: SwarmStatus.New, Count: 1 },
      { Status: SwarmStatus.Adopted, Count: 2 },
      { Status: SwarmStatus.Unsuccessful, Count: 0 },
      { Status: SwarmStatus.Successful, Count: 1 },
      { Status: SwarmStatus.Abandoned, Count: 0 },
      { Status: SwarmStatus.Failed, Count: 0 },
      { Status: SwarmStatus.ReNotify, Count: 0 },
    ]);
  });

  it('counts reports of the last 30 days still open more than 24 h after they came in', async () => {
    const s = await summaryOf({
      swarms: [
        swarm(SwarmStatus.New, 25),
        swarm(SwarmStatus.ReNotify, 24 * 10),
        swarm(SwarmStatus.New, 23),
        swarm(SwarmStatus.Adopted, 48),
        swarm(SwarmStatus.New, 48, false),
        swarm(SwarmStatus.New, 24 * 31),
      ],
    });
    expect(s.SwarmsUnadopted).toBe(2);
  });

  it('counts the spray notifications from today through 6 days ahead, cancelled ones left out', async () => {
    const s = await summaryOf({
      sprays: [
        { TreatmentDate: dayFromNow(0), Status: TreatmentStatus.Pending },
        { TreatmentDate: dayFromNow(3), Status: TreatmentStatus.Completed },
        { TreatmentDate: dayFromNow(6), Status: TreatmentStatus.Pending },
        { TreatmentDate: dayFromNow(4), Status: TreatmentStatus.Cancel },
        { TreatmentDate: dayFromNow(7), Status: TreatmentStatus.Pending },
        { TreatmentDate: dayFromNow(-1), Status: TreatmentStatus.Pending },
      ],
    });
    expect(s.SprayNotificationsAhead).toBe(3);
  });

  it('holds figures only: nothing of the seeded people reaches the answer', async () => {
    const s = await summaryOf({
      users: [{ userName: 'bea.keeper', role: 'ProfessionalBeeKeeper' }],
      swarms: [swarm(SwarmStatus.New, 30)],
    });
    expect(() => DashboardSummary.parse(s)).not.toThrow();
    const json = JSON.stringify(s);
    expect(json).not.toContain('bea.keeper');
    expect(json).not.toContain('Reporter');
    expect(s.GeneratedAt).toBe(NOW.toISOString());
  });

  it('counts subscriptions ending within 30 days and those already ended', async () => {
    const inDays = (d: number) => new Date(NOW.getTime() + d * 86_400_000).toISOString();
    const s = await summaryOf({ expiries: [inDays(-400), inDays(-1), inDays(1), inDays(29), inDays(31)] });
    expect(s.Subscriptions).toEqual({ ExpiringSoon: 2, Expired: 2 });
  });
});
