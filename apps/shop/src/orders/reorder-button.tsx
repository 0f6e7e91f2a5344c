import { REORDER_UNAVAILABLE_REASONS, type ReorderUnavailableReason } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import { useState } from 'react';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { useReorder } from './order-queries.ts';

/** What did not go back in the bag, one sentence per reason, naming the juices. */
const reasonMessages = {
  out_of_stock: 'orders.reorder.outOfStock',
  no_longer_sold: 'orders.reorder.noLongerSold',
} as const satisfies Record<ReorderUnavailableReason, MessageKey>;

/**
 * 'Re-order': the order's lines go into the bag at today's prices (the server's answer), and the
 * shopper is told what went in and, by name and reason, what could not (out of stock, or no longer
 * sold: its variant left the catalogue).
 */
export function ReorderButton({ number, label }: { readonly number: string; readonly label?: string }) {
  const t = useMessages();
  const language = useLanguage();
  const reorder = useReorder();
  const [notice, setNotice] = useState<{ text: string; tone: 'status' | 'alert' } | null>(null);
  const run = async () => {
    setNotice(null);
    try {
      const result = await reorder.mutateAsync(number);
      const added = t('orders.reorder.added', { count: result.added.length, bag: result.bagItemCount });
      const missing = REORDER_UNAVAILABLE_REASONS.flatMap((reason) => {
        const names = result.unavailable.filter((line) => line.reason === reason).map((line) => line.name[language]);
        return names.length === 0
          ? []
          : [t(reasonMessages[reason], { names: names.join(t('orders.reorder.separator')) })];
      });
      setNotice({ text: [added, ...missing].join(' '), tone: 'status' });
    } catch {
      setNotice({ text: t('orders.reorder.failed'), tone: 'alert' });
    }
  };
  return (
    <div className="shop-reorder">
      <Button variant="secondary" isPending={reorder.isPending} onPress={() => void run()}>
        {label ?? t('orders.reorder.action')}
        <VisuallyHidden> {number}</VisuallyHidden>
      </Button>
      <p role={notice?.tone === 'alert' ? 'alert' : 'status'} className="shop-reorder__notice">
        {notice?.text}
      </p>
    </div>
  );
}
