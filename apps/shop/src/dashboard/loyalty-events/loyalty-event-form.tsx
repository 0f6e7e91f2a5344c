import { ApiError, type StaffLoyaltyEvent, type StaffLoyaltyEventCreateBody } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { apiMessage } from '../coupon/coupon-messages.ts';
import {
  bodyOf,
  draftOf,
  emptyDraft,
  type LoyaltyEventDraft,
  type LoyaltyEventField,
  type Problem,
  refusalProblems,
} from './loyalty-event-draft.ts';
import { LoyaltyEventFields } from './loyalty-event-fields.tsx';
import { eventName } from './loyalty-events-columns.tsx';
import { useCreateLoyaltyEvent, useSaveLoyaltyEvent } from './loyalty-events-queries.ts';

export interface LoyaltyEventFormProps {
  /** The window being changed, as it was read (its version is the one a save names); null to schedule one. */
  readonly event?: StaffLoyaltyEvent | null;
  /** Scheduled or saved. */
  readonly onSaved: (event: StaffLoyaltyEvent) => void;
  /** Changing: staff close the form without saving. */
  readonly onCancel?: () => void;
}

const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body.error.code === 'version_conflict';

/**
 * The form that schedules a window, or changes one that has not started: its own problems before
 * asking (names, dates, a Super Saver day's tier and discount), the API's after (a rule's refusal
 * by its code, a field message translated, in the page's language) at their fields; the keyboard
 * goes to the first field to fix. A create names a key of its own (see `useCreateLoyaltyEvent`); a
 * change names the version it was read at, and a 409 says someone saved it since.
 */
export function LoyaltyEventForm({ event = null, onSaved, onCancel }: LoyaltyEventFormProps) {
  const t = useMessages();
  const language = useLanguage();
  const create = useCreateLoyaltyEvent();
  const save = useSaveLoyaltyEvent(event?.id ?? 0);
  const mutation = event ? save : create;
  const [draft, setDraft] = useState<LoyaltyEventDraft>(() => (event ? draftOf(event) : emptyDraft));
  const [problems, setProblems] = useState<Readonly<Partial<Record<LoyaltyEventField, Problem>>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const [refusedAt, setRefusedAt] = useState(0);
  // Opened to change a window: the keyboard goes to the form's heading, where the fields begin.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = event !== null;
  useEffect(() => {
    if (editing) headingRef.current?.focus();
  }, [editing]);
  useEffect(() => {
    if (refusedAt === 0) return;
    // The first field to fix; a group (the tier's radios) by its chosen choice, else its first.
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      invalid?.matches('input, textarea, select, [role="spinbutton"]') === false
        ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
        : invalid;
    target?.focus();
  }, [refusedAt]);
  const say = (problem: Problem): string => {
    switch (problem.kind) {
      case 'required':
      case 'date':
      case 'saverTier':
      case 'saverCoupon':
        return t(`dashboard.loyaltyEvents.problem.${problem.kind}`);
      case 'tooLong':
        return t('dashboard.loyaltyEvents.problem.tooLong', { max: problem.max });
      case 'refused':
        return t(`dashboard.loyaltyEvents.problem.${problem.code}`);
      case 'coupon': {
        const said = apiMessage(problem.message);
        return 'text' in said ? said.text : t(said.key, said.values);
      }
      case 'amount':
        return problem.message;
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
  const refusedWith = (error: unknown) => {
    if (!(error instanceof ApiError) || !error.body.error.fields) return;
    setProblems(refusalProblems(error.body.error.code, error.body.error.fields));
    setRefusedAt((count) => count + 1);
  };
  const send = (body: Exclude<StaffLoyaltyEventCreateBody, undefined>) => {
    if (!event) {
      create.mutate(body, {
        onSuccess: (created) => {
          setDraft(emptyDraft);
          onSaved(created);
        },
        onError: refusedWith,
      });
      return;
    }
    const { coupon, ...window } = body;
    const discount = coupon && { kind: coupon.kind, value: coupon.value, minSubTotal: coupon.minSubTotal };
    save.mutate({ ...window, coupon: discount, version: event.version }, { onSuccess: onSaved, onError: refusedWith });
  };
  const fixing = Object.keys(problems).length > 0;
  const conflict = isConflict(mutation.error);
  const failed =
    mutation.error && !conflict && !(mutation.error instanceof ApiError && mutation.error.body.error.fields);
  const title = event
    ? t('dashboard.loyaltyEvents.editForm', { name: eventName(event, language) })
    : t('dashboard.loyaltyEvents.form');
  return (
    <form
      ref={formRef}
      className="staff-loyalty-events__form"
      noValidate
      aria-label={title}
      onSubmit={(submitted) => {
        submitted.preventDefault();
        const made = bodyOf(draft);
        if ('problems' in made) {
          setProblems(made.problems);
          setRefusedAt((count) => count + 1);
          return;
        }
        setProblems({});
        send(made.body);
      }}
    >
      <h2 ref={headingRef} tabIndex={-1} className="staff-loyalty-events__subheading">
        {title}
      </h2>
      <LoyaltyEventFields draft={draft} isEditing={event !== null} edit={edit} shown={shown} />
      <div className="staff-loyalty-events__actions">
        {fixing ? (
          <p role="alert" className="staff-loyalty-events__problem">
            {t(event ? 'dashboard.loyaltyEvents.fixEdit' : 'dashboard.loyaltyEvents.fix')}
          </p>
        ) : conflict ? (
          <p role="alert" className="staff-loyalty-events__problem">
            {t('dashboard.loyaltyEvents.conflict')}
          </p>
        ) : failed ? (
          <p role="alert" className="staff-loyalty-events__problem">
            {t(event ? 'dashboard.loyaltyEvents.saveFailed' : 'dashboard.loyaltyEvents.failed')}
          </p>
        ) : null}
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel}>
            {t('dashboard.loyaltyEvents.cancel')}
          </Button>
        ) : null}
        <Button type="submit" isPending={mutation.isPending}>
          {t(event ? 'dashboard.loyaltyEvents.save' : 'dashboard.loyaltyEvents.add')}
        </Button>
      </div>
    </form>
  );
}
