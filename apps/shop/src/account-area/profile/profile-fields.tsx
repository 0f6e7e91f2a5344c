import type { Shopper } from '@juicyin/contract';
import { Badge } from '@juicyin/ui/badge';
import { type CalendarDate, DateField, parseDate } from '@juicyin/ui/date-field';
import { PhoneField } from '@juicyin/ui/phone-field';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { Select } from '@juicyin/ui/select';
import { TextField } from '@juicyin/ui/text-field';
import type { ReactNode } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { formatDay } from '../../i18n/format-day.ts';
import { displayMobile, mobileDraft } from './profile-format.ts';

/** The profile's fields, in the order the page shows them (the API's names). */
export const profileFields = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'preferredLanguage',
  'gender',
  'birthdate',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** What the shopper is typing into the fields being edited. */
export interface ProfileDraft {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** As typed after the PhoneField's "+966"; empty removes the number. */
  readonly mobile: string;
  readonly preferredLanguage: Shopper['preferredLanguage'];
  readonly gender: Shopper['gender'];
  readonly birthdate: CalendarDate | null;
}

export function draftOf(shopper: Shopper): ProfileDraft {
  return {
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    email: shopper.email,
    mobile: mobileDraft(shopper.mobile),
    preferredLanguage: shopper.preferredLanguage,
    gender: shopper.gender,
    birthdate: shopper.birthdate === null ? null : parseDate(shopper.birthdate),
  };
}

const languages = ['en', 'ar', 'hi', 'ur'] as const;

/** A field's label (also what its Edit button names). */
export function useFieldLabel(): (field: ProfileField) => string {
  const t = useMessages();
  return (field) => t(`account.profile.${field === 'preferredLanguage' ? 'language' : field}`);
}

/** The birthdate in the Gregorian calendar, and in Arabic the Hijri date (Umm al-Qura) beside it. */
function Birthdate({ iso }: { readonly iso: string }) {
  const t = useMessages();
  const language = useLanguage();
  return (
    <>
      <time dateTime={iso}>{formatDay(language, iso, 'gregory')}</time>
      {language === 'ar' ? (
        <span className="shop-profile__hijri">
          {t('account.profile.hijri', { date: formatDay(language, iso, 'islamic-umalqura') })}
        </span>
      ) : null}
    </>
  );
}

/** A field's saved value as read-only text. */
export function FieldValue({ field, shopper }: { readonly field: ProfileField; readonly shopper: Shopper }) {
  const t = useMessages();
  const notGiven = <span className="shop-profile__none">{t('account.profile.notGiven')}</span>;
  switch (field) {
    case 'email':
      return (
        <>
          <span className="shop-profile__email">{shopper.email}</span>{' '}
          <Badge tone={shopper.emailVerified ? 'leaf' : 'mango'} size="sm">
            {t(shopper.emailVerified ? 'account.profile.verified' : 'account.profile.notVerified')}
          </Badge>
        </>
      );
    case 'mobile':
      return shopper.mobile === null ? notGiven : <span dir="ltr">{displayMobile(shopper.mobile)}</span>;
    case 'preferredLanguage':
      return t(`account.profile.language.${shopper.preferredLanguage}`);
    case 'gender':
      return shopper.gender === null ? notGiven : t(`account.profile.gender.${shopper.gender}`);
    case 'birthdate':
      return shopper.birthdate === null ? notGiven : <Birthdate iso={shopper.birthdate} />;
    default:
      return shopper[field];
  }
}

export interface FieldEditorProps {
  readonly field: ProfileField;
  readonly draft: ProfileDraft;
  readonly onChange: (change: Partial<ProfileDraft>) => void;
  /** The API's message for this field, if it refused the value. */
  readonly error: string | undefined;
}

/** A field being edited: the kit's control for it, with the API's message under it. */
export function FieldEditor({ field, draft, onChange, error }: FieldEditorProps): ReactNode {
  const t = useMessages();
  const language = useLanguage();
  const label = useFieldLabel()(field);
  const invalid = { isInvalid: error !== undefined, errorMessage: error };
  switch (field) {
    case 'firstName':
    case 'lastName':
      return (
        <TextField
          label={label}
          autoComplete={field === 'firstName' ? 'given-name' : 'family-name'}
          value={draft[field]}
          onChange={(value) => onChange({ [field]: value })}
          {...invalid}
        />
      );
    case 'email':
      return (
        <TextField
          label={label}
          type="email"
          autoComplete="email"
          description={t('account.profile.emailHint')}
          value={draft.email}
          onChange={(email) => onChange({ email })}
          {...invalid}
        />
      );
    case 'mobile':
      return (
        <PhoneField
          label={label}
          description={t('account.profile.mobileHint')}
          value={draft.mobile}
          onChange={(mobile) => onChange({ mobile })}
          {...invalid}
        />
      );
    case 'preferredLanguage':
      return (
        <Select
          label={label}
          description={t('account.profile.languageHint')}
          options={languages.map((id) => ({ id, label: t(`account.profile.language.${id}`) }))}
          value={draft.preferredLanguage}
          onChange={(key) => {
            const chosen = languages.find((id) => id === key);
            if (chosen) onChange({ preferredLanguage: chosen });
          }}
          {...invalid}
        />
      );
    case 'gender':
      return (
        <RadioGroup
          label={label}
          orientation="horizontal"
          value={draft.gender}
          onChange={(value) => onChange({ gender: value === 'female' ? 'female' : 'male' })}
          {...invalid}
        >
          <Radio value="male">{t('account.profile.gender.male')}</Radio>
          <Radio value="female">{t('account.profile.gender.female')}</Radio>
        </RadioGroup>
      );
    case 'birthdate':
      return (
        <DateField
          label={label}
          isBirthdate
          value={draft.birthdate}
          onChange={(birthdate) => onChange({ birthdate })}
          description={
            language === 'ar' && draft.birthdate
              ? t('account.profile.hijri', {
                  date: formatDay(language, draft.birthdate.toString(), 'islamic-umalqura'),
                })
              : undefined
          }
          {...invalid}
        />
      );
  }
}
