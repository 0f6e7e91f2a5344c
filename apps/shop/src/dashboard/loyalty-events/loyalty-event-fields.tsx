import { DateField, parseDate } from '@juicyin/ui/date-field';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { FORM_TIERS, type LoyaltyEventDraft, type LoyaltyEventField, NAME_MAX } from './loyalty-event-draft.ts';
import { SaverCouponFields } from './saver-coupon-fields.tsx';

const day = (text: string) => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

export interface LoyaltyEventFieldsProps {
  readonly draft: LoyaltyEventDraft;
  readonly isEditing: boolean;
  readonly edit: (field: LoyaltyEventField, change: Partial<LoyaltyEventDraft>) => void;
  readonly shown: (field: LoyaltyEventField) => { isInvalid: boolean; errorMessage: string | undefined };
}

/** A window's fields (kind, tier, names, days) and, for a Super Saver day, its coupon's. */
export function LoyaltyEventFields({ draft, isEditing, edit, shown }: LoyaltyEventFieldsProps) {
  const t = useMessages();
  return (
    <>
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
      {draft.kind === 'super-saver' ? (
        <SaverCouponFields draft={draft} isEditing={isEditing} edit={edit} shown={shown} />
      ) : null}
    </>
  );
}
