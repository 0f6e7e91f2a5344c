import { ApiError, type OrderDetail } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { useCancelOrder } from '../order-queries.ts';

/**
 * 'Cancel order' while the order is Placed: a confirmation dialog says what comes back (what was
 * paid, to the wallet as a pending refund; the points redeemed); the server's answer replaces the
 * order, and the page then shows the refund and the points from the wallet's and points' histories.
 */
export function CancelOrder({ order }: { readonly order: OrderDetail }) {
  const t = useMessages();
  const cancel = useCancelOrder(order.number);
  const [isOpen, setOpen] = useState(false);
  const tooLate = cancel.error instanceof ApiError && cancel.error.status === 409;
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('orders.cancel.action')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          if (!open) cancel.reset();
          setOpen(open);
        }}
        title={t('orders.cancel.title', { number: order.number })}
        confirmLabel={t('orders.cancel.confirm')}
        tone="danger"
        isPending={cancel.isPending}
        error={cancel.isError ? t(tooLate ? 'orders.cancel.tooLate' : 'orders.cancel.failed') : null}
        messages={{ dismiss: t('orders.cancel.dismiss') }}
        onConfirm={() => {
          cancel.mutate(undefined, { onSuccess: () => setOpen(false) });
        }}
      >
        <p>{t('orders.cancel.refund')}</p>
        {order.totals.pointsRedeemed > 0 ? (
          <p>{t('orders.cancel.points', { points: order.totals.pointsRedeemed })}</p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
