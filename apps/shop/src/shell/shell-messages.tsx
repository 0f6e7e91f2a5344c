import { formatMoney, halalas } from '@juicyin/domain';
import { IconButton } from '@juicyin/ui/icon-button';
import { InfoIcon, PhoneIcon, TruckIcon } from '@juicyin/ui/icons';
import { Link } from '@juicyin/ui/link';
import { Tooltip } from '@juicyin/ui/tooltip';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../api.ts';
import { intlLocales } from '../i18n/messages.ts';
import { useLanguage, useMessages } from '../i18n/messages-provider.tsx';
import { useStoreContact } from './store-contact.ts';
import { storeSettingsQuery } from './store-settings.ts';
import './shell-messages.css';
import { pathTo } from '../paths.ts';

/** What the cash-on-delivery tooltip says: the store's reason when it is off, the fee when it is on. */
function useCashOnDeliveryNote(): string {
  const t = useMessages();
  const language = useLanguage();
  const { data, isError } = useQuery(storeSettingsQuery(api));
  if (!data) return t(isError ? 'shell.cod.unknown' : 'shell.cod.checking');
  const cod = data.cashOnDelivery;
  if (!cod.enabled) return cod.unavailableReason?.[language] ?? t('shell.cod.unavailable');
  if (cod.fee === 0) return t('shell.cod.available');
  return t('shell.cod.availableWithFee', {
    fee: formatMoney(halalas(cod.fee), { locale: intlLocales[language] }).text,
  });
}

/**
 * The bar above the header: free shipping, delivery to Riyadh, cash on delivery (its tooltip gives
 * the store's reason when it is unavailable), the help line (the store's settings, once they arrive)
 * and the order tracking link.
 */
export function ShellMessages() {
  const t = useMessages();
  const codNote = useCashOnDeliveryNote();
  const contact = useStoreContact();
  // The tooltip renders inside this landmark, so everything on the page stays in one (axe "region").
  // A ref, read when the tooltip shows: state set from the element's ref rendered the bar again,
  // synchronously, as soon as a server-rendered page was hydrated.
  const landmark = useRef<HTMLElement>(null);
  return (
    <aside ref={landmark} className="shop-messages" aria-label={t('shell.messages.label')}>
      <ul className="shop-messages__list">
        <li className="shop-messages__item">
          <TruckIcon size="sm" />
          {t('shell.freeShipping')}
        </li>
        <li className="shop-messages__item">{t('shell.deliverTo')}</li>
        <li className="shop-messages__item">
          {t('shell.cod')}
          <Tooltip content={codNote} placement="bottom" portalContainer={landmark}>
            <IconButton label={t('shell.cod.about')} size="sm" variant="ghost" className="shop-messages__info">
              <InfoIcon size="sm" />
            </IconButton>
          </Tooltip>
        </li>
        {contact ? (
          <li className="shop-messages__item">
            <PhoneIcon size="sm" />
            {t('shell.helpLine')}{' '}
            <a className="shop-messages__link" href={`tel:${contact.phone}`} dir="ltr">
              {contact.phoneDisplay}
            </a>
          </li>
        ) : null}
        <li className="shop-messages__item">
          <Link href={pathTo('trackOrder')} className="shop-messages__link">
            {t('shell.trackOrder')}
          </Link>
        </li>
      </ul>
    </aside>
  );
}
