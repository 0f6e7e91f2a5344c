import { useMessages } from '../../i18n/messages-provider.tsx';
import { AccountPage } from '../account-page.tsx';
import { AddressBook } from './address-book.tsx';
import './addresses-page.css';

/** My addresses (`/my-address`, SPEC.md §2): the shopper's address book with its map. */
export function AddressesPage() {
  const t = useMessages();
  return (
    <AccountPage
      title={t('account.addresses.title')}
      description={t('account.addresses.description')}
      heading={t('account.addresses.heading')}
      className="shop-addresses"
    >
      <AddressBook />
    </AccountPage>
  );
}
