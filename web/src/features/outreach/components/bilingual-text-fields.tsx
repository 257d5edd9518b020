import { TextAreaField, TextField } from '@aws-amplify/ui-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/** The four texts of a message sent in English and in French. */
export interface BilingualTexts {
  SubjectEn: string;
  BodyEn: string;
  SubjectFr: string;
  BodyFr: string;
}

/** The languages a message is written in, in the order their inputs show. */
const LANGUAGES = ['En', 'Fr'] as const;

/**
 * The subject and body inputs of a message written in English, then in French: `texts` holds the
 * four texts and `onChange(field, value)` sets one. `subjectMax` limits the subjects, `bodyRows`
 * and `bodyMax` size the bodies; `frenchHint` is shown under the French subject.
 */
export function BilingualTextFields({
  texts,
  onChange,
  subjectMax,
  bodyRows,
  bodyMax,
  frenchHint,
}: {
  texts: BilingualTexts;
  onChange: (field: keyof BilingualTexts, value: string) => void;
  subjectMax?: number;
  bodyRows: number;
  bodyMax: number;
  frenchHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {LANGUAGES.map((lang) => (
        <Fragment key={lang}>
          <TextField
            label={t(`outreach.crm.subject${lang}`)}
            descriptiveText={lang === 'Fr' ? frenchHint : undefined}
            value={texts[`Subject${lang}`]}
            maxLength={subjectMax}
            onChange={(e) => onChange(`Subject${lang}`, e.target.value)}
          />
          <TextAreaField
            label={t(`outreach.crm.body${lang}`)}
            value={texts[`Body${lang}`]}
            rows={bodyRows}
            maxLength={bodyMax}
            onChange={(e) => onChange(`Body${lang}`, e.target.value)}
          />
        </Fragment>
      ))}
    </>
  );
}
