import { TIERS } from '@juicyin/domain';
import { DateField, parseDate } from '@juicyin/ui/date-field';
import { MoneyField } from '@juicyin/ui/money-field';
import { NativeSelect } from '@juicyin/ui/native-select';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { TextField } from '@juicyin/ui/text-field';
import { useMessages } from '../../i18n/messages-provider.tsx';
import type { CouponDraft, CouponField } from './coupon-draft.ts';

export interface CouponFieldsProps {
  readonly draft: CouponDraft;
  /** Editing: the code is shown, not changed. */
  readonly isEditing: boolean;
  /** Bumped when the form is opened again (a reload): the money fields start from the draft again. */
  readonly opening: number;
  readonly edit: (field: CouponField, change: Partial<CouponDraft>) => void;
  readonly problemOf: (field: CouponField) => string | undefined;
}

type TextKey = 'code' | 'percent' | 'totalLimit' | 'perShopperLimit' | 'descriptionEn' | 'descriptionAr';

const day = (text: string) => {
  try {
    return text ? parseDate(text) : null;
  } catch {
    return null;
  }
};

/** The coupon's fields, each with its problem beside it (in the page's language). */
export function CouponFields({ draft, isEditing, opening, edit, problemOf }: CouponFieldsProps) {
  const t = useMessages();
  const shown = (field: CouponField) => {
    const problem = problemOf(field);
    return { isInvalid: problem !== undefined, errorMessage: problem };
  };
  const text = (
    field: CouponField,
    key: TextKey,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      value={draft[key]}
      onChange={(value) => edit(field, { [key]: value })}
      {...shown(field)}
      {...extra}
    />
  );
  return (
    <>
      <div className="staff-coupon__fields">
        {text('code', 'code', t('dashboard.coupon.field.code'), {
          description: isEditing ? t('dashboard.coupon.field.codeFixed') : t('dashboard.coupon.field.codeHint'),
          isReadOnly: isEditing,
          isRequired: !isEditing,
          maxLength: 30,
          inputProps: { dir: 'ltr', autoComplete: 'off', autoCapitalize: 'characters' },
        })}
        <RadioGroup
          label={t('dashboard.coupon.field.kind')}
          orientation="horizontal"
          value={draft.kind}
          onChange={(kind) => edit('value', { kind: kind === 'fixed' ? 'fixed' : 'percent' })}
        >
          <Radio value="percent">{t('dashboard.coupons.kind.percent')}</Radio>
          <Radio value="fixed">{t('dashboard.coupons.kind.fixed')}</Radio>
        </RadioGroup>
        {draft.kind === 'percent' ? (
          text('value', 'percent', t('dashboard.coupon.field.percent'), {
            isRequired: true,
            description: t('dashboard.coupon.field.percentHint'),
            inputProps: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
          })
        ) : (
          <MoneyField
            key={`amount-${String(opening)}`}
            label={t('dashboard.coupon.field.amount')}
            isRequired
            defaultValue={draft.amount.halalas ?? undefined}
            onChange={(amount) => edit('value', { amount })}
            {...shown('value')}
          />
        )}
        <MoneyField
          key={`minimum-${String(opening)}`}
          label={t('dashboard.coupon.field.minimum')}
          description={t('dashboard.coupon.field.minimumHint')}
          defaultValue={draft.minSubTotal.halalas ?? undefined}
          isRequired
          onChange={(minSubTotal) => edit('minSubTotal', { minSubTotal })}
          {...shown('minSubTotal')}
        />
      </div>
      <div className="staff-coupon__fields">
        <DateField
          label={t('dashboard.coupon.field.validFrom')}
          description={t('dashboard.coupon.field.validFromHint')}
          value={day(draft.validFrom)}
          onChange={(value) => edit('validFrom', { validFrom: value ? value.toString() : '' })}
          {...shown('validFrom')}
        />
        <DateField
          label={t('dashboard.coupon.field.validUntil')}
          description={t('dashboard.coupon.field.validUntilHint')}
          value={day(draft.validUntil)}
          onChange={(value) => edit('validUntil', { validUntil: value ? value.toString() : '' })}
          {...shown('validUntil')}
        />
        {text('totalLimit', 'totalLimit', t('dashboard.coupon.field.totalLimit'), {
          description: t('dashboard.coupon.field.limitHint'),
          inputProps: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
        })}
        {text('perShopperLimit', 'perShopperLimit', t('dashboard.coupon.field.perShopperLimit'), {
          description: t('dashboard.coupon.field.limitHint'),
          inputProps: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' },
        })}
        <NativeSelect
          label={t('dashboard.coupon.field.tier')}
          value={draft.tier}
          options={[
            { id: '', label: t('dashboard.coupons.tier.any') },
            ...TIERS.map((tier) => ({ id: tier, label: t(`dashboard.coupons.tier.${tier}`) })),
          ]}
          onChange={(tier) => edit('tier', { tier: TIERS.find((each) => each === tier) ?? '' })}
        />
      </div>
      <div className="staff-coupon__fields">
        {text('description.en', 'descriptionEn', t('dashboard.coupon.field.descriptionEn'), {
          isRequired: true,
          maxLength: 200,
          inputProps: { dir: 'ltr', lang: 'en', autoComplete: 'off' },
        })}
        {text('description.ar', 'descriptionAr', t('dashboard.coupon.field.descriptionAr'), {
          isRequired: true,
          maxLength: 200,
          inputProps: { dir: 'rtl', lang: 'ar', autoComplete: 'off' },
        })}
      </div>
    </>
  );
}
