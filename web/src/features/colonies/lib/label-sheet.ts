import type { QrLayout, QrSize } from '@beewatch/shared';
import type * as z from 'zod/mini';
import { saveBlob } from '@/lib/download';
import { groupedToken, labelUrl } from './label-text';

/** One label of a sheet: its token and, when printed under the code, the colony's name. */
export interface SheetLabel {
  token: string;
  caption?: string | null;
}

export interface SheetOptions {
  layout: z.infer<typeof QrLayout>;
  size: z.infer<typeof QrSize>;
  includeLogo: boolean;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 28;
const GRID: Record<SheetOptions['layout'], { cols: number; rows: number }> = {
  '2x3': { cols: 2, rows: 3 },
  '2x4': { cols: 2, rows: 4 },
  '3x3': { cols: 3, rows: 3 },
};
/** Share of the cell's smaller side the code takes. */
const SCALE: Record<SheetOptions['size'], number> = { S: 0.5, M: 0.64, L: 0.78 };

/**
 * A4 sheets of QR labels as a PDF (pdf-lib; codes drawn by `qrcode` at error-correction level H,
 * which survives a weathered or partly covered label). Each label holds the code of its portal
 * URL, its token in groups of four (to type when the code cannot be scanned), the colony's name
 * when given, and 'Bee.Watch' above when the logo is asked for. Cut lines are light grey.
 */
export async function labelSheetPdf(
  labels: readonly SheetLabel[],
  options: SheetOptions,
): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, QRCode] = await Promise.all([
    import('pdf-lib'),
    import('qrcode'),
  ]);
  const pdf = await PDFDocument.create();
  pdf.setTitle('Bee.Watch colony labels');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const { cols, rows } = GRID[options.layout];
  const cellW = (A4.width - 2 * MARGIN) / cols;
  const cellH = (A4.height - 2 * MARGIN) / rows;
  const side = Math.min(cellW, cellH) * SCALE[options.size];
  // Text the standard font cannot encode (emoji, other scripts) is replaced, never fatal.
  const safe = (f: typeof font, text: string) =>
    [...text]
      .map((ch) => {
        try {
          f.encodeText(ch);
          return ch;
        } catch {
          return '?';
        }
      })
      .join('');
  const centred = (f: typeof font, text: string, size: number, x: number, y: number, maxW: number) => {
    let t = safe(f, text);
    while (t.length > 1 && f.widthOfTextAtSize(t, size) > maxW) t = `${t.slice(0, -2)}…`;
    const w = f.widthOfTextAtSize(t, size);
    return { text: t, x: x + (maxW - w) / 2, y, size, font: f };
  };
  let page = pdf.addPage([A4.width, A4.height]);
  for (let i = 0; i < labels.length; i += 1) {
    const slot = i % (cols * rows);
    if (i > 0 && slot === 0) page = pdf.addPage([A4.width, A4.height]);
    const col = slot % cols;
    const row = Math.floor(slot / cols);
    const x = MARGIN + col * cellW;
    const top = A4.height - MARGIN - row * cellH;
    page.drawRectangle({
      x,
      y: top - cellH,
      width: cellW,
      height: cellH,
      borderColor: rgb(0.8, 0.8, 0.8),
      borderWidth: 0.5,
    });
    const label = labels[i]!;
    const png = await QRCode.toDataURL(labelUrl(label.token), {
      errorCorrectionLevel: 'H',
      margin: 1,
      width: 512,
    });
    const image = await pdf.embedPng(png);
    const textH = 12 + (label.caption ? 14 : 0) + (options.includeLogo ? 16 : 0);
    const qrTop = top - (cellH - side - textH) / 2 - (options.includeLogo ? 16 : 0);
    if (options.includeLogo) {
      const logo = centred(bold, 'Bee.Watch', 11, x, qrTop + 5, cellW);
      page.drawText(logo.text, { x: logo.x, y: logo.y, size: logo.size, font: logo.font });
    }
    page.drawImage(image, { x: x + (cellW - side) / 2, y: qrTop - side, width: side, height: side });
    let y = qrTop - side - 12;
    if (label.caption) {
      const c = centred(bold, label.caption, 10, x + 4, y, cellW - 8);
      page.drawText(c.text, { x: c.x, y: c.y, size: c.size, font: c.font });
      y -= 14;
    }
    const t = centred(font, groupedToken(label.token), 8, x + 4, y, cellW - 8);
    page.drawText(t.text, { x: t.x, y: t.y, size: t.size, font: t.font });
  }
  return pdf.save();
}

/** Offers the PDF as a download named `name`. */
export function downloadPdf(bytes: Uint8Array, name: string): void {
  saveBlob(new Blob([bytes as BlobPart], { type: 'application/pdf' }), name);
}
