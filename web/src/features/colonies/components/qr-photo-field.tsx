import { Text } from '@aws-amplify/ui-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '@/components/ui/form';
import type { MessageSource } from '@/lib/i18n';
import { tokenFromPhoto } from '../lib/decode-qr';
import './colonies.css';

/**
 * A photo of a QR label (png/jpg; on a phone the camera can take it), decoded in the browser:
 * `onToken` gets the label's token; the field says when no label code is found.
 */
export function QrPhotoField({ label, onToken }: { label: string; onToken: (token: string) => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<MessageSource | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = async (file: File | null) => {
    setError(null);
    setPreview(file ? URL.createObjectURL(file) : null);
    if (!file) return;
    if (!/^image\/(png|jpeg)$/.test(file.type)) {
      setError({ i18nKey: 'colonies.photo.notImage' });
      return;
    }
    setBusy(true);
    try {
      const token = await tokenFromPhoto(file);
      if (token) onToken(token);
      else setError({ i18nKey: 'colonies.photo.noCode' });
    } catch {
      setError({ i18nKey: 'colonies.photo.noCode' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <FileField
        label={label}
        accept="image/png,image/jpeg,.png,.jpg,.jpeg"
        hint={t('colonies.photo.hint')}
        error={error}
        onFile={(f) => void onFile(f)}
      />
      {busy && <Text role="status">{t('colonies.photo.reading')}</Text>}
      {preview && <img className="colonies-photo-preview" src={preview} alt={t('colonies.photo.preview')} />}
    </div>
  );
}
