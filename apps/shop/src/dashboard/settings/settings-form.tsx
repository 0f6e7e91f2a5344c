import type { SocialNetworkId, StaffStoreSettings, StaffStoreSettingsBody } from '@juicyin/contract';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../i18n/messages-provider.tsx';
import {
  bodyOf,
  draftOf,
  type Problem,
  sentSocialLinks,
  type SettingsDraft,
  socialField,
  TEXT_FIELDS,
} from './settings-draft.ts';
import { apiMessage } from './settings-messages.ts';
import { apiFields, isVersionConflict } from './settings-queries.ts';
import {
  CashOnDeliverySection,
  ContactSection,
  CurrencySection,
  LatenessAndSellerSections,
  MapTilesSection,
  SocialSection,
} from './settings-sections.tsx';
import { ZonesSection } from './zones-section.tsx';
import { SaveRow } from '../versioned-document/save-row.tsx';

/** The API's field paths the form shows beside a field (the others are listed above the button). */
function shownAt(path: string, zoneCount: number, social: readonly SocialNetworkId[]): string | null {
  if ((TEXT_FIELDS as readonly string[]).includes(path) || path === 'cashOnDelivery.fee' || path === 'deliveryZones')
    return path;
  if (path === 'cashOnDelivery.reason') return 'cashOnDelivery.reason.en';
  // A social link's message names its place in the body: its network's field.
  const link = /^contact\.social\.(\d+)(?:\.href)?$/.exec(path);
  const network = link ? social[Number(link[1])] : undefined;
  if (link) return network ? socialField(network) : null;
  const zone = /^deliveryZones\.(\d+)\.(fee|key|city\.en|city\.ar)$/.exec(path);
  if (!zone || Number(zone[1]) >= zoneCount) return null;
  // A new zone's key is made from its English name.
  return zone[2] === 'key' ? `deliveryZones.${zone[1] ?? ''}.city.en` : path;
}

export interface SettingsFormProps {
  /** The settings as opened: their version is the one a save is made from. */
  readonly settings: StaffStoreSettings;
  readonly isSaving: boolean;
  /** The last save's failure, if the last save failed. */
  readonly saveError: unknown;
  readonly onSave: (body: StaffStoreSettingsBody, onRefused: (error: unknown) => void) => void;
  readonly onReload: () => void;
  readonly isReloading: boolean;
}

/**
 * The settings form: every section, each field's problem beside it — the form's own before asking
 * (a missing reason, minutes, an amount), the API's after (translated where the form knows the
 * message) — and, on a conflict, what happened with Reload.
 */
export function SettingsForm({ settings, isSaving, saveError, onSave, onReload, isReloading }: SettingsFormProps) {
  const t = useMessages();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [problems, setProblems] = useState<Readonly<Record<string, Problem>>>({});
  const [refused, setRefused] = useState<Readonly<Record<string, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped when a save could not be made or was refused at a field: the first such field gets the focus.
  const [refusedAt, setRefusedAt] = useState(0);
  useEffect(() => {
    if (refusedAt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedAt]);
  const say = (message: string) => {
    const said = apiMessage(message);
    return 'text' in said ? said.text : t(said.key, said.values);
  };
  const problemOf = (path: string): string | undefined => {
    const problem = problems[path];
    if (problem) return problem.kind === 'amount' ? problem.message : t(`dashboard.settings.problem.${problem.kind}`);
    const message = refused[path];
    return message === undefined ? undefined : say(message);
  };
  const edit = (path: string, change: (current: SettingsDraft) => SettingsDraft) => {
    setDraft(change);
    if (path in problems) setProblems(({ [path]: _dropped, ...rest }) => rest);
    if (path in refused) setRefused(({ [path]: _dropped, ...rest }) => rest);
  };
  const elsewhere = Object.entries(refused).filter(
    ([path]) => shownAt(path, draft.zones.length, sentSocialLinks(settings, draft)) === null,
  );
  const conflict = isVersionConflict(saveError);
  const failed =
    saveError !== null && saveError !== undefined && !conflict && Object.keys(apiFields(saveError)).length === 0;
  const needsFix = Object.keys(problems).length > 0 || Object.keys(refused).length > 0;
  const section = { settings, draft, edit, problemOf };
  return (
    <form
      ref={formRef}
      className="staff-settings__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const made = bodyOf(settings, draft);
        if ('problems' in made) {
          setProblems(made.problems);
          setRefusedAt((count) => count + 1);
          return;
        }
        setProblems({});
        setRefused({});
        const sent = sentSocialLinks(settings, draft);
        onSave(made.body, (error) => {
          const fields = apiFields(error);
          const placed: Record<string, string> = {};
          for (const [path, message] of Object.entries(fields))
            placed[shownAt(path, draft.zones.length, sent) ?? path] ??= message;
          setRefused(placed);
          if (Object.keys(placed).length > 0) setRefusedAt((count) => count + 1);
        });
      }}
    >
      <CashOnDeliverySection {...section} />
      <CurrencySection {...section} />
      <ZonesSection {...section} />
      <LatenessAndSellerSections {...section} />
      <ContactSection {...section} />
      <SocialSection {...section} />
      <MapTilesSection {...section} />
      <SaveRow
        words={{
          conflict: t('dashboard.settings.conflict'),
          reload: t('dashboard.settings.reload'),
          fix: t('dashboard.settings.fix'),
          failed: t('dashboard.settings.failed'),
          save: t('dashboard.settings.save'),
        }}
        conflict={conflict}
        needsFix={needsFix}
        failed={failed}
        elsewhere={elsewhere.map(([path, message]) => [path, say(message)] as const)}
        isSaving={isSaving}
        isReloading={isReloading}
        onReload={onReload}
      />
    </form>
  );
}
