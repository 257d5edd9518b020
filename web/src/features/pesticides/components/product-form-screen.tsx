import {
  BEE_HAZARD_STATEMENTS,
  PRODUCT_COUNTRIES,
  PRODUCT_STATUSES,
  ProductInput,
  trafficLightOf,
  type BeeToxicity,
} from '@beewatch/shared';
import { Button, CheckboxField, SelectField, TextField } from '@aws-amplify/ui-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  FormSelectField,
  FormSubmit,
  FormTextAreaField,
  FormTextField,
  SchemaForm,
} from '@/components/ui/form';
import { Spinner } from '@/components/ui/spinner';
import { translateMessage, type MessageSource } from '@/lib/i18n';
import { useProduct } from '../api/get-product';
import { useSubstances } from '../api/get-substances';
import { useSaveProduct } from '../api/save-product';
import { usePesticideTypeChoices } from './filters';
import { LightReasons, TrafficLightBadge } from './traffic-light';
import './pesticides.css';
import { failureMessage } from '@/lib/server-error';
import { PageHead } from '@/components/ui/page-head';

const UNITS = ['g/l', 'g/kg', '%w/w', '%w/v'] as const;

/** The form's values: text as typed; ProductInput checks and converts them on submit. */
interface Values {
  Name: string;
  Country: string;
  AuthorisationNumber: string;
  Holder: string;
  Formulation: string;
  PesticideType: string;
  Uses: string;
  Status: string;
  ExpiryDate: string;
  BeeHazardText: string;
  LabelUrl: string;
  Notes: string;
  Lines: {
    SubstanceID: string;
    Name: string;
    Concentration: string;
    Unit: string;
    BeeToxicity: BeeToxicity;
  }[];
}

const EMPTY: Values = {
  Name: '',
  Country: 'GB',
  AuthorisationNumber: '',
  Holder: '',
  Formulation: '',
  PesticideType: '2',
  Uses: '',
  Status: 'Authorised',
  ExpiryDate: '',
  BeeHazardText: '',
  LabelUrl: '',
  Notes: '',
  Lines: [],
};

/**
 * admin/addproduct (?ProductID= to edit; role-screens §1.9): the product's identity and
 * authorisation, its active substances from the EU list with their concentration, the bee-hazard
 * statements and the traffic light, shown live as they are ticked (the rule of trafficLightOf,
 * the same the server applies).
 */
export function ProductFormScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('ProductID');
  const existing = useProduct(id);
  const save = useSaveProduct();
  const types = usePesticideTypeChoices();
  const [statements, setStatements] = useState<string[]>([]);
  const [serverError, setServerError] = useState<MessageSource | null>(null);
  const [substanceSearch, setSubstanceSearch] = useState('');
  const deferred = useDeferredValue(substanceSearch.trim());
  const found = useSubstances({ Search: deferred }, deferred.length >= 2);
  const form = useForm<Values>({ defaultValues: EMPTY });
  const lines = useFieldArray({ control: form.control, name: 'Lines' });

  useEffect(() => {
    const p = existing.data;
    if (!p) return;
    form.reset({
      ...p,
      PesticideType: String(p.PesticideType),
      Lines: p.Substances.map((s) => ({ ...s, Concentration: String(s.Concentration) })),
    });
    setStatements(p.BeeHazardStatements);
  }, [existing.data, form]);

  const country = form.watch('Country');
  const watchedLines = form.watch('Lines');
  const live = trafficLightOf({
    Country: country,
    Statements: statements,
    Toxicities: watchedLines.map((l) => l.BeeToxicity),
  });

  if (id && existing.isPending) return <Spinner label={t('pesticides.loading')} />;

  const submit = form.handleSubmit(async (v) => {
    setServerError(null);
    form.clearErrors();
    const parsed = ProductInput.safeParse({
      ProductID: id,
      Name: v.Name,
      Country: v.Country,
      AuthorisationNumber: v.AuthorisationNumber,
      Holder: v.Holder,
      Formulation: v.Formulation,
      Substances: v.Lines.map((l) => ({
        SubstanceID: l.SubstanceID,
        Concentration: Number(l.Concentration),
        Unit: l.Unit,
      })),
      PesticideType: Number(v.PesticideType),
      Uses: v.Uses,
      Status: v.Status,
      ExpiryDate: v.ExpiryDate,
      BeeHazardStatements: statements,
      BeeHazardText: v.BeeHazardText,
      LabelUrl: v.LabelUrl,
      Notes: v.Notes,
      SeenUpdatedDate: existing.data?.UpdatedDate ?? null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const name = (
          field === 'Substances'
            ? typeof index === 'number'
              ? `Lines.${index}.Concentration`
              : 'Lines'
            : field
        ) as Path<Values>;
        if (!form.getFieldState(name).error) form.setError(name, { message: issue.message });
      }
      if (parsed.error.issues.some((i) => i.path[0] === 'Substances' && i.path.length === 1))
        setServerError(parsed.error.issues.find((i) => i.path[0] === 'Substances')!.message);
      return;
    }
    try {
      const saved = await save.mutateAsync(parsed.data);
      void navigate('/admin/pesticideproducts', { state: { saved: saved.Name } });
    } catch (err) {
      setServerError(failureMessage(err));
    }
  });

  const lineError = (i: number) => form.formState.errors.Lines?.[i]?.Concentration?.message;
  return (
    <section aria-labelledby="product-form-title">
      <PageHead
        id="product-form-title"
        title={t(id ? 'pesticides.products.editTitle' : 'menu.admin/addproduct')}
      >
        <Link to="/admin/pesticideproducts">{t('menu.admin/pesticideproducts')}</Link>
      </PageHead>
      {existing.data?.Demo && <p className="hint">{t('pesticides.demoNote')}</p>}
      <SchemaForm form={form} onSubmit={submit} className="site-form">
        <FormTextField name="Name" id="product-Name" label={t('pesticides.col.product')} isRequired />
        <div className="form-row">
          <FormSelectField
            name="Country"
            id="product-Country"
            label={t('pesticides.col.country')}
            choices={PRODUCT_COUNTRIES.map((c) => ({ value: c, label: t(`pesticides.country.${c}`) }))}
          />
          <FormTextField
            name="AuthorisationNumber"
            id="product-Number"
            label={t('pesticides.col.number')}
            descriptiveText={t('pesticides.products.numberHint')}
            isRequired
          />
        </div>
        <div className="form-row">
          <FormTextField name="Holder" id="product-Holder" label={t('pesticides.col.holder')} />
          <FormTextField
            name="Formulation"
            id="product-Formulation"
            label={t('pesticides.col.formulation')}
          />
          <FormSelectField
            name="PesticideType"
            id="product-Type"
            label={t('pesticides.col.type')}
            choices={types}
          />
        </div>
        <fieldset className="substance-lines">
          <legend>{t('pesticides.col.substances')}</legend>
          {lines.fields.map((line, i) => (
            <div className="substance-line" key={line.id}>
              <span>
                {line.Name} · {t(`pesticides.toxicity.${line.BeeToxicity}`)}
              </span>
              <TextField
                label={t('pesticides.products.concentration', { name: line.Name })}
                inputMode="decimal"
                hasError={Boolean(lineError(i))}
                errorMessage={lineError(i) ? translateMessage(lineError(i)!) : undefined}
                {...form.register(`Lines.${i}.Concentration`)}
              />
              <SelectField label={t('pesticides.products.unit')} {...form.register(`Lines.${i}.Unit`)}>
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </SelectField>
              <Button
                size="small"
                onClick={() => lines.remove(i)}
                aria-label={t('pesticides.removeNamed', { name: line.Name })}
              >
                {t('pesticides.remove')}
              </Button>
            </div>
          ))}
          <TextField
            id="product-substance-search"
            type="search"
            label={t('pesticides.products.findSubstance')}
            descriptiveText={t('pesticides.products.findHint')}
            value={substanceSearch}
            autoComplete="off"
            onChange={(e) => setSubstanceSearch(e.target.value)}
          />
          {deferred.length >= 2 && (
            <ul className="plain-list" aria-label={t('pesticides.products.found')}>
              {(found.data?.pages[0]?.rows ?? []).slice(0, 8).map((s) => (
                <li key={s.SubstanceID}>
                  <Button
                    size="small"
                    isDisabled={watchedLines.some((l) => l.SubstanceID === s.SubstanceID)}
                    onClick={() => {
                      lines.append({
                        SubstanceID: s.SubstanceID,
                        Name: s.Name,
                        Concentration: '',
                        Unit: 'g/l',
                        BeeToxicity: s.BeeToxicity,
                      });
                      setSubstanceSearch('');
                    }}
                  >
                    {t('pesticides.products.addSubstance', { name: s.Name })}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <FormTextAreaField name="Uses" id="product-Uses" label={t('pesticides.col.uses')} rows={2} />
        <div className="form-row">
          <FormSelectField
            name="Status"
            id="product-Status"
            label={t('pesticides.col.status')}
            choices={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`pesticides.status.${s}`) }))}
          />
          <FormTextField
            name="ExpiryDate"
            id="product-Expiry"
            type="date"
            label={t('pesticides.col.expiry')}
            isRequired
          />
        </div>
        <fieldset className="statement-boxes">
          <legend>{t('pesticides.products.statements')}</legend>
          {BEE_HAZARD_STATEMENTS.map((s) => (
            <CheckboxField
              key={s}
              name="BeeHazardStatements"
              value={s}
              label={t(`pesticides.statement.${s}`)}
              checked={statements.includes(s)}
              onChange={(e) =>
                setStatements((cur) => (e.target.checked ? [...cur, s] : cur.filter((x) => x !== s)))
              }
            />
          ))}
        </fieldset>
        <FormTextAreaField
          name="BeeHazardText"
          id="product-HazardText"
          label={t('pesticides.products.hazardText')}
          rows={2}
        />
        <div aria-live="polite">
          <strong>{t('pesticides.products.liveLight')}</strong> <TrafficLightBadge light={live.Light} />
          <LightReasons reasons={live.Reasons} />
        </div>
        <FormTextField name="LabelUrl" id="product-Label" label={t('pesticides.products.labelUrl')} />
        <FormTextAreaField name="Notes" id="product-Notes" label={t('pesticides.products.notes')} rows={2} />
        <FormSubmit error={serverError}>{t('pesticides.save')}</FormSubmit>
      </SchemaForm>
    </section>
  );
}
