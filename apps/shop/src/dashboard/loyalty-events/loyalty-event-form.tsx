import { ApiError, type StaffLoyaltyEvent } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { DateField, parseDate } from '@juicyin/ui/date-field';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { TextField } from '@juicyin/ui/text-field';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import {
  bodyOf,
  emptyDraft,
  FORM_TIERS,
  type LoyaltyEventDraft,
  type LoyaltyEventField,
  NAME_MAX,
  type Problem,
  refusalProblems,
} from './loyalty-event-draft.ts';
import { useCreateLoyaltyEvent } from './loyalty-events-queries.ts';

const day = (text: string) => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

export interface LoyaltyEventFormProps {
  readonly onCreated: (event: StaffLoyaltyEvent) => void;
}

/**
 * The form that schedules a window: its own problems before asking (names, dates), the API's after
 * (a rule's refusal by its code, in the page's language) at their fields; the keyboard goes to the
 * first field to fix. A create names a key of its own (see `useCreateLoyaltyEvent`).
 */
export function LoyaltyEventForm({ onCreated }: LoyaltyEventFormProps) {
  const t = useMessages();
  const create = useCreateLoyaltyEvent();
  const [draft, setDraft] = useState<LoyaltyEventDraft>(emptyDraft);
  const [problems, setProblems] = useState<Readonly<Partial<Record<LoyaltyEventField, Problem>>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (refusedAt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAt]);
  const say = (problem: Problem): string => {
    switch (problem.kind) {
      case 'required':
      case 'date':
        return t(`dashboard.loyaltyEvents.problem.${problem.kind}`);
      case 'tooLong':
        return t('dashboard.loyaltyEvents.problem.tooLong', { max: problem.max });
      case 'refused':
        return t(`dashboard.loyaltyEvents.problem.${problem.code}`);
      case 'text':
        return problem.text;
    }
  };
  const shown = (field: LoyaltyEventField) => {
    const problem = problems[field];
    return { isInvalid: problem !== undefined, errorMessage: problem ? say(problem) : undefined };
  };
  const edit = (field: LoyaltyEventField, change: Partial<LoyaltyEventDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (field in problems) setProblems(({ [field]: _dropped, ...rest }) => rest);
  };
  const fixing = Object.keys(problems).length > 0;
  const failed = create.error && !(create.error instanceof ApiError && create.error.body.error.fields);
  return (
    <form
      ref={formRef}
      className="staff-loyalty-events__form"
      noValidate
      aria-label={t('dashboard.loyaltyEvents.form')}
      onSubmit={(event) => {
        event.preventDefault();
        const made = bodyOf(draft);
        if ('problems' in made) {
          setProblems(made.problems);
          setRefusedAt((count) => count + 1);
          return;
        }
        setProblems({});
        create.mutate(made.body, {
          onSuccess: (created) => {
            setDraft(emptyDraft);
            onCreated(created);
          },
          onError: (error) => {
            if (!(error instanceof ApiError) || !error.body.error.fields) return;
            setProblems(refusalProblems(error.body.error.code, error.body.error.fields));
            setRefusedAt((count) => count + 1);
          },
        });
      }}
    >
      <h2 className="staff-loyalty-events__subheading">{t('dashboard.loyaltyEvents.form')}</h2>
      <div className="staff-loyalty-events__fields">
        <RadioGroup
          label={t('dashboard.loyaltyEvents.field.kind')}
          orientation="horizontal"
          value={draft.kind}
          onChange={(kind) => edit('kind', { kind: kind === 'super-saver' ? 'super-saver' : 'bonus-points' })}
          {...shown('kind')}
        >
          <Radio value="bonus-points">{t('dashboard.loyaltyEvents.kind.bonus-points')}</Radio>
          <Radio value="super-saver">{t('dashboard.loyaltyEvents.kind.super-saver')}</Radio>
        </RadioGroup>
        <RadioGroup
          label={t('dashboard.loyaltyEvents.field.tier')}
          orientation="horizontal"
          value={draft.tier === '' ? 'all' : draft.tier}
          onChange={(tier) => edit('tier', { tier: FORM_TIERS.find((each) => each === tier) ?? '' })}
          {...shown('tier')}
        >
          <Radio value="all">{t('dashboard.loyaltyEvents.tier.all')}</Radio>
          {FORM_TIERS.map((tier) => (
            <Radio key={tier} value={tier}>
              {t(`dashboard.loyaltyEvents.tier.${tier}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          label={t('dashboard.loyaltyEvents.field.nameEn')}
          value={draft.nameEn}
          onChange={(nameEn) => edit('name.en', { nameEn })}
          isRequired
          maxLength={NAME_MAX}
          inputProps={{ dir: 'ltr', lang: 'en', autoComplete: 'off' }}
          {...shown('name.en')}
        />
        <TextField
          label={t('dashboard.loyaltyEvents.field.nameAr')}
          value={draft.nameAr}
          onChange={(nameAr) => edit('name.ar', { nameAr })}
          isRequired
          maxLength={NAME_MAX}
          inputProps={{ dir: 'rtl', lang: 'ar', autoComplete: 'off' }}
          {...shown('name.ar')}
        />
        <DateField
          label={t('dashboard.loyaltyEvents.field.startDate')}
          description={t('dashboard.loyaltyEvents.field.datesHint')}
          value={day(draft.startDate)}
          onChange={(value) => edit('startDate', { startDate: value ? value.toString() : '' })}
          isRequired
          {...shown('startDate')}
        />
        <DateField
          label={t('dashboard.loyaltyEvents.field.endDate')}
          description={t('dashboard.loyaltyEvents.field.datesHint')}
          value={day(draft.endDate)}
          onChange={(value) => edit('endDate', { endDate: value ? value.toString() : '' })}
          isRequired
          {...shown('endDate')}
        />
      </div>
      <div className="staff-loyalty-events__actions">
        {fixing ? (
          <p role="alert" className="staff-loyalty-events__problem">
            {t('dashboard.loyaltyEvents.fix')}
          </p>
        ) : failed ? (
          <p role="alert" className="staff-loyalty-events__problem">
            {t('dashboard.loyaltyEvents.failed')}
          </p>
        ) : null}
        <Button type="submit" isPending={create.isPending}>
          {t('dashboard.loyaltyEvents.add')}
        </Button>
      </div>
    </form>
  );
}
