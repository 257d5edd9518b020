import { SwarmStatus } from '@beewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TEST_ENV } from '../testing/unit-env.js';
import type { SwarmItem } from '../swarm/index.js';

/** The coordinator's 'needs action' rules (role-screens §4.1 thresholds) and the season's start. */
Object.assign(process.env, UNIT_TEST_ENV);
let service: typeof import('./service.js');
beforeAll(async () => {
  service = await import('./service.js');
});

const NOW = new Date('2026-06-10T12:00:00.000Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
const swarm = (over: Partial<SwarmItem>): SwarmItem =>
  ({
    SwarmID: '01J',
    CreatedAt: hoursAgo(1),
    Status: SwarmStatus.New,
    Notified: true,
    AdoptedAt: null,
    History: [],
    ...over,
  }) as SwarmItem;

describe('needsActionOf', () => {
  it('flags a sent swarm nobody adopted for over 2 hours, not before', () => {
    expect(service.needsActionOf(swarm({ CreatedAt: hoursAgo(1.9) }), NOW)).toBeNull();
    expect(service.needsActionOf(swarm({ CreatedAt: hoursAgo(2.1) }), NOW)).toBe('Unadopted');
    // Not sent yet (photo awaited): nothing to chase collectors about.
    expect(service.needsActionOf(swarm({ CreatedAt: hoursAgo(5), Notified: false }), NOW)).toBeNull();
  });

  it('counts a re-notified swarm from its last alert', () => {
    const r = swarm({
      Status: SwarmStatus.ReNotify,
      CreatedAt: hoursAgo(30),
      History: [{ Status: SwarmStatus.ReNotify, At: hoursAgo(1), By: 'coordinator' }],
    });
    expect(service.needsActionOf(r, NOW)).toBeNull();
  });

  it('flags an adoption without an outcome after 48 hours and every abandoned swarm', () => {
    expect(
      service.needsActionOf(swarm({ Status: SwarmStatus.Adopted, AdoptedAt: hoursAgo(47) }), NOW),
    ).toBeNull();
    expect(service.needsActionOf(swarm({ Status: SwarmStatus.Adopted, AdoptedAt: hoursAgo(49) }), NOW)).toBe(
      'NoOutcome',
    );
    expect(service.needsActionOf(swarm({ Status: SwarmStatus.Abandoned }), NOW)).toBe('ReNotifyPending');
    expect(
      service.needsActionOf(swarm({ Status: SwarmStatus.Successful, CreatedAt: hoursAgo(100) }), NOW),
    ).toBeNull();
  });
});

describe('seasonStart', () => {
  it('is 1 March of this year from March on, of last year before', () => {
    expect(service.seasonStart(new Date('2026-03-01T00:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(service.seasonStart(new Date('2026-02-28T23:59:59Z')).toISOString()).toBe(
      '2025-03-01T00:00:00.000Z',
    );
    expect(service.seasonStart(NOW).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});
