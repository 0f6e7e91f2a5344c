import { SOCIAL_NETWORK_IDS, SOCIAL_NETWORKS } from '@juicyin/contract';
import { Switch } from '@juicyin/ui/switch';
import { useMessages } from '../../i18n/messages-provider.tsx';
import { type Amount, socialField } from './settings-draft.ts';
import { BothLanguages, DraftMoney, DraftText, Section, type SectionProps } from './settings-fields.tsx';

/** Cash on delivery: on or off, its fee, and why it is off (required while it is). */
export function CashOnDeliverySection(props: SectionProps) {
  const t = useMessages();
  const { draft, edit } = props;
  return (
    <Section id="cod" title={t('dashboard.settings.cod')} hint={t('dashboard.settings.cod.reasonHint')}>
      <Switch
        isSelected={draft.codEnabled}
        onChange={(on) => edit('cashOnDelivery.enabled', (current) => ({ ...current, codEnabled: on }))}
      >
        {t('dashboard.settings.cod.enabled')}
      </Switch>
      <DraftMoney
        path="cashOnDelivery.fee"
        label={t('dashboard.settings.cod.fee')}
        value={draft.codFee}
        onChange={(fee: Amount) => edit('cashOnDelivery.fee', (current) => ({ ...current, codFee: fee }))}
        problemOf={props.problemOf}
      />
      <BothLanguages {...props} path="cashOnDelivery.reason" label="dashboard.settings.cod.reason" />
    </Section>
  );
}

/** The EUR rate. */
export function CurrencySection(props: SectionProps) {
  const t = useMessages();
  return (
    <Section id="currency" title={t('dashboard.settings.currency')}>
      <DraftText
        {...props}
        path="eurPerSar"
        script="ltr"
        numeric="decimal"
        label={t('dashboard.settings.eurPerSar')}
        description={t('dashboard.settings.eurPerSarHint')}
      />
    </Section>
  );
}

/** The map shoppers pin their address on: the server's own tiles, or a tile server the store names. */
export function MapTilesSection(props: SectionProps) {
  const t = useMessages();
  const { draft, edit } = props;
  return (
    <Section id="map" title={t('dashboard.settings.map')} hint={t('dashboard.settings.map.hint')}>
      <Switch
        isSelected={draft.customTiles}
        onChange={(on) => edit('mapTiles.url', (current) => ({ ...current, customTiles: on }))}
      >
        {t('dashboard.settings.map.custom')}
      </Switch>
      {draft.customTiles ? (
        <>
          <DraftText
            {...props}
            path="mapTiles.url"
            script="ltr"
            label={t('dashboard.settings.map.url')}
            description={t('dashboard.settings.map.urlHint')}
          />
          <DraftText
            {...props}
            path="mapTiles.attribution"
            isRequired={false}
            label={t('dashboard.settings.map.attribution')}
          />
        </>
      ) : null}
    </Section>
  );
}

/** When an order is late in each status, and the seller printed on invoices. */
export function LatenessAndSellerSections(props: SectionProps) {
  const t = useMessages();
  return (
    <>
      <Section id="lateness" title={t('dashboard.settings.lateness')} hint={t('dashboard.settings.latenessHint')}>
        <div className="staff-settings__row">
          <DraftText
            {...props}
            path="lateness.placed"
            numeric="numeric"
            script="ltr"
            label={t('dashboard.settings.lateness.placed')}
          />
          <DraftText
            {...props}
            path="lateness.processing"
            numeric="numeric"
            script="ltr"
            label={t('dashboard.settings.lateness.processing')}
          />
          <DraftText
            {...props}
            path="lateness.shipping"
            numeric="numeric"
            script="ltr"
            label={t('dashboard.settings.lateness.shipping')}
          />
        </div>
      </Section>
      <Section id="seller" title={t('dashboard.settings.seller')}>
        <BothLanguages {...props} path="seller.name" label="dashboard.settings.seller.name" />
        <DraftText
          {...props}
          path="seller.vatNumber"
          numeric="numeric"
          script="ltr"
          label={t('dashboard.settings.seller.vatNumber')}
        />
      </Section>
    </>
  );
}

/** How shoppers reach the shop; the map pin goes back as loaded. */
export function ContactSection(props: SectionProps) {
  const t = useMessages();
  return (
    <Section id="contact" title={t('dashboard.settings.contact')} hint={t('dashboard.settings.contact.kept')}>
      <DraftText
        {...props}
        path="contact.phone"
        script="ltr"
        label={t('dashboard.settings.contact.phone')}
        description={t('dashboard.settings.contact.phoneHint')}
      />
      <DraftText
        {...props}
        path="contact.phoneDisplay"
        script="ltr"
        label={t('dashboard.settings.contact.phoneDisplay')}
      />
      <DraftText {...props} path="contact.email" script="ltr" label={t('dashboard.settings.contact.email')} />
      <BothLanguages {...props} path="contact.address" label="dashboard.settings.contact.address" />
      <BothLanguages {...props} path="contact.hours" label="dashboard.settings.contact.hours" />
    </Section>
  );
}

/** The social networks the footer and the contact page link to: an https address each, empty for none. */
export function SocialSection(props: SectionProps) {
  const t = useMessages();
  return (
    <Section id="social" title={t('dashboard.settings.social')} hint={t('dashboard.settings.social.hint')}>
      {SOCIAL_NETWORK_IDS.map((id) => (
        <DraftText
          {...props}
          key={id}
          path={socialField(id)}
          script="ltr"
          isRequired={false}
          label={t('dashboard.settings.social.link', { network: SOCIAL_NETWORKS[id] })}
        />
      ))}
    </Section>
  );
}
