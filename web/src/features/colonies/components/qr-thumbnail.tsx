import { useEffect, useState } from 'react';
import { labelUrl } from '../lib/label-text';
import './colonies.css';

/** A small picture of a label's QR code (the same code as on the printed label). */
export function QrThumbnail({ token, alt }: { token: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(labelUrl(token), { errorCorrectionLevel: 'H', margin: 1, width: 96 }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  return src ? <img className="colonies-qr-thumb" src={src} alt={alt} /> : null;
}
