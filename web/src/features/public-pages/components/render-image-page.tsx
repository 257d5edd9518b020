import { RENDER_IMAGE_MAX_HEIGHT_PX } from '@beewatch/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { usePublicImage } from '../api/get-public-image';
import './public-pages.css';

/**
 * common/renderimage/{ID} (spec §2.1): the image of a hornet report at most 550 px high, or a
 * clear 'not found'. Report ids are unguessable ULIDs; anything else is refused by the server.
 */
export function RenderImagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const image = usePublicImage(id);
  return (
    <article className="public-page render-image" aria-labelledby="render-image-title">
      <h1 id="render-image-title" className="visually-hidden">
        {t('publicPages.image.title')}
      </h1>
      {image.isPending && <p className="hint">{t('common.loading')}</p>}
      {image.isError && (
        <p className="form-error" role="alert">
          {t('publicPages.image.notFound')}
        </p>
      )}
      {image.data && (
        <img
          src={`data:${image.data.ContentType};base64,${image.data.Base64}`}
          alt={t('publicPages.image.alt')}
          style={{ maxHeight: RENDER_IMAGE_MAX_HEIGHT_PX, maxWidth: '100%' }}
        />
      )}
    </article>
  );
}
