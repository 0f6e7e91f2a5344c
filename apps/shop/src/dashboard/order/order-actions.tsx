import type { StaffOrderDetail } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { type Ref, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { AdvanceDialog } from './advance-dialog.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import type { AdvanceStatus } from './status-presets.ts';

const isAdvance = (status: StaffOrderDetail['status']): status is AdvanceStatus =>
  status === 'processing' || status === 'shipping' || status === 'delivered';

/**
 * What staff may do with the order now, from the status machine's `nextStatuses`: move it to the
 * next status ("Mark delivered" from Shipping) and cancel it until it ships. Each dialog returns
 * focus to its button when it closes.
 */
export function OrderActions({
  order,
  onAnnounce,
  onConflict,
  headingRef,
}: {
  readonly order: StaffOrderDetail;
  /** The section's heading: where focus goes when an action removed the button that had it. */
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly onAnnounce: (text: string) => void;
  /** The API refused an action as the order changed meanwhile (409): which one. */
  readonly onConflict: (action: 'advance' | 'cancel') => void;
}) {
  const t = useMessages();
  const [open, setOpen] = useState<AdvanceStatus | 'cancel' | null>(null);
  const next = order.nextStatuses.find(isAdvance);
  const canCancel = order.nextStatuses.includes('cancelled');
  return (
    <section className="staff-order__card staff-order__actions" aria-labelledby="staff-order-actions">
      <h2 id="staff-order-actions" ref={headingRef} tabIndex={-1}>
        {t('dashboard.order.actions')}
      </h2>
      {next || canCancel ? (
        <div className="staff-order__buttons">
          {next ? (
            <Button onPress={() => setOpen(next)}>
              {next === 'delivered'
                ? t('dashboard.order.deliver.action')
                : t('dashboard.order.advance.action', { status: t(`dashboard.order.status.${next}`) })}
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="danger" onPress={() => setOpen('cancel')}>
              {t('dashboard.order.cancel.action')}
            </Button>
          ) : null}
        </div>
      ) : (
        <p>{t('dashboard.order.actions.none', { status: t(`dashboard.order.status.${order.status}`) })}</p>
      )}
      {next ? (
        <AdvanceDialog
          key={next}
          number={order.number}
          status={next}
          pointsEarned={order.pointsEarned}
          isOpen={open === next}
          onOpenChange={(isOpen) => setOpen(isOpen ? next : null)}
          onDone={onAnnounce}
          onConflict={() => onConflict('advance')}
        />
      ) : null}
      {canCancel ? (
        <CancelDialog
          number={order.number}
          isOpen={open === 'cancel'}
          onOpenChange={(isOpen) => setOpen(isOpen ? 'cancel' : null)}
          onDone={onAnnounce}
          onConflict={() => onConflict('cancel')}
        />
      ) : null}
    </section>
  );
}
