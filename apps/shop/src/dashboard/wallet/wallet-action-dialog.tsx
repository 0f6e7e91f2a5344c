import type { StaffWalletEntry } from '@juicyin/contract';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { Price } from '@juicyin/ui/price';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { isConflict } from '../order/api-errors.ts';
import { useWalletAction, type WalletAction } from './staff-wallet-queries.ts';

export interface WalletActionAsked {
  readonly entry: StaffWalletEntry;
  readonly action: WalletAction;
}

const words = {
  settle: {
    title: 'dashboard.wallet.settle.title',
    text: 'dashboard.wallet.settle.text',
    confirm: 'dashboard.wallet.settle.confirm',
    done: 'dashboard.wallet.settle.done',
  },
  complete: {
    title: 'dashboard.wallet.complete.title',
    text: 'dashboard.wallet.complete.text',
    confirm: 'dashboard.wallet.complete.confirm',
    done: 'dashboard.wallet.complete.done',
  },
  fail: {
    title: 'dashboard.wallet.fail.title',
    text: 'dashboard.wallet.fail.text',
    confirm: 'dashboard.wallet.fail.confirm',
    done: 'dashboard.wallet.fail.done',
  },
} as const;

/**
 * The confirmation before settling a refund or marking a withdrawal paid out or failed: who, how
 * much, what happens. A 409 (a colleague dealt with it first) closes it and the page says so.
 */
export function WalletActionDialog({
  asked,
  onClose,
  onDone,
  onConflict,
}: {
  readonly asked: WalletActionAsked | null;
  readonly onClose: () => void;
  readonly onDone: (announcement: string) => void;
  readonly onConflict: () => void;
}) {
  const t = useMessages();
  const act = useWalletAction();
  const action = asked?.action ?? 'settle';
  const name = asked?.entry.customer.name ?? '';
  const email = asked?.entry.customer.email ?? '';
  return (
    <ConfirmDialog
      isOpen={asked !== null}
      onOpenChange={(open) => {
        if (!open) {
          act.reset();
          onClose();
        }
      }}
      title={t(words[action].title)}
      confirmLabel={t(words[action].confirm)}
      tone={action === 'fail' ? 'danger' : 'default'}
      isPending={act.isPending}
      error={act.isError && !isConflict(act.error) ? t('dashboard.wallet.actionFailed') : null}
      messages={{ dismiss: t('dashboard.wallet.dismiss') }}
      onConfirm={() => {
        if (!asked) return;
        act.mutate(
          { action: asked.action, id: asked.entry.id },
          {
            onSuccess: () => {
              onClose();
              onDone(t(words[asked.action].done, { name }));
            },
            onError: (error) => {
              if (isConflict(error)) {
                onClose();
                onConflict();
              }
            },
          },
        );
      }}
    >
      <p>{t(words[action].text, { name, email })}</p>
      <p>
        {t('dashboard.wallet.amountLabel')} <Price amount={Math.abs(asked?.entry.amount ?? 0)} size="lg" />
      </p>
    </ConfirmDialog>
  );
}
