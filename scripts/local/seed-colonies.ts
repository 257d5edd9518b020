import { ulid } from 'ulid';
import { DEFAULT_IMPORT_COLUMNS } from '@beewatch/shared';
import * as repo from '../../functions/src/colonies/repository.js';
import { newToken } from '../../functions/src/colonies/labels-service.js';
import type { StoredColony, StoredLabel } from '../../functions/src/colonies/colony-entity.js';
import { listApiaries } from '../../functions/src/sites/index.js';

/**
 * Demo colonies (GENERATED, not real): five colonies in the demo beekeeper's first two apiaries,
 * a batch of eight QR labels issued to them (four linked to colonies, four free to link), a few
 * activity-log entries and two varroa medicine records, plus the default import template. Kept
 * when the beekeeper has colonies already (restarts do not duplicate them).
 */
const KEEPER = 'beekeeper';
const GENERATED = 'Generated demo data (not real)';

export async function seedColonies(now = new Date()): Promise<void> {
  if (!(await repo.getTemplate()))
    await repo.saveTemplate({
      Columns: DEFAULT_IMPORT_COLUMNS,
      UpdatedAt: now.toISOString(),
      UpdatedBy: 'seed',
    });
  if ((await repo.listColonies(KEEPER)).length) return;
  const apiaries = (await listApiaries(KEEPER)).slice(0, 2);
  if (!apiaries.length) return;
  const at = now.toISOString();
  const names = ['Hive 1 (demo)', 'Hive 2 (demo)', 'Hive 3 (demo)', 'Nuc A (demo)', 'Hive 4 (demo)'];
  const colonies: StoredColony[] = names.map((name, i) => {
    const apiary = apiaries[i < 3 ? 0 : apiaries.length - 1]!;
    return {
      ColonyID: ulid(now.getTime() + i),
      Name: name,
      ApiaryID: apiary.ApiaryID,
      ApiaryName: apiary.Name,
      Status: 'Active',
      Notes: GENERATED,
      OwnerUserName: KEEPER,
      Token: null,
      LinkedDate: null,
      LastRecordDate: null,
      CreatedDate: at,
      UpdatedDate: at,
    };
  });
  for (const c of colonies) await repo.createColony(c);

  const batchId = ulid(now.getTime());
  const labels: StoredLabel[] = Array.from({ length: 8 }, () => ({
    Token: newToken(),
    BatchID: batchId,
    Status: 'Unlinked',
    AssignedTo: KEEPER,
    Holder: KEEPER,
    ColonyID: null,
    LinkedDate: null,
    TimesPrinted: 1,
    LastPrinted: at,
    ReplacedBy: null,
    CreatedDate: at,
  }));
  await repo.createBatch(
    {
      BatchID: batchId,
      CreatedDate: at,
      CreatedBy: 'admin',
      Count: labels.length,
      AssignedTo: KEEPER,
      Note: `${GENERATED}: labels for the demo beekeeper`,
      Layout: '2x4',
      Size: 'M',
      IncludeLogo: true,
      PrintColonyName: true,
      Linked: 0,
      Voided: 0,
      PrintedCount: 1,
      LastPrinted: at,
    },
    labels,
  );
  for (let i = 0; i < 4; i += 1) await repo.linkLabel(labels[i]!, colonies[i]!, KEEPER, at);

  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const entry = (
    daysAgo: number,
    Activity: 'Inspection' | 'Varroa count' | 'Feeding' | 'Harvest',
    Description: string,
    Harvest: number | null = null,
  ) => ({
    ActivityID: ulid(now.getTime() - daysAgo),
    ActivityDate: day(daysAgo),
    Activity,
    Hive: 'National brood box',
    CurrentColonies: 1,
    Harvest,
    Description: `${Description} (${GENERATED})`,
    Source: 'Entered' as const,
    CreatedDate: at,
  });
  await repo.addActivities(colonies[0]!, [
    entry(40, 'Inspection', 'Queen seen, eggs present, 7 frames of brood'),
    entry(33, 'Harvest', 'Summer honey taken off', 12.5),
    entry(20, 'Varroa count', 'Natural drop 9 mites a day over a week'),
  ]);
  await repo.addActivities(colonies[1]!, [entry(25, 'Feeding', 'Fed 2 litres of 1:1 syrup')]);

  const treated = day(18);
  const medicine = (
    Product: string,
    BatchNumber: string,
    Quantity: string,
    WithdrawalDays: number,
    on: StoredColony[],
  ) => ({
    RecordID: ulid(now.getTime() - 18 * 86_400_000),
    Product,
    BatchNumber,
    DateAdministered: treated,
    Quantity,
    WithdrawalDays,
    WithdrawalEnds: new Date(Date.parse(`${treated}T00:00:00Z`) + WithdrawalDays * 86_400_000)
      .toISOString()
      .slice(0, 10),
    Colonies: on.map((c) => c.Name),
    Supplier: 'Demo bee supplies (generated)',
    Notes: GENERATED,
    Corrects: null,
    RetainUntil: `${Number(treated.slice(0, 4)) + 5}${treated.slice(4)}`,
    CreatedDate: at,
  });
  await repo.addMedicine(
    colonies.slice(0, 2),
    medicine('Apivar', 'DEMO-2417', '2 strips per brood box', 0, colonies.slice(0, 2)),
  );
}
