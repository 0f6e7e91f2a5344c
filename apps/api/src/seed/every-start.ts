// What every start seeds into an existing database (later versions' content): rows that are
// missing are added, rows already there are left as they are (perhaps edited since).
import type { RawTransaction } from '../database.ts';
import { storeContactSeed } from './store-data.ts';
import type { InfoPageSeed } from './page-data.ts';

/** The store's contact details where the row has none (a fresh database, or one seeded before version 6). */
export async function fillContact(tx: RawTransaction): Promise<void> {
  const c = storeContactSeed;
  await tx.query(
    `update store_settings set contact_address_en = $1, contact_address_ar = $2, contact_phone = $3,
       contact_phone_display = $4, contact_email = $5, contact_hours_en = $6, contact_hours_ar = $7,
       contact_lat = $8, contact_lng = $9, contact_social = $10::jsonb
     where id = 1 and contact_phone is null`,
    [
      c.addressEn,
      c.addressAr,
      c.phone,
      c.phoneDisplay,
      c.email,
      c.hoursEn,
      c.hoursAr,
      c.lat,
      c.lng,
      JSON.stringify(c.social),
    ],
  );
}

/**
 * The information pages not in the table yet: a page added to the seeds appears at the next
 * start; a stored page (perhaps edited since) is left as it is. Returns the slugs added.
 */
export async function seedInfoPages(tx: RawTransaction, pages: readonly InfoPageSeed[], now: Date): Promise<string[]> {
  const added: string[] = [];
  for (const page of pages) {
    const rows = await tx.query(
      `insert into content_pages (slug, title_en, title_ar, intro_en, intro_ar, layout, sections, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, $8) on conflict (slug) do nothing returning slug`,
      [
        page.slug,
        page.title.en,
        page.title.ar,
        page.intro.en,
        page.intro.ar,
        page.layout,
        JSON.stringify(page.sections),
        now.toISOString(),
      ],
    );
    if (rows.length > 0) added.push(page.slug);
  }
  return added;
}
