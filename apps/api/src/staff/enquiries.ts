import { listStaffEnquiries, type StaffEnquiry } from '@juicyin/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { enquiries } from '../db/schema.ts';
import { pageOf, pageWindow } from '../http/pagination.ts';
import { registerEndpoint } from '../http/route.ts';
import { staffIdOf } from './guard.ts';
import type { StaffDeps } from './deps.ts';

type EnquiryRow = typeof enquiries.$inferSelect;

function enquiryView(row: EnquiryRow): StaffEnquiry {
  const priceMatch =
    row.kind === 'price-match' && row.product !== null && row.seenAt !== null && row.price !== null
      ? { product: row.product, seenAt: row.seenAt, price: row.price, link: row.link }
      : null;
  return {
    id: row.id,
    kind: row.kind === 'price-match' ? 'price-match' : 'contact',
    fullName: row.fullName,
    email: row.email,
    enquiry: row.enquiry,
    priceMatch,
    receivedAt: row.createdAt.toISOString(),
  };
}

/** `GET /api/staff/enquiries`: the inbox of enquiries and price-match reports, newest first (staff only). */
export function staffEnquiryRoutes(app: FastifyInstance, deps: Pick<StaffDeps, 'db' | 'resolve'>): void {
  const { db, resolve } = deps;
  const staffId = staffIdOf;
  registerEndpoint(app, listStaffEnquiries, resolve, async ({ query, request }) => {
    staffId(request);
    const where = query.kind ? eq(enquiries.kind, query.kind) : undefined;
    const [total] = await db.select({ n: count() }).from(enquiries).where(where);
    const { limit, offset } = pageWindow(query);
    const rows = await db
      .select()
      .from(enquiries)
      .where(where)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit)
      .offset(offset);
    return pageOf(rows.map(enquiryView), query, total?.n ?? 0);
  });
}
