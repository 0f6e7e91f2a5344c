/*
 * The dashboard's addresses this area links to. The route table and `paths.ts` are the dashboard
 * frame's (helper dash-queue); these follow them (`/dashboard`, `/dashboard/orders/:number`).
 */

export const DASHBOARD_QUEUE_PATH = '/dashboard';

/** The staff detail of one order. */
export function staffOrderPath(number: string): string {
  return `/dashboard/orders/${encodeURIComponent(number)}`;
}
