import { ApiError, type StaffCoupon, type StaffCouponCreateBody } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import {
  bodyOf,
  COUPON_FIELDS,
  type CouponDraft,
  type CouponField,
  draftOf,
  emptyDraft,
  type Problem,
} from './coupon-draft.ts';
import { CouponFields } from './coupon-fields.tsx';
import { apiMessage } from './coupon-messages.ts';
import { useCreateCoupon, useSaveCoupon } from './coupon-queries.ts';

export interface CouponFormProps {
  /** The coupon as it was opened (its version is the one a save names); null for a new coupon. */
  readonly coupon: StaffCoupon | null;
  /** Bumped when the coupon is opened again (saved, reloaded): the form starts from it. */
  readonly opening: number;
  readonly onSaved: (saved: StaffCoupon) => void;
  /** The API refused the save: someone saved the coupon since it was opened (409 `version_conflict`). */
  readonly onConflict: () => void;
}

const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.body.error.code === 'version_conflict';

/** A Super Saver day's coupon: the API refuses to change it here (422 `coupon_follows_window`). */
const followsWindow = (error: unknown) =>
  error instanceof ApiError && error.body.error.code === 'coupon_follows_window';

/** Where an API field path is shown: a field of the form, or nowhere (listed above the button). */
const shownAt = (path: string): CouponField | null =>
  COUPON_FIELDS.find((field) => field === path) ?? (path === 'kind' ? 'value' : null);

/**
 * A coupon's form: the form's own problems before asking (numbers, amounts), the API's after
 * (translated where the form knows the message) at their fields; the keyboard goes to the first
 * field to fix. A create names a key of its own (see `useCreateCoupon`); a save names the version.
 */
export function CouponForm({ coupon, opening, onSaved, onConflict }: CouponFormProps) {
  const t = useMessages();
  const create = useCreateCoupon();
  const save = useSaveCoupon(coupon?.code ?? '');
  const mutation = coupon ? save : create;
  const [draft, setDraft] = useState<CouponDraft>(() => (coupon ? draftOf(coupon) : emptyDraft));
  const [problems, setProblems] = useState<Readonly<Partial<Record<CouponField, Problem>>>>({});
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped when a save could not be made or was refused at a field: the first such field gets the focus.
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (refusedAt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAt]);
  const say = (message: string) => {
    const said = apiMessage(message);
    return 'text' in said ? said.text : t(said.key, said.values);
  };
  const problemOf = (field: CouponField): string | undefined => {
    const problem = problems[field];
    if (problem) return problem.kind === 'amount' ? problem.message : t(`dashboard.coupon.problem.${problem.kind}`);
    const message = refused[field];
    return message === undefined ? undefined : say(message);
  };
  const edit = (field: CouponField, change: Partial<CouponDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (field in problems) setProblems(({ [field]: _dropped, ...rest }) => rest);
    if (field in refused) setRefused(({ [field]: _dropped, ...rest }) => rest);
  };
  const refusedWith = (error: unknown) => {
    if (isConflict(error)) {
      onConflict();
      return;
    }
    const fields = error instanceof ApiError ? (error.body.error.fields ?? {}) : {};
    const placed: Record<string, string> = {};
    for (const [path, message] of Object.entries(fields)) placed[shownAt(path) ?? path] ??= message;
    setRefused(placed);
    if (Object.keys(placed).length > 0) setRefusedAt((count) => count + 1);
  };
  const send = (body: StaffCouponCreateBody) => {
    if (!coupon) {
      create.mutate(body, { onSuccess: onSaved, onError: refusedWith });
      return;
    }
    const { kind, value, minSubTotal, validFrom, validUntil, totalLimit, perShopperLimit, tier, description } = body;
    save.mutate(
      {
        version: coupon.version,
        kind,
        value,
        minSubTotal,
        validFrom,
        validUntil,
        totalLimit,
        perShopperLimit,
        tier,
        description,
      },
      { onSuccess: onSaved, onError: refusedWith },
    );
  };
  const elsewhere = Object.entries(refused).filter(([path]) => shownAt(path) === null);
  const needsFix = Object.keys(problems).length > 0 || Object.keys(refused).length > 0;
  const failed =
    mutation.error &&
    !isConflict(mutation.error) &&
    !(mutation.error instanceof ApiError && mutation.error.body.error.fields);
  return (
    <form
      ref={formRef}
      className="staff-coupon__form"
      noValidate
      aria-label={t('dashboard.coupon.form')}
      onSubmit={(event) => {
        event.preventDefault();
        const made = bodyOf(draft);
        if ('problems' in made) {
          setProblems(made.problems);
          setRefusedAt((count) => count + 1);
          return;
        }
        setProblems({});
        setRefused({});
        send(made.body);
      }}
    >
      <CouponFields draft={draft} isEditing={coupon !== null} opening={opening} edit={edit} problemOf={problemOf} />
      <div className="staff-coupon__actions">
        {needsFix ? (
          <div role="alert" className="staff-coupon__problem">
            <p>{t('dashboard.coupon.fix')}</p>
            {elsewhere.length > 0 ? (
              <ul>
                {elsewhere.map(([path, message]) => (
                  <li key={path}>
                    <span dir="ltr">{path}</span>: {say(message)}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : failed ? (
          <p role="alert" className="staff-coupon__problem">
            {t(followsWindow(mutation.error) ? 'dashboard.coupon.followsWindow' : 'dashboard.coupon.failed')}
          </p>
        ) : null}
        <Button type="submit" isPending={mutation.isPending}>
          {t(coupon ? 'dashboard.coupon.save' : 'dashboard.coupon.create')}
        </Button>
      </div>
    </form>
  );
}
