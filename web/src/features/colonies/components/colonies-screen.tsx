import { type Colony, Msg, QR_LAYOUTS, QR_SIZES, type QrLabel } from '@beewatch/shared';
import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAlerts } from '@/components/ui/alerts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, setToggles, type DataColumn } from '@/components/ui/data-table';
import { Spinner } from '@/components/ui/spinner';
import { formatDisplayDate, formatDisplayDay } from '@/lib/dates';
import { useColonyApiaries } from '../api/get-apiaries';
import { useColonies } from '../api/get-colonies';
import { useMyLabels } from '../api/get-my-labels';
import { usePrintMyLabels } from '../api/print-my-labels';
import { useUnlinkLabel } from '../api/unlink-label';
import { downloadPdf, labelSheetPdf, type SheetOptions } from '../lib/label-sheet';
import { groupedToken, shortToken } from '../lib/label-text';
import { ColonyDialog } from './colony-dialog';
import { LinkLabelDialog } from './link-label-dialog';
import { QrThumbnail } from './qr-thumbnail';
import './colonies.css';
import { PageHead } from '@/components/ui/page-head';
import { SelectFilter } from '@/components/ui/select-filter';
import { failureMessage } from '@/lib/server-error';

/**
 * beekeeper/userscoloniesqrcode (role-screens §5.4): the beekeeper's colonies in their apiaries
 * with their QR labels; add or edit a colony, link a label (typed or from a photo), unlink it,
 * select colonies and print their labels on an A4 sheet. Below, the labels issued to them that are
 * not linked yet.
 */
export function ColoniesScreen() {
  const { t, i18n } = useTranslation();
  const colonies = useColonies();
  const apiaries = useColonyApiaries();
  const labels = useMyLabels();
  const unlink = useUnlinkLabel();
  const print = usePrintMyLabels();
  const { showAlert } = useAlerts();
  const [editing, setEditing] = useState<Colony | 'new' | null>(null);
  const [linking, setLinking] = useState<{ colonyId: string | null } | null>(null);
  const [unlinking, setUnlinking] = useState<Colony | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sheet, setSheet] = useState<SheetOptions>({ layout: '2x4', size: 'M', includeLogo: true });
  const rows = useMemo(() => colonies.data ?? [], [colonies.data]);
  const free = useMemo(() => (labels.data ?? []).filter((l) => l.Status === 'Unlinked'), [labels.data]);

  const printTokens = (tokens: string[], captions: Map<string, string>) =>
    print.mutate(tokens, {
      onSuccess: async (printed) => {
        const pdf = await labelSheetPdf(
          printed.map((l) => ({ token: l.Token, caption: captions.get(l.Token) ?? l.ColonyName })),
          sheet,
        );
        downloadPdf(pdf, 'bee-watch-colony-labels.pdf');
      },
      onError: (err) => showAlert('error', failureMessage(err)),
    });

  const printSelected = () => {
    const chosen = rows.filter((c) => selected.has(c.ColonyID) && c.Token);
    printTokens(
      chosen.map((c) => c.Token!),
      new Map(chosen.map((c) => [c.Token!, c.Name])),
    );
  };

  const columns = useMemo<DataColumn<Colony>[]>(
    () => [
      {
        id: 'name',
        header: t('colonies.colony.name'),
        cell: (c) => (
          <Link to={`/beekeeper/treatmenthistoryfromcolonyimage?colony=${c.ColonyID}`}>{c.Name}</Link>
        ),
      },
      { id: 'apiary', header: t('colonies.colony.apiary'), cell: (c) => c.ApiaryName },
      {
        id: 'qr',
        header: t('colonies.labels.qr'),
        cell: (c) =>
          c.Token ? <QrThumbnail token={c.Token} alt={t('colonies.labels.qrOf', { name: c.Name })} /> : '—',
      },
      {
        id: 'token',
        header: t('colonies.labels.code'),
        cell: (c) =>
          c.Token ? <span className="colonies-token">{shortToken(c.Token)}</span> : t('colonies.labels.none'),
      },
      {
        id: 'linked',
        header: t('colonies.labels.linkedOn'),
        cell: (c) => (c.LinkedDate ? formatDisplayDate(c.LinkedDate, i18n.language) : '—'),
      },
      {
        id: 'last',
        header: t('colonies.colony.lastRecord'),
        cell: (c) => (c.LastRecordDate ? formatDisplayDay(c.LastRecordDate, i18n.language) : '—'),
      },
      { id: 'status', header: t('colonies.colony.status'), cell: (c) => t(`colonies.statuses.${c.Status}`) },
      {
        id: 'actions',
        header: t('colonies.actions'),
        headerHidden: true,
        cell: (c) => (
          <Flex gap="xs" wrap="wrap">
            <Button size="small" onClick={() => setEditing(c)}>
              {t('colonies.edit')}
            </Button>
            {c.Token ? (
              <Button size="small" onClick={() => setUnlinking(c)}>
                {t('colonies.link.unlink')}
              </Button>
            ) : (
              <Button size="small" onClick={() => setLinking({ colonyId: c.ColonyID })}>
                {t('colonies.link.title')}
              </Button>
            )}
          </Flex>
        ),
      },
    ],
    [t, i18n.language],
  );

  const labelColumns = useMemo<DataColumn<QrLabel>[]>(
    () => [
      {
        id: 'code',
        header: t('colonies.labels.code'),
        cell: (l) => <span className="colonies-token">{groupedToken(l.Token)}</span>,
      },
      { id: 'times', header: t('colonies.labels.timesPrinted'), cell: (l) => l.TimesPrinted },
    ],
    [t],
  );

  const selectedWithLabel = rows.filter((c) => selected.has(c.ColonyID) && c.Token).length;
  return (
    <section aria-labelledby="colonies-title">
      <PageHead id="colonies-title" title={t('menu.beekeeper/userscoloniesqrcode')}>
        <Flex gap="xs" wrap="wrap">
          <Button variation="primary" onClick={() => setEditing('new')} isDisabled={!apiaries.data?.length}>
            {t('colonies.colony.add')}
          </Button>
          <Button onClick={() => setLinking({ colonyId: null })} isDisabled={!rows.some((c) => !c.Token)}>
            {t('colonies.link.title')}
          </Button>
        </Flex>
      </PageHead>
      <p>{t('colonies.intro')}</p>
      {apiaries.data && !apiaries.data.length && (
        <p>
          {t('colonies.noApiary')} <Link to="/beekeeper/addapiary">{t('menu.beekeeper/addapiary')}</Link>
        </p>
      )}
      {(colonies.isPending || apiaries.isPending) && <Spinner label={t('common.loading')} />}
      <Flex gap="small" wrap="wrap" alignItems="flex-end" className="colonies-actions">
        <SelectFilter
          label={t('colonies.print.layout')}
          value={sheet.layout}
          onChange={(v) => setSheet({ ...sheet, layout: v as SheetOptions['layout'] })}
          choices={QR_LAYOUTS.map((l) => ({ value: l, label: t(`colonies.print.layouts.${l}`) }))}
        />
        <SelectFilter
          label={t('colonies.print.size')}
          value={sheet.size}
          onChange={(v) => setSheet({ ...sheet, size: v as SheetOptions['size'] })}
          choices={QR_SIZES.map((s) => ({ value: s, label: t(`colonies.print.sizes.${s}`) }))}
        />
        <Button onClick={printSelected} isDisabled={!selectedWithLabel || print.isPending}>
          {t('colonies.print.selected', { count: selectedWithLabel })}
        </Button>
      </Flex>
      {colonies.data && (
        <DataTable
          label={t('menu.beekeeper/userscoloniesqrcode')}
          columns={columns}
          rows={rows}
          rowId={(c) => c.ColonyID}
          rowAttributes={(c) => ({ 'data-colony': c.Name })}
          emptyText={t('colonies.none')}
          selection={{
            selected,
            ...setToggles(setSelected, rows, (c) => c.ColonyID),
            selectLabel: t('colonies.print.select'),
            selectAllLabel: t('colonies.print.selectAll'),
          }}
        />
      )}
      <Heading level={2}>{t('colonies.labels.free')}</Heading>
      <p>{t('colonies.labels.freeIntro')}</p>
      {labels.data && (
        <>
          <div className="colonies-actions">
            <Button
              onClick={() =>
                printTokens(
                  free.map((l) => l.Token),
                  new Map(),
                )
              }
              isDisabled={!free.length || print.isPending}
            >
              {t('colonies.print.free', { count: free.length })}
            </Button>
          </div>
          <DataTable
            label={t('colonies.labels.free')}
            columns={labelColumns}
            rows={free}
            rowId={(l) => l.Token}
            emptyText={t('colonies.labels.noFree')}
          />
        </>
      )}
      {editing && apiaries.data && (
        <ColonyDialog
          colony={editing === 'new' ? null : editing}
          apiaries={apiaries.data}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            showAlert('success', Msg.dataSaved, { autoClose: true });
          }}
        />
      )}
      {linking && (
        <LinkLabelDialog
          colonies={rows}
          colonyId={linking.colonyId}
          onClose={() => setLinking(null)}
          onLinked={(c) => {
            setLinking(null);
            showAlert('success', t('colonies.link.done', { name: c.Name }), { autoClose: true });
          }}
        />
      )}
      {unlinking && (
        <ConfirmDialog
          open
          title={t('colonies.link.unlink')}
          message={t('colonies.link.unlinkConfirm', { name: unlinking.Name })}
          busy={unlink.isPending}
          onCancel={() => setUnlinking(null)}
          onConfirm={() =>
            unlink.mutate(unlinking.ColonyID, {
              onSuccess: () => setUnlinking(null),
              onError: (err) => {
                setUnlinking(null);
                showAlert('error', failureMessage(err));
              },
            })
          }
        />
      )}
    </section>
  );
}
