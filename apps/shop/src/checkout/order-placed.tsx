import type { OrderDetail } from '@juicyin/contract';
import { Link } from '@juicyin/ui/link';
import { SuccessModal } from '@juicyin/ui/success-modal';
import { useState } from 'react';
import { useMessages } from '../i18n/messages-provider.tsx';
import { orderPath, pathTo } from '../paths.ts';

function NextLinks({ order }: { readonly order: OrderDetail }) {
  const t = useMessages();
  return (
    <>
      <Link href={orderPath(order.number)} variant="button">
        {t('checkout.placed.viewOrder')}
      </Link>
      <Link href={pathTo('productsList')} variant="standalone">
        {t('checkout.placed.keepShopping')}
      </Link>
    </>
  );
}

/**
 * ORDER COMPLETE: the modal "You're all set" with the order number and the thanks (announced as
 * the dialog opens), and the same in the page once it is closed, each with a link to the order and
 * one to keep shopping.
 */
export function OrderPlaced({ order }: { readonly order: OrderDetail }) {
  const t = useMessages();
  const [open, setOpen] = useState(true);
  const body = (
    <>
      <p className="shop-checkout__order-number">{t('checkout.placed.number', { number: order.number })}</p>
      <p>{t('checkout.placed.thanks')}</p>
    </>
  );
  return (
    <section className="shop-checkout__section shop-checkout__placed" aria-labelledby="checkout-placed-title">
      <h2 id="checkout-placed-title" className="shop-checkout__heading">
        {t('checkout.placed.title')}
      </h2>
      {body}
      <div className="shop-checkout__placed-links">
        <NextLinks order={order} />
      </div>
      <SuccessModal
        title={t('checkout.placed.title')}
        isOpen={open}
        onOpenChange={setOpen}
        actions={<NextLinks order={order} />}
      >
        {body}
      </SuccessModal>
    </section>
  );
}
