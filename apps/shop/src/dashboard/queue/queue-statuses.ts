import type { OpenOrderStatus } from '@juicyin/domain';

/** The queue's columns, in the order an order moves through them. */
export const OPEN_QUEUE_STATUSES: readonly OpenOrderStatus[] = ['placed', 'processing', 'shipping'];
