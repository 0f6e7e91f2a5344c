import { ConfirmDialog } from '@juicyin/ui/confirm-dialog';
import { TextField } from '@juicyin/ui/text-field';
import { useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { apiFieldError, hasFieldErrors, isConflict } from './api-errors.ts';
import { useStaffCancelOrder } from './staff-order-queries.ts';

export interface CancelDialogProps {
  readonly number: string;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly onDone: (announcement: string) => void;
  /** The API said the order can no longer be cancelled (409): the page shows it anew. */
  readonly onConflict: () => void;
}

/**
 * Cancelling an order until it ships: the reason (required, the shopper reads it) and a confirmation
 * that says what comes back to the shopper. The reason stays in the field until the order is cancelled.
 */
export function CancelDialog({ number, isOpen, onOpenChange, onDone, onConflict }: CancelDialogProps) {
  const t = useMessages();
  const [reason, setReason] = useState('');
  const cancel = useStaffCancelOrder(number, {
    onSuccess: () => {
      setReason('');
      onOpenChange(false);
      onDone(t('dashboard.order.cancel.done', { number }));
    },
    onError: (error) => {
      if (isConflict(error)) {
        onOpenChange(false);
        onConflict();
      }
    },
  });
  const [missing, setMissing] = useState(false);
  const reasonError = missing ? t('dashboard.order.required') : apiFieldError(cancel.error, 'reason');
  const generalError =
    cancel.isError && !isConflict(cancel.error) && !hasFieldErrors(cancel.error)
      ? t('dashboard.order.cancel.failed')
      : null;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) cancel.reset();
        onOpenChange(open);
      }}
      title={t('dashboard.order.cancel.title', { number })}
      confirmLabel={t('dashboard.order.cancel.confirm')}
      tone="danger"
      isPending={cancel.isPending}
      error={generalError}
      messages={{ dismiss: t('dashboard.order.cancel.dismiss') }}
      className="staff-order__dialog"
      onConfirm={() => {
        if (reason.trim() === '') {
          setMissing(true);
          return;
        }
        cancel.mutate(reason.trim());
      }}
    >
      <p>{t('dashboard.order.cancel.text')}</p>
      <TextField
        label={t('dashboard.order.cancel.reason')}
        value={reason}
        multiline
        rows={3}
        isRequired
        onChange={(value) => {
          setReason(value);
          setMissing(false);
        }}
        isInvalid={reasonError !== undefined}
        errorMessage={reasonError}
      />
    </ConfirmDialog>
  );
}
