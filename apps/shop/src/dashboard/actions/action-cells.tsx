import { listFormat } from '@juicyin/domain';
import { Link } from '@juicyin/ui/link';
import { pathTo, withQuery } from '../../paths.ts';
import {
  dashboardBlogPostPath,
  dashboardCouponPath,
  dashboardInfoPagePath,
  dashboardOrderPath,
  dashboardProductPath,
} from '../dashboard-paths.ts';
import { Price } from '@juicyin/ui/price';
import type { ReactNode } from 'react';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { intlLocales, type MessageKey } from '../../i18n/messages.ts';
import { isActionKind } from './staff-actions-query.ts';

type Translate = ReturnType<typeof useMessages>;
const statuses = new Set(['placed', 'processing', 'shipping', 'delivered', 'cancelled']);
const walletStatuses = new Set(['pending', 'completed', 'failed']);

/** An action's kind in the page's language (a kind the page does not know yet as the API names it). */
export function actionName(t: Translate, action: string): string {
  return isActionKind(action) ? t(`dashboard.actions.kind.${action}` as MessageKey) : action;
}

/** What the action was done to: a link to the order, the product, the coupon, the information page, the loyalty events, the store's settings, the FAQ or a blog post, or the wallet entry. */
export function ActionSubject({ subject }: { readonly subject: string }) {
  const t = useMessages();
  const [kind, id = ''] = subject.split(/:(.*)/s);
  if (kind === 'order' && id) return <Link href={dashboardOrderPath(id)}>{id}</Link>;
  if (kind === 'product' && id) return <Link href={dashboardProductPath(id)}>{id}</Link>;
  if (kind === 'coupon' && id) return <Link href={dashboardCouponPath(id)}>{id}</Link>;
  if (kind === 'page' && id)
    return (
      <Link href={dashboardInfoPagePath(id)}>
        <span dir="ltr">{id}</span>
      </Link>
    );
  if (kind === 'blog' && id) return <Link href={dashboardBlogPostPath(id)}>{id}</Link>;
  if (kind === 'loyalty-event' && id)
    return <Link href={pathTo('dashboardLoyaltyEvents')}>{t('dashboard.actions.loyaltyEvent', { id })}</Link>;
  if (subject === 'store') return <Link href={pathTo('dashboardSettings')}>{t('dashboard.nav.settings')}</Link>;
  if (subject === 'faq') return <Link href={pathTo('dashboardFaq')}>{t('dashboard.nav.faq')}</Link>;
  if (kind === 'special' && id) {
    // The period isolated left to right inside the Arabic sentence (U+2066 … U+2069).
    const period = `\u2066${id}\u2069`;
    return (
      <Link href={withQuery(pathTo('dashboardSpecials'), { period: id })}>
        {id.includes('W')
          ? t('dashboard.actions.specialWeek', { week: period })
          : t('dashboard.actions.specialDay', { day: period })}
      </Link>
    );
  }
  if (kind === 'wallet' && id) return <span>{t('dashboard.actions.walletEntry', { id: id.slice(0, 8) })}</span>;
  return <span dir="ltr">{subject}</span>;
}

const shown = [
  'from',
  'to',
  'location',
  'text',
  'reason',
  'amount',
  'description',
  'pointsCredited',
  'version',
  'changed',
  'emails',
] as const;

/**
 * What a save changed, as the fields' names: `{ 'cashOnDelivery.fee': [before, after] }` reads
 * "cashOnDelivery.fee"; a product's `{ SKU: { price: [..], stock: [..] } }` reads "SKU (price, stock)".
 */
function changedNames(changed: unknown, list: Intl.ListFormat): string | null {
  if (typeof changed !== 'object' || changed === null) return null;
  const names = Object.entries(changed as Record<string, unknown>).map(([name, change]) =>
    typeof change === 'object' && change !== null && !Array.isArray(change)
      ? `${name} (${list.format(Object.keys(change))})`
      : name,
  );
  return names.length === 0 ? null : list.format(names);
}

/** The facts recorded with an action that staff read: statuses (order's or wallet entry's), location, texts, the amount (as money). */
export function ActionDetails({ details }: { readonly details: Record<string, unknown> }) {
  const t = useMessages();
  const list = listFormat(intlLocales[useLanguage()], { type: 'unit' });
  const value = (key: (typeof shown)[number], raw: unknown): ReactNode => {
    if (key === 'amount' && typeof raw === 'number') return <Price amount={raw} />;
    if (key === 'changed') return changedNames(raw, list);
    if (key === 'emails' && Array.isArray(raw)) return <span dir="ltr">{list.format(raw.map(String))}</span>;
    if ((key === 'from' || key === 'to') && typeof raw === 'string') {
      if (statuses.has(raw)) return t(`dashboard.order.status.${raw as 'placed'}`);
      if (walletStatuses.has(raw)) return t(`dashboard.wallet.status.${raw as 'pending'}`);
    }
    // A special's products before and after, by their slugs.
    if (Array.isArray(raw)) return raw.length === 0 ? t('dashboard.actions.noProducts') : list.format(raw.map(String));
    return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
  };
  const facts = shown.flatMap((key) => {
    const text = value(key, details[key]);
    return text === null ? [] : [{ key, text }];
  });
  if (facts.length === 0) return null;
  return (
    <dl className="staff-actions__details">
      {facts.map(({ key, text }) => (
        <div key={key}>
          <dt>{t(`dashboard.actions.detail.${key}`)}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
