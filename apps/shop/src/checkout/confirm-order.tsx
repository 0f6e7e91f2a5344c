import type { OrderDetail, PlaceOrderInput, Quote } from '@juicyin/contract';
import { ApiError } from '@juicyin/contract';
import { Button } from '@juicyin/ui/button';
import { Price } from '@juicyin/ui/price';
import { TotalsCard } from '@juicyin/ui/totals-card';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useApiClient } from '../api-client.tsx';
import { useMessages } from '../i18n/messages-provider.tsx';
import type { MessageKey } from '../i18n/messages.ts';
import { useConnectionGate } from '../offline/needs-connection.tsx';
import { usePreferences } from '../preferences/use-preferences.ts';
import { apiCardField, cardInput } from './card-form.ts';
import { type CheckoutChoices, quoteQuery } from './checkout-queries.ts';
import { ErrorSummary } from './error-summary.tsx';
import { cardFieldId } from './payment-panel.tsx';
import { placeOrderFailure, quoteProblems, type SummaryProblem } from './place-order-errors.ts';
import type { CardFormState } from './use-card-form.ts';
import type { Checkout } from './use-checkout.ts';
import { usePlaceOrder } from './use-place-order.ts';

/** Whether two attempts carry the same order details (the total expected aside). */
function sameDetails(a: PlaceOrderInput, b: PlaceOrderInput): boolean {
  return JSON.stringify({ ...a, expectedGrandTotal: 0 }) === JSON.stringify({ ...b, expectedGrandTotal: 0 });
}

/**
 * The totals (kit TotalsCard, the quote's figures) and 'Confirm Order': checks the form (an error
 * summary that takes focus), asks the quote again, then places the order once — the button says it
 * is placing and ignores further presses. A refusal keeps every entry and says what to do.
 */
export function ConfirmOrder({
  checkout,
  quote,
  card,
  onPlaced,
}: {
  readonly checkout: Checkout;
  readonly quote: Quote;
  readonly card: CardFormState;
  readonly onPlaced: (order: OrderDetail) => void;
}) {
  const t = useMessages();
  // Placing an order needs the server: offline the button is off and says why.
  const gate = useConnectionGate();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [{ currency }] = usePreferences();
  const placing = usePlaceOrder();
  const busy = useRef(false);
  const [working, setWorking] = useState(false);
  const [summary, setSummary] = useState<readonly { text: string; target: string }[]>([]);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  /** The details of an attempt that got no answer (network cut, still processing), sent again as they were. */
  const unanswered = useRef<PlaceOrderInput | null>(null);

  const detailsOf = (choices: CheckoutChoices): PlaceOrderInput => ({
    addressId: choices.addressId ?? '',
    couponCode: choices.couponCode,
    pointsToRedeem: choices.pointsToRedeem,
    walletAmount: choices.walletAmount,
    paymentMethod: choices.paymentMethod,
    card: choices.paymentMethod === 'card' && quote.totals.grandTotal > 0 ? cardInput(card.entry) : null,
  });

  const showSummary = (problems: readonly SummaryProblem[], extra: readonly { text: string; target: string }[]) => {
    const items = [...extra, ...problems.map((problem) => ({ text: t(problem.key), target: problem.target }))];
    setSummary(items);
    if (items.length > 0) requestAnimationFrame(() => summaryRef.current?.focus());
    return items.length > 0;
  };

  const confirm = async () => {
    if (busy.current || gate.blocked) return;
    busy.current = true;
    setWorking(true);
    setFailure(null);
    try {
      const { choices } = checkout;
      const byCard = choices.paymentMethod === 'card';
      // After a request that got no answer, the same details go again as they were (same key): the
      // order may already exist, and the server answers with it instead of making another.
      const retry = unanswered.current;
      if (retry && sameDetails(retry, detailsOf(choices))) {
        const order = await placing.place(retry);
        if (order) onPlaced(order);
        return;
      }
      const cardErrors = byCard ? card.checkAll() : {};
      const fieldItems = Object.entries(cardErrors).map(([field, key]) => ({
        text: t(key),
        target: cardFieldId(field as keyof typeof cardErrors),
      }));
      if (showSummary(quoteProblems(quote), fieldItems)) return;
      // The figures are asked again just before placing: the order is placed at the total shown.
      const fresh = await queryClient.query({ ...quoteQuery(client, choices, checkout.bagVersion), staleTime: 0 });
      if (showSummary(quoteProblems(fresh), [])) return;
      if (fresh.totals.grandTotal !== quote.totals.grandTotal) {
        setFailure('checkout.error.totalChanged');
        return;
      }
      if (choices.addressId === null) return;
      const body = { ...detailsOf(choices), expectedGrandTotal: fresh.totals.grandTotal };
      unanswered.current = body;
      const order = await placing.place(body);
      if (order) onPlaced(order);
    } catch (error) {
      const outcome = placeOrderFailure(error);
      if (!outcome.unanswered) {
        unanswered.current = null;
        placing.forget();
      }
      setFailure(outcome.key);
      if (error instanceof ApiError && error.code === 'invalid_card') {
        const fields = error.body.error.fields ?? {};
        card.setErrors(
          Object.fromEntries(
            Object.keys(fields).flatMap((name) => {
              const field = apiCardField[name];
              return field ? [[field, 'checkout.card.error.refused' as const]] : [];
            }),
          ),
        );
      }
      if (outcome.requote) void checkout.quote.refetch();
    } finally {
      busy.current = false;
      setWorking(false);
    }
  };

  return (
    <div className="shop-checkout__confirm">
      <ErrorSummary ref={summaryRef} items={summary} />
      <TotalsCard
        totals={quote.totals}
        headingLevel={2}
        footer={currency === 'SAR' ? undefined : <p>{t('checkout.totals.chargedInSar')}</p>}
      />
      <div className="shop-checkout__confirm-bar">
        <p role="alert" className="shop-checkout__problem">
          {failure ? t(failure) : null}
        </p>
        <p role="status" className="shop-checkout__placing">
          {working ? t('checkout.confirm.placing') : null}
        </p>
        <p className="shop-checkout__bar-total">
          <span>{t('checkout.confirm.grandTotal')}</span>
          <Price amount={quote.totals.grandTotal} size="sm" />
        </p>
        {gate.reason}
        <Button
          variant="primary"
          size="lg"
          fullWidth
          isDisabled={gate.blocked}
          aria-describedby={gate.describedBy}
          onPress={() => void confirm()}
        >
          {working ? t('checkout.confirm.placingButton') : t('checkout.confirm.button')}
        </Button>
      </div>
    </div>
  );
}
