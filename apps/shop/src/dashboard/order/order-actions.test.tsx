import {
  advanceOrder,
  type Endpoint,
  type StaffOrderDetail,
  staffCancelOrder,
  staffOrderSchema,
} from '@juicyin/contract';
import { staffFixtures } from '@juicyin/contract/msw';
import { LocaleProvider } from '@juicyin/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '../../api.ts';
import { ApiClientProvider } from '../../api-client.tsx';
import '../../i18n/all-catalogues.ts';
import { MessagesProvider } from '../../i18n/messages-provider.tsx';
import { intlLocales } from '../../i18n/messages.ts';
import { say } from '../../testing/say.ts';
import { testQueryClient } from '../../testing/shop-frame.tsx';
import { OrderActions } from './order-actions.tsx';

// With several API processes, the staff stream's process can tell the page of an order's new status
// (a live event, and the order asked again) before the process that made the change has answered
// the action: the page then shows the new status, the action's button and dialog leave with the old
// one, and the action's answer must still close it and be announced (the scale-out journeys caught
// the announcement missing on the staff order page).

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createApiClient({ baseUrl: 'http://127.0.0.1' });
const { processingOrder, shippingOrder, cancelledOrder } = staffFixtures;

/** Answers `endpoint` with `answer` only once `release` is called; `reached` settles when the request arrives. */
function heldAnswer(endpoint: Endpoint, answer: StaffOrderDetail) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  server.use(
    http.post(`*${endpoint.path}`, async () => {
      reach();
      await released;
      return HttpResponse.json(staffOrderSchema.parse(answer));
    }),
  );
  return { reached, release };
}

function renderActions(order: StaffOrderDetail, onAnnounce: (text: string) => void) {
  const queryClient = testQueryClient();
  const frame = (shown: StaffOrderDetail) => (
    <QueryClientProvider client={queryClient}>
      <LocaleProvider locale={intlLocales.en}>
        <MessagesProvider language="en">
          <ApiClientProvider client={client}>
            <OrderActions order={shown} onAnnounce={onAnnounce} onConflict={() => undefined} />
          </ApiClientProvider>
        </MessagesProvider>
      </LocaleProvider>
    </QueryClientProvider>
  );
  const view = render(frame(order));
  return { showOrder: (shown: StaffOrderDetail) => view.rerender(frame(shown)) };
}

describe('the staff order actions when the live status arrives before the action’s answer', () => {
  it('a cancel is still announced and its dialog closed after the page already shows the order cancelled', async () => {
    const announce = vi.fn<(text: string) => void>();
    const cancel = heldAnswer(staffCancelOrder, cancelledOrder);
    const { showOrder } = renderActions(processingOrder, announce);
    await userEvent.click(screen.getByRole('button', { name: say('en', 'dashboard.order.cancel.action') }));
    await userEvent.type(
      await screen.findByRole('textbox', { name: say('en', 'dashboard.order.cancel.reason') }),
      'The mangoes did not arrive today.',
    );
    await userEvent.click(screen.getByRole('button', { name: say('en', 'dashboard.order.cancel.confirm') }));
    await cancel.reached;
    // The live event: the order is cancelled, so the Cancel button and its dialog are gone.
    showOrder(cancelledOrder);
    expect(screen.queryByRole('button', { name: say('en', 'dashboard.order.cancel.action') })).toBeNull();
    cancel.release();
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith(
        say('en', 'dashboard.order.cancel.done', { number: processingOrder.number }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a move is still announced after the page already shows the new status (its dialog was for the old next step)', async () => {
    const announce = vi.fn<(text: string) => void>();
    const advance = heldAnswer(advanceOrder, shippingOrder);
    const { showOrder } = renderActions(processingOrder, announce);
    const shipping = say('en', 'dashboard.order.status.shipping');
    await userEvent.click(
      screen.getByRole('button', { name: say('en', 'dashboard.order.advance.action', { status: shipping }) }),
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: say('en', 'dashboard.order.advance.location') }),
      'Riyadh kitchen',
    );
    await userEvent.click(
      screen.getByRole('button', { name: say('en', 'dashboard.order.advance.confirm', { status: shipping }) }),
    );
    await advance.reached;
    // The live event: the order is shipping, so the next step is Delivered, with a dialog of its own.
    showOrder(shippingOrder);
    advance.release();
    await waitFor(() =>
      expect(announce).toHaveBeenCalledWith(
        say('en', 'dashboard.order.advance.done', { number: processingOrder.number, status: shipping }),
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
