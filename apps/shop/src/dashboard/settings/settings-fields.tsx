import type { StaffStoreSettings } from '@juicyin/contract';
import { MoneyField } from '@juicyin/ui/money-field';
import { TextField } from '@juicyin/ui/text-field';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import type { Amount, SettingsDraft, TextField as TextPath } from './settings-draft.ts';

/** What each section needs from the form: the draft, a way to change it, and each field's problem. */
export interface SectionProps {
  readonly settings: StaffStoreSettings;
  readonly draft: SettingsDraft;
  readonly edit: (path: string, change: (draft: SettingsDraft) => SettingsDraft) => void;
  readonly problemOf: (path: string) => string | undefined;
}

export function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="staff-settings__section" aria-labelledby={`staff-settings-${id}`}>
      <h2 id={`staff-settings-${id}`}>{title}</h2>
      {hint ? <p className="staff-settings__hint">{hint}</p> : null}
      <div className="staff-settings__fields">{children}</div>
    </section>
  );
}

const scripts = { en: { dir: 'ltr', lang: 'en' }, ar: { dir: 'rtl', lang: 'ar' } } as const;

/** A text field of the draft, under its body path; `script` for text written in one language. */
export function DraftText({
  path,
  label,
  description,
  script,
  numeric,
  isRequired = true,
  ...section
}: SectionProps & {
  readonly path: TextPath;
  readonly label: string;
  readonly description?: string;
  readonly script?: 'en' | 'ar' | 'ltr';
  readonly numeric?: 'numeric' | 'decimal';
  readonly isRequired?: boolean;
}) {
  const problem = section.problemOf(path);
  const direction = script === 'ltr' ? { dir: 'ltr' } : script ? scripts[script] : {};
  return (
    <TextField
      label={label}
      description={description}
      isRequired={isRequired}
      value={section.draft.text[path]}
      onChange={(value) => section.edit(path, (draft) => ({ ...draft, text: { ...draft.text, [path]: value } }))}
      isInvalid={problem !== undefined}
      errorMessage={problem}
      inputProps={{ ...direction, ...(numeric ? { inputMode: numeric } : {}), autoComplete: 'off' }}
    />
  );
}

/** The same text in English and Arabic: two fields, each labelled with its language. */
export function BothLanguages({
  path,
  label,
  ...section
}: SectionProps & {
  path: 'cashOnDelivery.reason' | 'seller.name' | 'contact.address' | 'contact.hours';
  label: MessageKey;
  isRequired?: boolean;
}) {
  const t = useMessages();
  return (
    <div className="staff-settings__pair">
      <DraftText
        {...section}
        path={`${path}.en`}
        script="en"
        label={`${t(label)} (${t('dashboard.settings.english')})`}
      />
      <DraftText
        {...section}
        path={`${path}.ar`}
        script="ar"
        label={`${t(label)} (${t('dashboard.settings.arabic')})`}
      />
    </div>
  );
}

/** An amount in SAR of the draft: the kit's money field, its own error or the form's. */
export function DraftMoney({
  path,
  label,
  value,
  onChange,
  problemOf,
}: Pick<SectionProps, 'problemOf'> & {
  readonly path: string;
  readonly label: string;
  readonly value: Amount;
  readonly onChange: (value: Amount) => void;
}) {
  const problem = problemOf(path);
  return (
    <MoneyField
      label={label}
      isRequired
      defaultValue={value.halalas ?? undefined}
      onChange={onChange}
      {...(problem === undefined ? {} : { isInvalid: true, errorMessage: problem })}
    />
  );
}
