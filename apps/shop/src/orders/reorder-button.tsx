import { Button } from '@juicyin/ui/button';
import { VisuallyHidden } from '@juicyin/ui/visually-hidden';
import { useState } from 'react';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useReorder } from './order-queries.ts';

/**
 * 'Re-order': the order's lines go into the bag at today's prices (the server's answer), and the
 * shopper is told what went in and, by name, what could not (no longer sold or out of stock).
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
      const missing = result.unavailable.map((line) => line.name[language]).join(t('orders.reorder.separator'));
      setNotice({
        text:
          result.unavailable.length === 0 ? added : `${added} ${t('orders.reorder.unavailable', { names: missing })}`,
        tone: 'status',
      });
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
