import { Button } from '@juicyin/ui/button';
import { Price } from '@juicyin/ui/price';
import { TextField } from '@juicyin/ui/text-field';
import { type ReactNode, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { apiFieldError, hasFieldErrors } from '../order/api-errors.ts';
import { readGoodwillAmount } from './goodwill-amount.ts';
import { useGrantGoodwill } from './staff-wallet-queries.ts';

type Field = 'email' | 'amount' | 'description';
type Problems = Partial<Record<Field, string>>;

/**
 * Goodwill credit: the shopper's e-mail, an amount in SAR (read into halalas by the domain's money
 * parsing) and the reason the shopper reads. Each field's problem is shown on it — ours before
 * asking, the API's after (no shopper with this e-mail…); what was typed stays until it is credited.
 */
export function GoodwillForm({ onDone }: { readonly onDone: (announcement: ReactNode) => void }) {
  const t = useMessages();
  const grant = useGrantGoodwill();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', amount: '', description: '' });
  const [problems, setProblems] = useState<Problems>({});
  const errorOf = (field: Field): string | undefined => {
    const api = apiFieldError(grant.error, field);
    if (problems[field]) return problems[field];
    if (field === 'email' && api === 'No shopper has this e-mail address')
      return t('dashboard.wallet.goodwill.noShopper');
    return api;
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setProblems((current) => ({ ...current, [name]: undefined }));
      if (grant.isError) grant.reset();
    },
    isInvalid: errorOf(name) !== undefined,
    errorMessage: errorOf(name),
  });
  return (
    <section className="staff-wallet__card staff-wallet__goodwill" aria-labelledby="staff-goodwill">
      <h2 id="staff-goodwill">{t('dashboard.wallet.goodwill')}</h2>
      <p className="staff-wallet__hint">{t('dashboard.wallet.goodwill.hint')}</p>
      <form
        className="staff-wallet__goodwill-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found: Problems = {};
          const email = values.email.trim();
          if (!/^[^\s@]+@[^\s@]+$/.test(email)) found.email = t('dashboard.wallet.goodwill.invalidEmail');
          const amount = readGoodwillAmount(values.amount);
          if (!amount.ok) {
            found.amount = t(
              amount.reason === 'zero'
                ? 'dashboard.wallet.goodwill.zero'
                : amount.reason === 'too-much'
                  ? 'dashboard.wallet.goodwill.tooMuch'
                  : 'dashboard.wallet.goodwill.invalidAmount',
            );
          }
          const description = values.description.trim();
          if (description === '') found.description = t('dashboard.wallet.goodwill.required');
          setProblems(found);
          if (Object.keys(found).length > 0 || !amount.ok) return;
          grant.mutate(
            { email, amount: amount.amount, description },
            {
              onSuccess: (entry) => {
                setValues({ email: '', amount: '', description: '' });
                onDone(
                  <>
                    {t('dashboard.wallet.goodwill.done', { email: entry.customer.email })}{' '}
                    <Price amount={entry.amount} />
                  </>,
                );
              },
            },
          );
        }}
      >
        <TextField
          label={t('dashboard.wallet.goodwill.email')}
          isRequired
          inputProps={{ type: 'email', autoComplete: 'off', dir: 'ltr' }}
          {...field('email')}
        />
        <TextField
          label={t('dashboard.wallet.goodwill.amount')}
          description={t('dashboard.wallet.goodwill.amountHint')}
          isRequired
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          {...field('amount')}
        />
        <TextField label={t('dashboard.wallet.goodwill.description')} isRequired {...field('description')} />
        {grant.isError && !hasFieldErrors(grant.error) ? (
          <p role="alert" className="staff-wallet__error">
            {t('dashboard.wallet.goodwill.failed')}
          </p>
        ) : null}
        <Button type="submit" isPending={grant.isPending}>
          {t('dashboard.wallet.goodwill.submit')}
        </Button>
      </form>
    </section>
  );
}
