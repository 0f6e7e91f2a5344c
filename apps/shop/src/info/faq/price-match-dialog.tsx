import { MAX_PRICE_SEEN } from '@juicyin/contract';
import { formatMoney, halalas } from '@juicyin/domain';
import { Button } from '@juicyin/ui/button';
import { CheckIcon } from '@juicyin/ui/icons';
import { Modal } from '@juicyin/ui/modal';
import { TextField } from '@juicyin/ui/text-field';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useRef, useState } from 'react';
import { useApiClient } from '../../api-client.tsx';
import { intlLocales } from '../../i18n/messages.ts';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { useConnectionGate } from '../../offline/needs-connection.tsx';
import { useFocusRefusedField } from '../focus-refused-field.ts';
import { apiFormErrors, type FormErrors } from '../form-errors.ts';
import { readPrice } from './price-amount.ts';
import '../forms.css';
import './price-match.css';

const fields = ['fullName', 'email', 'product', 'seenAt', 'price', 'link'] as const;
type Field = (typeof fields)[number];
type Draft = Record<Field, string>;
const empty: Draft = { fullName: '', email: '', product: '', seenAt: '', price: '', link: '' };

/** The form inside the dialog: every field's words go to the API, which says what it refuses. */
function PriceMatchForm({ onSent }: { readonly onSent: (email: string) => void }) {
  const t = useMessages();
  const language = useLanguage();
  const client = useApiClient();
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useFocusRefusedField(formRef);
  const gate = useConnectionGate();
  const send = useMutation({
    mutationFn: (body: Parameters<typeof client.request<'sendPriceMatch'>>[1]['body']) =>
      client.request('sendPriceMatch', { body }),
  });

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || gate.blocked) return;
    const price = readPrice(draft.price);
    if (price === null) {
      setErrors({ price: t('priceMatch.error.price') });
      refused();
      return;
    }
    if (price > MAX_PRICE_SEEN) {
      const most = formatMoney(halalas(MAX_PRICE_SEEN), { locale: intlLocales[language] }).text;
      setErrors({ price: t('priceMatch.error.priceTooHigh', { most }) });
      refused();
      return;
    }
    setErrors({});
    const link = draft.link.trim();
    send.mutate(
      {
        fullName: draft.fullName,
        email: draft.email,
        product: draft.product,
        seenAt: draft.seenAt,
        price,
        link: link || null,
        locale: language,
      },
      {
        onSuccess: () => onSent(draft.email.trim()),
        onError: (error) => {
          setErrors(apiFormErrors(t, error, fields));
          refused();
        },
      },
    );
  };

  const field = (name: Field, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(value) => {
        setDraft((current) => ({ ...current, [name]: value }));
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      {...extra}
    />
  );

  return (
    <form ref={formRef} className="shop-price-match__form" noValidate onSubmit={submit}>
      {field('fullName', t('priceMatch.fullName'), { isRequired: true, inputProps: { autoComplete: 'name' } })}
      {field('email', t('priceMatch.email'), {
        isRequired: true,
        type: 'email',
        inputProps: { autoComplete: 'email', dir: 'ltr' },
      })}
      {field('product', t('priceMatch.product'), { isRequired: true })}
      {field('seenAt', t('priceMatch.seenAt'), { isRequired: true })}
      {field('price', t('priceMatch.price'), {
        isRequired: true,
        description: t('priceMatch.priceHelp'),
        inputProps: { inputMode: 'decimal', autoComplete: 'off', dir: 'ltr' },
      })}
      {field('link', t('priceMatch.link'), { type: 'url', inputProps: { dir: 'ltr' } })}
      <p role="alert" className="shop-form-error">
        {errors.form}
      </p>
      <div className="shop-price-match__actions">
        {gate.reason}
        <Button type="submit" isDisabled={send.isPending || gate.blocked} aria-describedby={gate.describedBy}>
          {send.isPending ? t('priceMatch.sending') : t('priceMatch.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Best Price Guarantee/Price Match': the kit's Modal (focus moves in and comes back, Escape and a
 * press outside close it) with the form, then the acknowledgement naming where the copy was e-mailed.
 */
export function PriceMatchDialog({
  isOpen,
  onOpenChange,
}: {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}) {
  const t = useMessages();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <Modal
      block="shop-price-match"
      slot="price-match"
      className="jui-dialog shop-price-match"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setSentTo(null);
        onOpenChange(open);
      }}
      title={sentTo === null ? t('priceMatch.title') : t('priceMatch.sent.title')}
      closeLabel={t('priceMatch.close')}
    >
      {(close) =>
        sentTo === null ? (
          <>
            <p className="shop-price-match__intro">{t('priceMatch.intro')}</p>
            <PriceMatchForm onSent={setSentTo} />
          </>
        ) : (
          <div className="shop-price-match__sent">
            <CheckIcon size="lg" />
            <p role="status">{t('priceMatch.sent.text', { email: sentTo })}</p>
            <Button variant="secondary" onPress={close}>
              {t('priceMatch.close')}
            </Button>
          </div>
        )
      }
    </Modal>
  );
}
