import { API } from '@beewatch/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { downloadPdf, labelSheetPdf } from '../lib/label-sheet';

/** GET admin/QrBatchLabels: a batch and its labels, read when its sheet is made. */
export async function getBatchLabels(batchId: string) {
  return (await call(API.colonies.qrBatchLabels, { query: { BatchID: batchId } })).data;
}

/** Saves the batch's labels as an A4 PDF in the batch's layout (void labels left out). */
export async function downloadBatchSheet(batchId: string): Promise<void> {
  const { Batch, Labels } = await getBatchLabels(batchId);
  const labels = Labels.filter((l) => l.Status !== 'Void').map((l) => ({
    token: l.Token,
    caption: Batch.PrintColonyName ? l.ColonyName : null,
  }));
  const pdf = await labelSheetPdf(labels, {
    layout: Batch.Layout,
    size: Batch.Size,
    includeLogo: Batch.IncludeLogo,
  });
  downloadPdf(pdf, `bee-watch-labels-${Batch.BatchID}.pdf`);
}

/** The batch sheet's download: `variables` is the batch being made while it is pending. */
export function useDownloadBatchSheet() {
  return useMutation({ mutationFn: downloadBatchSheet });
}
