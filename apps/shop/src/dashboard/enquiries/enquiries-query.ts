import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api.ts';
import { staffKeys } from '../order/staff-order-queries.ts';

/** Enquiries on one page of the inbox. */
export const ENQUIRIES_PAGE_SIZE = 20;

export const ENQUIRY_KINDS = ['contact', 'price-match'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** The inbox's filter and page, as the address's query holds them (`?kind=price-match&page=2`). */
export interface EnquiriesView {
  readonly kind: EnquiryKind | undefined;
  readonly page: number;
}

export function readEnquiriesView(search: URLSearchParams): EnquiriesView {
  const page = Number(search.get('page'));
  return {
    kind: ENQUIRY_KINDS.find((kind) => kind === search.get('kind')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeEnquiriesView(view: EnquiriesView): URLSearchParams {
  const search = new URLSearchParams();
  if (view.kind) search.set('kind', view.kind);
  if (view.page > 1) search.set('page', String(view.page));
  return search;
}

/** One page of the inbox, newest first, filtered by the server. */
export function staffEnquiriesQuery(client: ApiClient, view: EnquiriesView) {
  const query = { ...(view.kind ? { kind: view.kind } : {}), page: view.page, pageSize: ENQUIRIES_PAGE_SIZE };
  return queryOptions({
    queryKey: staffKeys.enquiries(query),
    queryFn: ({ signal }) => client.request('listStaffEnquiries', { query, signal }),
  });
}

/** A price-match report's link, when it is a web address (anything else is shown as text, never followed). */
export function webLink(link: string | null): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
