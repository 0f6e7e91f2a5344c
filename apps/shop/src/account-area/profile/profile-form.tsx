import type { Shopper } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { type ReactNode, type SyntheticEvent, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import {
  draftOf,
  FieldEditor,
  FieldValue,
  type ProfileDraft,
  type ProfileField,
  profileFields,
  useFieldLabel,
} from './profile-fields.tsx';
import { FocusOnOpen } from './focus-on-open.tsx';
import { profileErrors } from './profile-errors.ts';
import { type ProfileChange, useSaveProfile } from './use-profile.ts';

/** What `PATCH /api/me` gets for the fields being edited (and only those). */
function changeOf(draft: ProfileDraft, editing: ReadonlySet<ProfileField>): ProfileChange {
  const change: { -readonly [K in keyof ProfileChange]: ProfileChange[K] } = {};
  for (const field of editing) {
    if (field === 'mobile') change.mobile = draft.mobile.trim() === '' ? null : draft.mobile;
    else if (field === 'birthdate') change.birthdate = draft.birthdate?.toString() ?? null;
    else if (field === 'preferredLanguage') change.preferredLanguage = draft.preferredLanguage;
    else if (field === 'gender') change.gender = draft.gender;
    else change[field] = draft[field];
  }
  return change;
}

export interface ProfileFormProps {
  readonly shopper: Shopper;
  /** After a save that changed the e-mail address (the API sent a link to the new one). */
  readonly onEmailChanged: (email: string) => void;
  /** Shown under the e-mail address while it is not being edited (its verification). */
  readonly emailExtra?: ReactNode;
}

/**
 * The shopper's details, each read-only text with its own Edit; an edited field becomes the kit's
 * control for it, and 'Save changes' sends the edited fields together. The API's refusals show on
 * their fields and nothing is saved; a saved form is read-only again.
 */
export function ProfileForm({ shopper, onEmailChanged, emailExtra }: ProfileFormProps) {
  const t = useMessages();
  const labelOf = useFieldLabel();
  const save = useSaveProfile();
  const [editing, setEditing] = useState<ReadonlySet<ProfileField>>(new Set());
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(shopper));
  const [saved, setSaved] = useState(false);
  const errors = save.isError ? profileErrors(t, save.error) : {};
  const fieldErrors = profileFields.filter((field) => editing.has(field) && errors[field] !== undefined);
  // A refusal that names no field being edited (or none at all) is said in the alert itself.
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !fieldErrors.some((shown) => shown === field))
    .map(([, message]) => message);

  const edit = (field: ProfileField) => {
    setDraft((current) => ({ ...current, [field]: draftOf(shopper)[field] }));
    setEditing((current) => new Set([...current, field]));
    setSaved(false);
  };
  const cancel = () => {
    setEditing(new Set());
    save.reset();
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing.size === 0 || save.isPending) return;
    save.mutate(changeOf(draft, editing), {
      onSuccess: (next) => {
        setEditing(new Set());
        setSaved(true);
        if (next.email !== shopper.email) onEmailChanged(next.email);
      },
    });
  };

  return (
    <form className="shop-profile__form" noValidate onSubmit={submit} aria-labelledby="profile-details">
      <h2 id="profile-details" className="shop-profile__subheading">
        {t('account.profile.details')}
      </h2>
      {save.isError ? (
        <div role="alert" className="shop-profile__problem">
          {fieldErrors.length > 0 ? <p>{t('account.profile.notSaved')}</p> : null}
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <div className="shop-profile__rows">
        {profileFields.map((field) =>
          editing.has(field) ? (
            <FocusOnOpen key={field} className="shop-profile__row shop-profile__row--editing">
              <FieldEditor
                field={field}
                draft={draft}
                error={errors[field]}
                onChange={(change) => {
                  setDraft((current) => ({ ...current, ...change }));
                }}
              />
            </FocusOnOpen>
          ) : (
            <div key={field} className="shop-profile__row">
              <dl className="shop-profile__fact">
                <dt>{labelOf(field)}</dt>
                <dd>
                  <FieldValue field={field} shopper={shopper} />
                </dd>
              </dl>
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('account.profile.editField', { field: labelOf(field) })}
                onPress={() => edit(field)}
              >
                {t('account.profile.edit')}
              </Button>
              {field === 'email' ? emailExtra : null}
            </div>
          ),
        )}
      </div>
      <p role="status" className="shop-profile__status">
        {save.isPending ? t('account.profile.saving') : saved ? t('account.profile.saved') : ''}
      </p>
      {editing.size > 0 ? (
        <div className="shop-profile__actions">
          <Button type="submit" isDisabled={save.isPending}>
            {t('account.profile.save')}
          </Button>
          <Button variant="secondary" onPress={cancel} isDisabled={save.isPending}>
            {t('account.profile.cancel')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
