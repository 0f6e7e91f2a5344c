import { Switch } from '@juicyin/ui/switch';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import type { Amount, SettingsDraft } from './settings-draft.ts';
import { BothLanguages, DraftMoney, DraftText, Section, type SectionProps } from './settings-fields.tsx';

const withZone = (draft: SettingsDraft, index: number, change: Partial<SettingsDraft['zones'][number]>) => ({
  ...draft,
  zones: draft.zones.map((zone, at) => (at === index ? { ...zone, ...change } : zone)),
});

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

/** The EUR rate and each delivery zone's fee and whether it is served. */
export function CurrencyAndZonesSections(props: SectionProps) {
  const t = useMessages();
  const language = useLanguage();
  const { draft, edit, settings } = props;
  return (
    <>
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
      <Section id="zones" title={t('dashboard.settings.zones')}>
        {props.problemOf('deliveryZones') ? (
          <p className="staff-settings__problem">{props.problemOf('deliveryZones')}</p>
        ) : null}
        <div className="staff-settings__row">
          {draft.zones.map((zone, index) => {
            const city = settings.deliveryZones.find((known) => known.key === zone.key)?.city[language] ?? zone.key;
            return (
              <fieldset key={zone.key} className="staff-settings__zone">
                <legend>{city}</legend>
                <DraftMoney
                  path={`deliveryZones.${String(index)}.fee`}
                  label={`${t('dashboard.settings.zone.fee')} — ${city}`}
                  value={zone.fee}
                  onChange={(fee) =>
                    edit(`deliveryZones.${String(index)}.fee`, (current) => withZone(current, index, { fee }))
                  }
                  problemOf={props.problemOf}
                />
                <Switch
                  isSelected={zone.served}
                  onChange={(served) => edit('deliveryZones', (current) => withZone(current, index, { served }))}
                >
                  {`${t('dashboard.settings.zone.served')} — ${city}`}
                </Switch>
              </fieldset>
            );
          })}
        </div>
      </Section>
    </>
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

/** How shoppers reach the shop; the map pin and the social links go back as loaded. */
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
