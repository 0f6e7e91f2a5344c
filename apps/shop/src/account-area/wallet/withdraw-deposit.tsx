import { ApiError, type WalletBalancesView, type WalletEntryView } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { Price } from '@juicyin/ui/price';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useWithdraw } from './wallet-queries.ts';
import { readWithdrawAmount, type WithdrawAmount } from './withdraw-amount.ts';

type Problem = Extract<WithdrawAmount, { ok: false }>['reason'];

/** The API refused the amount on the field (more than the withdrawable credit, which it says anew). */
function refusedAmount(error: unknown): boolean {
  return (
    error instanceof ApiError && error.code === 'not_withdrawable' && error.body.error.fields?.['amount'] !== undefined
  );
}

/**
 * 'Withdraw Deposit': an amount in SAR up to the withdrawable credit (read into halalas by the
 * domain), a confirmation, then the pending withdrawal. An amount the API refuses is shown on the
 * field with the withdrawable credit it now reports.
 */
export function WithdrawDeposit({ balances }: { readonly balances: WalletBalancesView }) {
  const t = useMessages();
  const withdraw = useWithdraw();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [requested, setRequested] = useState<WalletEntryView | null>(null);
  const shown = problem ?? (refusedAmount(withdraw.error) ? 'too-much' : null);
  const fieldError =
    shown === 'too-much' ? (
      <>
        {t('account.wallet.withdraw.tooMuch')} <Price amount={balances.withdrawable} size="sm" />
      </>
    ) : shown ? (
      t(shown === 'zero' ? 'account.wallet.withdraw.zero' : 'account.wallet.withdraw.invalid')
    ) : null;
  return (
    <section className="shop-wallet__withdraw" aria-labelledby="wallet-withdraw">
      <h2 id="wallet-withdraw" className="shop-wallet__heading">
        {t('account.wallet.withdraw.title')}
      </h2>
      {balances.withdrawable > 0 ? (
        <form
          className="shop-wallet__withdraw-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const read = readWithdrawAmount(text, balances.withdrawable);
            withdraw.reset();
            if (read.ok) setAsking(read.amount);
            else setProblem(read.reason);
          }}
        >
          <TextField
            className="shop-wallet__amount"
            label={t('account.wallet.withdraw.amount')}
            value={text}
            onChange={(value) => {
              setText(value);
              setProblem(null);
            }}
            isInvalid={shown !== null}
            errorMessage={fieldError}
            description={
              <>
                {t('account.wallet.withdraw.upTo')} <Price amount={balances.withdrawable} size="sm" />
              </>
            }
            inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          />
          <Button type="submit">{t('account.wallet.withdraw.action')}</Button>
        </form>
      ) : (
        <p>{t('account.wallet.withdraw.none')}</p>
      )}
      <p role="status" className="shop-wallet__requested">
        {requested ? (
          <>
            {t('account.wallet.withdraw.pending')} <Price amount={-requested.amount} />.{' '}
            {t('account.wallet.withdraw.pendingNext')}
          </>
        ) : null}
      </p>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsking(null);
            if (!refusedAmount(withdraw.error)) withdraw.reset();
          }
        }}
        title={t('account.wallet.withdraw.confirmTitle')}
        confirmLabel={t('account.wallet.withdraw.confirm')}
        isPending={withdraw.isPending}
        error={withdraw.isError && !refusedAmount(withdraw.error) ? t('account.wallet.withdraw.failed') : null}
        messages={{ dismiss: t('account.wallet.withdraw.dismiss') }}
        onConfirm={() => {
          if (asking === null) return;
          setRequested(null);
          withdraw.mutate(asking, {
            onSuccess: ({ entry }) => {
              setAsking(null);
              setText('');
              setRequested(entry);
            },
            onError: (error) => {
              if (refusedAmount(error)) setAsking(null);
            },
          });
        }}
      >
        <p>
          {t('account.wallet.withdraw.confirmAmount')} <Price amount={asking ?? 0} size="lg" />
        </p>
        <p>{t('account.wallet.withdraw.confirmText')}</p>
      </ConfirmDialog>
    </section>
  );
}
