import { MoneyField } from '@juicyin/ui/money-field';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { LoyaltyEventDraft, LoyaltyEventField } from './loyalty-event-draft.ts';

export interface SaverCouponFieldsProps {
  readonly draft: LoyaltyEventDraft;
  /** Changing a window: its coupon's code is shown, not changed. */
  readonly isEditing: boolean;
  readonly edit: (field: LoyaltyEventField, change: Partial<LoyaltyEventDraft>) => void;
  readonly shown: (field: LoyaltyEventField) => { isInvalid: boolean; errorMessage: string | undefined };
}

/**
 * A Super Saver day's coupon, in the coupon editor's words: its code (optional, when scheduling),
 * percent or amount off and the minimum sub total. Its dates, tier and limit follow the window.
 */
export function SaverCouponFields({ draft, isEditing, edit, shown }: SaverCouponFieldsProps) {
  const t = useMessages();
  return (
    <fieldset className="staff-loyalty-events__coupon">
      <legend>{t('dashboard.loyaltyEvents.coupon.legend')}</legend>
      <p className="staff-loyalty-events__hint">{t('dashboard.loyaltyEvents.coupon.hint')}</p>
      <div className="staff-loyalty-events__fields">
        <TextField
          label={t('dashboard.coupon.field.code')}
          description={isEditing ? t('dashboard.coupon.field.codeFixed') : t('dashboard.loyaltyEvents.coupon.codeHint')}
          value={draft.couponCode}
          onChange={(couponCode) => edit('coupon.code', { couponCode })}
          isReadOnly={isEditing}
          maxLength={30}
          inputProps={{ dir: 'ltr', autoComplete: 'off', autoCapitalize: 'characters' }}
          {...shown('coupon.code')}
        />
        <RadioGroup
          label={t('dashboard.coupon.field.kind')}
          orientation="horizontal"
          value={draft.couponKind}
          onChange={(kind) => edit('coupon.value', { couponKind: kind === 'fixed' ? 'fixed' : 'percent' })}
        >
          <Radio value="percent">{t('dashboard.coupons.kind.percent')}</Radio>
          <Radio value="fixed">{t('dashboard.coupons.kind.fixed')}</Radio>
        </RadioGroup>
        {draft.couponKind === 'percent' ? (
          <TextField
            label={t('dashboard.coupon.field.percent')}
            description={t('dashboard.coupon.field.percentHint')}
            value={draft.percent}
            onChange={(percent) => edit('coupon.value', { percent })}
            isRequired
            inputProps={{ dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' }}
            {...shown('coupon.value')}
          />
        ) : (
          <MoneyField
            label={t('dashboard.coupon.field.amount')}
            isRequired
            defaultValue={draft.amount.halalas ?? undefined}
            onChange={(amount) => edit('coupon.value', { amount })}
            {...shown('coupon.value')}
          />
        )}
        <MoneyField
          label={t('dashboard.coupon.field.minimum')}
          description={t('dashboard.coupon.field.minimumHint')}
          defaultValue={draft.minSubTotal.halalas ?? undefined}
          isRequired
          onChange={(minSubTotal) => edit('coupon.minSubTotal', { minSubTotal })}
          {...shown('coupon.minSubTotal')}
        />
      </div>
    </fieldset>
  );
}
