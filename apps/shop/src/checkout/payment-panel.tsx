import type { Quote } from '@juicyin/contract';
import { CardBrandMarks } from '@juicyin/ui/card-brand-marks';
import { Link } from '@juicyin/ui/link';
import { Radio, RadioGroup } from '@juicyin/ui/radio-group';
import { TextField } from '@juicyin/ui/text-field';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { pathTo } from '../paths.ts';
import { brandOf, type CardField } from './card-form.ts';
import type { CardFormState } from './use-card-form.ts';
import type { Checkout } from './use-checkout.ts';

/** The id of a card field's input (the error summary links to it). */
export const cardFieldId = (field: CardField): string => `checkout-card-${field}`;

const autofill: Readonly<Record<CardField, string>> = {
  number: 'cc-number',
  holderName: 'cc-name',
  expiry: 'cc-exp',
  cvv: 'cc-csc',
};

/**
 * Payment: 'Credit/ Debit card Payment' (number with the accepted cards' marks beside it and its
 * brand shown as typed, name on card, expiry MM/YY, CVV, with the browser's autofill names; each
 * checked when left) or 'Cash on Delivery', unavailable with the store's reason while the store has
 * it off; the installments note and its link to the FAQ.
 */
export function PaymentPanel({
  checkout,
  quote,
  card,
}: {
  readonly checkout: Checkout;
  readonly quote: Quote;
  readonly card: CardFormState;
}) {
  const t = useMessages();
  const language = useLanguage();
  const cod = quote.cashOnDelivery;
  const brand = brandOf(card.entry.number);
  const field = (name: CardField, extra: { inputMode?: 'numeric'; maxLength?: number; placeholder?: string }) => (
    <TextField
      id={cardFieldId(name)}
      name={autofill[name]}
      label={t(`checkout.card.${name}`)}
      autoComplete={autofill[name]}
      isRequired
      value={card.entry[name]}
      onChange={(value) => {
        card.change(name, value);
      }}
      onBlur={() => {
        card.check(name);
      }}
      isInvalid={card.errors[name] !== undefined}
      errorMessage={card.errors[name] ? t(card.errors[name]) : undefined}
      {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
      {...(extra.maxLength ? { maxLength: extra.maxLength } : {})}
      {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      {...(name === 'number'
        ? {
            description: brand ? t('checkout.card.brand', { brand: t(`checkout.card.brand.${brand}`) }) : undefined,
            inputProps: { dir: 'ltr' },
          }
        : name === 'expiry' || name === 'cvv'
          ? { inputProps: { dir: 'ltr' } }
          : {})}
    />
  );

  return (
    <section className="shop-checkout__section" aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className="shop-checkout__heading">
        {t('checkout.payment.title')}
      </h2>
      <RadioGroup
        label={t('checkout.payment.method')}
        appearance="card"
        value={checkout.choices.paymentMethod}
        onChange={(value) => {
          checkout.choose({ paymentMethod: value === 'cod' ? 'cod' : 'card' });
        }}
      >
        <Radio value="card" description={t('checkout.payment.cardBrands')}>
          {t('checkout.payment.card')}
        </Radio>
        <Radio
          value="cod"
          isDisabled={!cod.available}
          description={cod.available ? t('checkout.payment.codAvailable') : (cod.reason?.[language] ?? '')}
        >
          {t('checkout.payment.cod')}
        </Radio>
      </RadioGroup>
      {checkout.choices.paymentMethod === 'card' ? (
        <fieldset className="shop-checkout__card">
          <legend className="shop-checkout__subheading">{t('checkout.card.title')}</legend>
          <div className="shop-checkout__card-number">
            {field('number', { inputMode: 'numeric', maxLength: 23 })}
            <CardBrandMarks active={brand} className="shop-checkout__card-brands" />
          </div>
          {field('holderName', {})}
          <div className="shop-checkout__card-row">
            {field('expiry', { inputMode: 'numeric', maxLength: 7, placeholder: t('checkout.card.expiryPlaceholder') })}
            {field('cvv', { inputMode: 'numeric', maxLength: 4 })}
          </div>
        </fieldset>
      ) : null}
      <p className="shop-checkout__installments">
        {t('checkout.payment.installments')}{' '}
        <Link href={pathTo('faq')} variant="inline">
          {t('checkout.payment.banks')}
        </Link>
      </p>
    </section>
  );
}
