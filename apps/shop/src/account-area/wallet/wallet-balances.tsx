import type { WalletBalancesView } from '@juicyin/contract';
import { Price } from '@juicyin/ui/price';
import type { MessageKey } from '../../i18n/messages.ts';
import { useMessages } from '../../i18n/messages-provider.tsx';

const figures: readonly (readonly [key: keyof WalletBalancesView, label: MessageKey, hint: MessageKey])[] = [
  ['total', 'account.wallet.total', 'account.wallet.total.hint'],
  ['unavailable', 'account.wallet.unavailable', 'account.wallet.unavailable.hint'],
  ['withdrawable', 'account.wallet.withdrawable', 'account.wallet.withdrawable.hint'],
];

/** Wallet Balance Total, the Unavailable Juicyin Credit (pending refunds) and the Withdrawable Juicyin Credit. */
export function WalletBalances({ balances }: { readonly balances: WalletBalancesView }) {
  const t = useMessages();
  return (
    <section aria-labelledby="wallet-balances">
      <h2 id="wallet-balances" className="shop-wallet__heading">
        {t('account.wallet.balances')}
      </h2>
      <dl className="shop-wallet__figures">
        {figures.map(([key, label, hint]) => (
          <div key={key} className="shop-wallet__figure" data-figure={key}>
            <dt>{t(label)}</dt>
            <dd className="shop-wallet__value">
              <Price amount={balances[key]} size="lg" />
            </dd>
            <dd className="shop-wallet__note">{t(hint)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
