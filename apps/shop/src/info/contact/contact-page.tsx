import { Skeleton } from '@juicyin/ui/skeleton';
import { MailIcon, MapPinIcon, PhoneIcon, CalendarIcon } from '@juicyin/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api-client.tsx';
import { QueryError } from '../../catalogue/query-error.tsx';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { PageHead } from '../../shell/page-head.tsx';
import { storeSettingsQuery } from '../../shell/store-settings.ts';
import { ContactMap } from './contact-map.tsx';
import { PitchUsForm } from './pitch-us-form.tsx';
import { SocialIcon } from './social-icons.tsx';
import { queryFailed } from '../../catalogue/query-failed.ts';
import './contact.css';

/** The shop's address on its map, help line, e-mail, hours and social profiles: the store's settings. */
function ContactDetails() {
  const t = useMessages();
  const language = useLanguage();
  const query = useQuery(storeSettingsQuery(useApiClient()));
  if (queryFailed(query) && !query.data) {
    return (
      <QueryError
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
        title={t('info.error.title')}
        description={t('info.error.description')}
      />
    );
  }
  if (!query.data) {
    return (
      <div aria-busy="true" className="shop-contact__loading">
        <p role="status">{t('contact.loading')}</p>
        <Skeleton shape="rect" blockSize="18rem" />
        <Skeleton shape="rect" blockSize="8rem" />
      </div>
    );
  }
  const { contact, mapTiles } = query.data;
  const address = contact.address[language];
  return (
    <>
      <ContactMap tiles={mapTiles} location={contact.location} label={t('contact.map', { address })} />
      <section className="shop-contact__details" aria-labelledby="contact-reach">
        <h2 id="contact-reach">{t('contact.reach')}</h2>
        <dl className="shop-contact__list">
          <div>
            <dt>
              <MapPinIcon size="sm" /> {t('contact.address')}
            </dt>
            <dd>
              <address>{address}</address>
            </dd>
          </div>
          <div>
            <dt>
              <PhoneIcon size="sm" /> {t('contact.phone')}
            </dt>
            <dd>
              <a href={`tel:${contact.phone}`} dir="ltr">
                {contact.phoneDisplay}
              </a>
            </dd>
          </div>
          <div>
            <dt>
              <MailIcon size="sm" /> {t('contact.email')}
            </dt>
            <dd>
              <a href={`mailto:${contact.email}`} dir="ltr">
                {contact.email}
              </a>
            </dd>
          </div>
          <div>
            <dt>
              <CalendarIcon size="sm" /> {t('contact.hours')}
            </dt>
            <dd>{contact.hours[language]}</dd>
          </div>
        </dl>
        {contact.social.length > 0 ? (
          <>
            <h3 className="shop-contact__social-title">{t('contact.social')}</h3>
            <ul className="shop-contact__social">
              {contact.social.map((item) => (
                <li key={item.id}>
                  <a
                    href={item.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('contact.socialLink', { network: item.network })}
                    className="shop-contact__social-link"
                  >
                    <SocialIcon network={item.id} />
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </>
  );
}

/** Contact us (`/contact-us`): the shop on a map, how to reach it, and the 'Pitch us' form. */
export function ContactPage() {
  const t = useMessages();
  return (
    <article className="shop-contact" aria-labelledby="contact-title">
      <PageHead title={t('contact.pageTitle')} description={t('contact.pageDescription')} />
      <h1 id="contact-title">{t('contact.title')}</h1>
      <div className="shop-contact__columns">
        <div className="shop-contact__where">
          <ContactDetails />
        </div>
        <PitchUsForm />
      </div>
    </article>
  );
}
