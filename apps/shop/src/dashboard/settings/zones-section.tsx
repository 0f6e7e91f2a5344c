import { Button } from '@juicyin/ui/button';
import { Switch } from '@juicyin/ui/switch';
import { TextField } from '@juicyin/ui/text-field';
import { useLanguage, useMessages } from '../../i18n/messages-provider.tsx';
import { type DraftZone, type SettingsDraft, withNewZone } from './settings-draft.ts';
import { DraftMoney, Section, type SectionProps } from './settings-fields.tsx';

const withZone = (draft: SettingsDraft, index: number, change: Partial<DraftZone>): SettingsDraft => ({
  ...draft,
  zones: draft.zones.map((zone, at) => (at === index ? { ...zone, ...change } : zone)),
});

/** A new zone's city in one language, under the body's path (`deliveryZones.5.city.ar`). */
function NewZoneCity({
  index,
  zone,
  language,
  label,
  section,
}: {
  readonly index: number;
  readonly zone: DraftZone & { readonly city: { readonly en: string; readonly ar: string } };
  readonly language: 'en' | 'ar';
  readonly label: string;
  readonly section: SectionProps;
}) {
  const path = `deliveryZones.${String(index)}.city.${language}`;
  const problem = section.problemOf(path);
  return (
    <TextField
      label={label}
      isRequired
      value={zone.city[language]}
      onChange={(value) =>
        section.edit(path, (draft) => withZone(draft, index, { city: { ...zone.city, [language]: value } }))
      }
      isInvalid={problem !== undefined}
      errorMessage={problem}
      inputProps={{ dir: language === 'ar' ? 'rtl' : 'ltr', lang: language, autoComplete: 'off' }}
    />
  );
}

/** Each delivery zone's fee and whether it is served; new zones, named in both languages, after them. */
export function ZonesSection(props: SectionProps) {
  const t = useMessages();
  const language = useLanguage();
  const { draft, edit, settings } = props;
  const cityLabel = (which: 'english' | 'arabic') =>
    `${t('dashboard.settings.zone.city')} (${t(`dashboard.settings.${which}`)})`;
  return (
    <Section id="zones" title={t('dashboard.settings.zones')}>
      {props.problemOf('deliveryZones') ? (
        <p className="staff-settings__problem">{props.problemOf('deliveryZones')}</p>
      ) : null}
      <div className="staff-settings__row">
        {draft.zones.map((zone, index) => {
          const known = settings.deliveryZones.find((candidate) => candidate.key === zone.key);
          const city = zone.city
            ? zone.city[language] || t('dashboard.settings.zone.new')
            : (known?.city[language] ?? zone.key);
          return (
            // A new zone's key changes as its name is typed: its place in the list names it.
            <fieldset key={zone.city ? `new-${String(index)}` : zone.key} className="staff-settings__zone">
              <legend>{city}</legend>
              {zone.city ? (
                <>
                  <NewZoneCity
                    index={index}
                    zone={{ ...zone, city: zone.city }}
                    language="en"
                    label={cityLabel('english')}
                    section={props}
                  />
                  <NewZoneCity
                    index={index}
                    zone={{ ...zone, city: zone.city }}
                    language="ar"
                    label={cityLabel('arabic')}
                    section={props}
                  />
                  <Button
                    variant="ghost"
                    onPress={() =>
                      edit('deliveryZones', (current) => ({
                        ...current,
                        zones: current.zones.filter((_zone, at) => at !== index),
                      }))
                    }
                  >
                    {`${t('dashboard.settings.zone.remove')} — ${city}`}
                  </Button>
                </>
              ) : null}
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
      <p className="staff-settings__hint">{t('dashboard.settings.zone.newHint')}</p>
      <Button variant="secondary" onPress={() => edit('deliveryZones', withNewZone)}>
        {t('dashboard.settings.zone.add')}
      </Button>
    </Section>
  );
}
