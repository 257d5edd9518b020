import { GuideMsg } from '@beewatch/shared';
import type { TFunction } from 'i18next';
import { useUserGuide } from '../api/get-user-guide';
import { GuideAccordion } from './guide-accordion';

/** 'Help Loading. Please wait ...', then the accordion or 'No instruction found' (spec §2.1). */
export function GuideContent({
  roleId,
  languageId,
  t,
}: {
  roleId: number;
  languageId: number;
  t: TFunction;
}) {
  const guide = useUserGuide(roleId, languageId);
  if (guide.isPending)
    return (
      <p className="guide-status" role="status">
        {t('msg.guideLoading')}
      </p>
    );
  if (guide.isError || guide.data.length === 0)
    return (
      <p className="guide-status" role="status">
        {t('msg.guideEmpty', { defaultValue: GuideMsg.empty })}
      </p>
    );
  return <GuideAccordion items={guide.data} />;
}
