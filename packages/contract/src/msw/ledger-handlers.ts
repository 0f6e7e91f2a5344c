import { http, HttpResponse, type HttpHandler } from 'msw';
import { notificationSettingsSchema, type Shopper } from '../account/schemas.ts';
import * as points from '../points/endpoints.ts';
import type { PointsHistory, PointsHistoryEntry, PointsSummary } from '../points/schemas.ts';
import * as wallet from '../wallet/endpoints.ts';
import type { WalletBalancesView, WalletEntryView, WalletHistory, WithdrawalResponse } from '../wallet/schemas.ts';
import { fixtures } from './fixtures.ts';
import { mockEndpoint, mockEndpointError, mockEndpointPending } from './index.ts';

/*
 * The points and wallet pages' stories: a summary at each tier (with points expiring soon or not),
 * a points history of three pages, a wallet with all kinds of entries over two pages, one waiting
 * for a refund, and a story's own server that takes a withdrawal (or refuses one) and shows it.
 */

const uuid = (prefix: string, index: number) => `${prefix}-4c7d-4e9f-8a1b-${String(index).padStart(12, '0')}`;

/** Gold, 1,340 points earned in the year, none expiring in the next 30 days. */
const gold: PointsSummary = {
  ...fixtures.pointsSummary,
  expiringSoon: 0,
  nextExpiry: { at: '2027-05-01T11:00:00.000Z', points: 1 },
};

const summaries = {
  gold,
  /** Gold with 55 points (the e-mail verification's) expiring on 14 December. */
  expiringSoon: fixtures.pointsSummary,
  silver: {
    ...gold,
    balance: 340,
    available: 340,
    tier: 'silver',
    tierMultiplier: 1,
    earnedLastYear: 340,
    nextTier: { tier: 'gold', pointsNeeded: 660 },
  },
  diamond: {
    ...gold,
    balance: 5620,
    available: 5620,
    tier: 'diamond',
    tierMultiplier: 3,
    earnedLastYear: 5800,
    nextTier: null,
  },
} satisfies Record<string, PointsSummary>;

const pointTypes = ['order', 'review', 'redeemed', 'order', 'referral', 'returned', 'tell-us', 'order'] as const;

/** 23 points entries, newest first, one day apart: three pages of ten. */
const manyPointsEntries: PointsHistoryEntry[] = Array.from({ length: 23 }, (_, index) => {
  const type = pointTypes[index % pointTypes.length] ?? 'order';
  const at = new Date(Date.UTC(2026, 10, 22 - index, 9, 30));
  const negative = type === 'redeemed';
  const withOrder = type === 'order' || type === 'redeemed' || type === 'returned';
  return {
    id: uuid('2d8e3f74', index),
    at: at.toISOString(),
    type,
    amount: negative ? -50 : type === 'order' ? 40 + index : type === 'referral' ? 100 : type === 'tell-us' ? 20 : 1,
    expiresAt: negative ? null : new Date(at.getTime() + 180 * 86_400_000).toISOString(),
    orderNumber: withOrder ? `JY-2611${String(22 - index).padStart(2, '0')}-${String(index).padStart(5, 'Q')}` : null,
  };
});

/** The entries of the asked page (`?page=&pageSize=`), as the API pages them. */
function paged<T>(items: readonly T[], request: Request) {
  const url = new URL(request.url);
  const pageSize = Number(url.searchParams.get('pageSize') ?? '20');
  const page = Number(url.searchParams.get('page') ?? '1');
  return {
    items: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    total: items.length,
    pageCount: Math.ceil(items.length / pageSize),
  };
}

function pointsHistoryOf(items: readonly PointsHistoryEntry[]): HttpHandler {
  return http.get('*/api/me/points/history', ({ request }) =>
    HttpResponse.json(paged(items, request) satisfies PointsHistory),
  );
}

/** Saves the e-mail settings: the answer is the shopper with the settings sent. */
const saveNotifications = http.put('*/api/me/notifications', async ({ request }) => {
  const notifications = notificationSettingsSchema.parse(await request.json());
  return HttpResponse.json({ ...fixtures.shopper, notifications } satisfies Shopper);
});

const serverDown = { code: 'internal', message: 'Something went wrong on our side' };

/** Every kind of wallet entry, newest first, over two pages of ten. */
const manyWalletEntries: WalletEntryView[] = Array.from({ length: 14 }, (_, index) => {
  const kinds = [
    { type: 'refund', amount: 4600, status: 'completed', order: true, description: 'Refund of cancelled order (card)' },
    { type: 'payment', amount: -2300, status: 'completed', order: true, description: 'Paid with wallet credit' },
    { type: 'goodwill', amount: 1500, status: 'completed', order: false, description: 'Sorry for the late delivery' },
    { type: 'withdrawal', amount: -1000, status: 'completed', order: false, description: 'Withdraw Deposit' },
    { type: 'withdrawal', amount: -500, status: 'failed', order: false, description: 'Withdraw Deposit' },
  ] as const;
  const kind = kinds[index % kinds.length] ?? kinds[0];
  return {
    id: uuid('6a7b8c9d', index),
    at: new Date(Date.UTC(2026, 10, 21 - index, 12, 15)).toISOString(),
    type: kind.type,
    orderNumber: kind.order ? `JY-2611${String(21 - index).padStart(2, '0')}-${String(index).padStart(5, 'W')}` : null,
    description: kind.description,
    amount: kind.amount,
    status: kind.status,
  };
});

const settled: WalletBalancesView = { total: 7500, unavailable: 0, available: 7500, withdrawable: 6000 };

function walletHistoryOf(items: () => readonly WalletEntryView[]): HttpHandler {
  return http.get('*/api/me/wallet/history', ({ request }) =>
    HttpResponse.json(paged(items(), request) satisfies WalletHistory),
  );
}

/**
 * A wallet of the story's own that takes withdrawals: each becomes a Pending entry at the top of the
 * history, and the balances go down by it.
 */
function withdrawable(start: WalletBalancesView = settled): HttpHandler[] {
  let balances = start;
  let entries: readonly WalletEntryView[] = manyWalletEntries.slice(0, 4);
  return [
    http.get('*/api/me/wallet', () => HttpResponse.json(balances)),
    walletHistoryOf(() => entries),
    http.post('*/api/me/wallet/withdrawals', async ({ request }) => {
      const { amount } = (await request.json()) as { amount: number };
      const entry: WalletEntryView = {
        id: uuid('7b8c9d0e', entries.length),
        at: '2026-11-23T09:00:00.000Z',
        type: 'withdrawal',
        orderNumber: null,
        description: 'Withdraw Deposit',
        amount: -amount,
        status: 'pending',
      };
      balances = {
        total: balances.total - amount,
        unavailable: balances.unavailable,
        available: balances.available - amount,
        withdrawable: balances.withdrawable - amount,
      };
      entries = [entry, ...entries];
      return HttpResponse.json({ entry, balances } satisfies WithdrawalResponse, { status: 201 });
    }),
  ];
}

/**
 * A withdrawal refused: meanwhile SAR 20.00 of the credit was spent, so the API takes at most
 * SAR 40.00 and says so on the amount; the balances asked again show it.
 */
function refused(): HttpHandler[] {
  let balances = settled;
  return [
    http.get('*/api/me/wallet', () => HttpResponse.json(balances)),
    walletHistoryOf(() => manyWalletEntries.slice(0, 4)),
    http.post('*/api/me/wallet/withdrawals', () => {
      balances = { total: 5500, unavailable: 0, available: 5500, withdrawable: 4000 };
      return HttpResponse.json(
        {
          error: {
            code: 'not_withdrawable',
            message: 'Only SAR 40.00 can be withdrawn (goodwill credit and pending refunds cannot)',
            fields: { amount: 'At most SAR 40.00' },
          },
        },
        { status: 409 },
      );
    }),
  ];
}

const pendingWithdrawal: WalletEntryView = {
  id: uuid('8c9d0e1f', 1),
  at: '2026-11-23T09:00:00.000Z',
  type: 'withdrawal',
  orderNumber: null,
  description: 'Withdraw Deposit',
  amount: -6000,
  status: 'pending',
};

export const ledgerFixtures = { summaries, manyPointsEntries, manyWalletEntries, settled, pendingWithdrawal };

/** Named handler groups for the points and wallet pages' stories (`msw.use(...ledgerHandlers.points.gold)`). */
export const ledgerHandlers = {
  points: {
    gold: [
      mockEndpoint(points.getPointsSummary, summaries.gold),
      pointsHistoryOf(manyPointsEntries),
      saveNotifications,
    ],
    expiringSoon: [
      mockEndpoint(points.getPointsSummary, summaries.expiringSoon),
      pointsHistoryOf(fixtures.pointsHistory.items),
      saveNotifications,
    ],
    silver: [mockEndpoint(points.getPointsSummary, summaries.silver), pointsHistoryOf(manyPointsEntries.slice(0, 6))],
    diamond: [mockEndpoint(points.getPointsSummary, summaries.diamond), pointsHistoryOf(manyPointsEntries)],
    noHistory: [mockEndpoint(points.getPointsSummary, fixtures.emptyPointsSummary), pointsHistoryOf([])],
    loading: [mockEndpointPending(points.getPointsSummary), mockEndpointPending(points.getPointsHistory)],
    error: [
      mockEndpointError(points.getPointsSummary, 500, serverDown),
      mockEndpointError(points.getPointsHistory, 500, serverDown),
    ],
  },
  wallet: {
    empty: [
      mockEndpoint(wallet.getWallet, { total: 0, unavailable: 0, available: 0, withdrawable: 0 }),
      walletHistoryOf(() => []),
    ],
    full: [mockEndpoint(wallet.getWallet, settled), walletHistoryOf(() => manyWalletEntries)],
    /** A card refund not yet settled: unavailable, and not withdrawable. */
    pendingRefund: [
      mockEndpoint(wallet.getWallet, fixtures.walletBalances),
      walletHistoryOf(() => fixtures.walletHistory.items),
    ],
    /** All the withdrawable credit asked for: the withdrawal Pending at the top of the history. */
    pendingWithdrawal: [
      mockEndpoint(wallet.getWallet, { total: 1500, unavailable: 0, available: 1500, withdrawable: 0 }),
      walletHistoryOf(() => [pendingWithdrawal, ...manyWalletEntries.slice(0, 4)]),
    ],
    withdrawable,
    refused,
    loading: [mockEndpointPending(wallet.getWallet), mockEndpointPending(wallet.getWalletHistory)],
    error: [
      mockEndpointError(wallet.getWallet, 500, serverDown),
      mockEndpointError(wallet.getWalletHistory, 500, serverDown),
    ],
  },
};
