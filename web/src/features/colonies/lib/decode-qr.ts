import { tokenFromLabelText } from '@beewatch/shared';

/** Longest side an image is drawn at for decoding: enough for a label in a phone photo, quick to scan. */
const MAX_SIDE = 1600;

/**
 * Reads a colony label's token from a photo (png/jpg): the image is drawn on a canvas and its QR
 * code decoded in the browser with jsQR (Apache-2.0), trying the image at full size and, for large
 * photos, a smaller copy. Resolves the token, or null when no label code is found.
 */
export async function tokenFromPhoto(file: File): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const bitmap = await createImageBitmap(file);
  try {
    const scales = [Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height)), 0.5, 0.25];
    for (const scale of scales) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d', { willReadFrequently: true });
      if (!ctx) return null;
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.drawImage(bitmap, 0, 0, width, height);
      const { data } = ctx.getImageData(0, 0, width, height);
      const found = jsQR(data, width, height, { inversionAttempts: 'attemptBoth' });
      const token = found ? tokenFromLabelText(found.data) : undefined;
      if (token) return token;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
