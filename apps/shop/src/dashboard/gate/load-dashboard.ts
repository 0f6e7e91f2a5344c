import type { StaffSession } from '@juicyin/contract';
import { queryClient } from '../../app/query-client.ts';
import { loadCataloguePart } from '../../i18n/messages.ts';
import { staffSessionKey } from './staff-session-query.ts';

/**
 * The dashboard's chunk and its words, for the staff member the API named. A chunk of its own,
 * imported by the dashboard's routes only after that answer: the list of the area's many chunks
 * stays out of the shop's entry. The answer goes into the cache, so the page does not ask again.
 */
export async function loadDashboard(session: StaffSession) {
  queryClient.setQueryData(staffSessionKey, session);
  const [area] = await Promise.all([import('../pages.ts'), loadCataloguePart('dashboard')]);
  return area;
}
