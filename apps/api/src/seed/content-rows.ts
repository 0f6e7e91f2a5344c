// The first start's content rows: store settings, delivery zones, blog posts and the FAQ.
import type { RawTransaction } from '../database.ts';
import { blogSeeds } from './blog-data.ts';
import { faqSeeds } from './faq-data.ts';
import { deliveryZoneSeeds, storeSettingsSeed } from './store-data.ts';

export async function insertContent(tx: RawTransaction, now: Date): Promise<void> {
  const s = storeSettingsSeed;
  await tx.query(
    `insert into store_settings (id, cod_enabled, cod_fee, cod_reason_en, cod_reason_ar, eur_per_sar,
       seller_name_en, seller_name_ar, seller_vat_number) values (1, $1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      s.codEnabled,
      s.codFee,
      s.codReasonEn,
      s.codReasonAr,
      s.eurPerSar,
      s.sellerNameEn,
      s.sellerNameAr,
      s.sellerVatNumber,
    ],
  );
  for (const [position, zone] of deliveryZoneSeeds.entries()) {
    await tx.query(
      'insert into delivery_zones (key, city_en, city_ar, fee, served, position) values ($1, $2, $3, $4, $5, $6)',
      [zone.key, zone.cityEn, zone.cityAr, zone.fee, zone.served, position],
    );
  }
  for (const post of blogSeeds) {
    await tx.query(
      `insert into blog_posts (slug, title_en, title_ar, excerpt_en, excerpt_ar, body_en, body_ar, author, image,
         featured, of_the_week, published_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        post.slug,
        post.titleEn,
        post.titleAr,
        post.bodyEn[0] ?? '',
        post.bodyAr[0] ?? '',
        post.bodyEn,
        post.bodyAr,
        post.author,
        `/api/images/blog/${post.slug}.svg`,
        post.featured ?? false,
        post.ofTheWeek ?? false,
        new Date(now.getTime() - post.daysAgo * 86_400_000).toISOString(),
      ],
    );
  }
  for (const [groupPosition, group] of faqSeeds.entries()) {
    for (const [position, entry] of group.entries.entries()) {
      await tx.query(
        `insert into faq_entries (group_key, group_position, group_title_en, group_title_ar, position,
           question_en, question_ar, answer_en, answer_ar) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [group.key, groupPosition, group.titleEn, group.titleAr, position, entry.qEn, entry.qAr, entry.aEn, entry.aAr],
      );
    }
  }
}
