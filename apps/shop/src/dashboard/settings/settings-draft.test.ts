import { staffSettings } from '@juicyin/contract/msw';
import { staffStoreSettingsBodySchema } from '@juicyin/contract';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  draftOf,
  readMinutes,
  sentSocialLinks,
  type SettingsDraft,
  withNewZone,
  zoneKeyOf,
} from './settings-draft.ts';
import { apiMessage } from './settings-messages.ts';

const withText = (draft: SettingsDraft, text: Partial<SettingsDraft['text']>): SettingsDraft => ({
  ...draft,
  text: { ...draft.text, ...text },
});

describe('the settings form’s body', () => {
  it('sends the settings as loaded back unchanged, from their version, the contract accepts it', () => {
    const made = bodyOf(staffSettings, draftOf(staffSettings));
    if (!('body' in made)) throw new Error('expected a body');
    expect(staffStoreSettingsBodySchema.parse(made.body)).toEqual(made.body);
    expect(made.body.version).toBe(staffSettings.version);
    expect(made.body.contact.location).toEqual(staffSettings.contact.location);
    expect(made.body.contact.social).toEqual(staffSettings.contact.social);
    expect(made.body.deliveryZones).toEqual(
      staffSettings.deliveryZones.map(({ key, fee, served }) => ({ key, fee, served })),
    );
  });

  it('keeps the map tiles as they are (absent) until staff choose a tile server, and sends null to go back', () => {
    const custom = { ...draftOf(staffSettings), customTiles: true };
    const tiles = withText(custom, {
      'mapTiles.url': ' https://tiles.example/{z}/{x}/{y}.png ',
      'mapTiles.attribution': '© Example',
    });
    const made = bodyOf(staffSettings, tiles);
    if (!('body' in made)) throw new Error('expected a body');
    expect(made.body.mapTiles).toEqual({ url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' });
    const chosen = {
      ...staffSettings,
      mapTiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '', custom: true },
    };
    const back = bodyOf(chosen, { ...draftOf(chosen), customTiles: false });
    expect('body' in back && back.body.mapTiles).toBeNull();
  });

  it('adds a zone named in both languages, keyed by its English name; asks for a Latin name and the Arabic one', () => {
    const added = withNewZone(draftOf(staffSettings));
    const index = staffSettings.deliveryZones.length;
    expect(bodyOf(staffSettings, added)).toEqual({
      problems: {
        [`deliveryZones.${String(index)}.city.en`]: { kind: 'cityLatin' },
        [`deliveryZones.${String(index)}.city.ar`]: { kind: 'required' },
      },
    });
    const named: SettingsDraft = {
      ...added,
      zones: added.zones.map((zone, at) =>
        at === index
          ? { ...zone, fee: { halalas: 1800, error: null }, city: { en: ' Al Khobar ', ar: 'الخبر' } }
          : zone,
      ),
    };
    const made = bodyOf(staffSettings, named);
    if (!('body' in made)) throw new Error('expected a body');
    expect(staffStoreSettingsBodySchema.parse(made.body).deliveryZones.at(-1)).toEqual({
      key: 'al-khobar',
      fee: 1800,
      served: true,
      city: { en: 'Al Khobar', ar: 'الخبر' },
    });
    expect(zoneKeyOf('1st Ring — Unayzah!')).toBe('st-ring-unayzah');
    expect(zoneKeyOf('الخبر')).toBe('');
  });

  it('edits the social links: an address replaces one, an empty field drops it, a new network comes last with its name', () => {
    const [first, ...rest] = staffSettings.contact.social;
    if (!first) throw new Error('the fixture links to at least one network');
    const unlinked = (['instagram', 'x', 'facebook', 'snapchat', 'tiktok', 'youtube'] as const).find(
      (id) => !staffSettings.contact.social.some((link) => link.id === id),
    );
    if (!unlinked) throw new Error('the fixture leaves one network unlinked');
    const draft = withText(draftOf(staffSettings), {
      [`contact.social.${first.id}`]: '',
      [`contact.social.${unlinked}`]: ' https://example.com/juicyin ',
    });
    const made = bodyOf(staffSettings, draft);
    if (!('body' in made)) throw new Error('expected a body');
    expect(staffStoreSettingsBodySchema.parse(made.body)).toEqual(made.body);
    expect(made.body.contact.social.map((link) => link.id)).toEqual([...rest.map((link) => link.id), unlinked]);
    expect(made.body.contact.social.at(-1)).toMatchObject({ href: 'https://example.com/juicyin' });
    expect(made.body.contact.social.at(-1)?.network).not.toBe('');
    // The body's order is what places an API message at `contact.social.N.href` on its field.
    expect(sentSocialLinks(staffSettings, draft)).toEqual(made.body.contact.social.map((link) => link.id));
  });

  it('asks for an https address for a social link, naming its field', () => {
    const [first] = staffSettings.contact.social;
    if (!first) throw new Error('the fixture links to at least one network');
    const made = bodyOf(
      staffSettings,
      withText(draftOf(staffSettings), { [`contact.social.${first.id}`]: 'instagram.com/juicyin' }),
    );
    expect('problems' in made && made.problems).toEqual({ [`contact.social.${first.id}`]: { kind: 'https' } });
  });

  it('turns cash on delivery on with a fee in halalas, and keeps the reason for when it is off again', () => {
    const draft = { ...draftOf(staffSettings), codEnabled: true, codFee: { halalas: 1500, error: null } };
    const made = bodyOf(staffSettings, draft);
    if (!('body' in made)) throw new Error('expected a body');
    expect(made.body.cashOnDelivery).toEqual({ enabled: true, fee: 1500, reason: staffSettings.cashOnDelivery.reason });
  });

  it('asks for the reason in both languages while cash on delivery is off', () => {
    const draft = withText(draftOf(staffSettings), { 'cashOnDelivery.reason.ar': '  ' });
    expect(bodyOf(staffSettings, draft)).toEqual({
      problems: { 'cashOnDelivery.reason.ar': { kind: 'reasonRequired' } },
    });
  });

  it('sends no reason (null) when it is on and both are empty', () => {
    const draft = withText(
      { ...draftOf(staffSettings), codEnabled: true },
      { 'cashOnDelivery.reason.en': '', 'cashOnDelivery.reason.ar': '' },
    );
    const made = bodyOf(staffSettings, draft);
    expect('body' in made && made.body.cashOnDelivery.reason).toBeNull();
  });

  it('refuses to send a wrong amount or minutes, naming each field', () => {
    const start = draftOf(staffSettings);
    const draft = withText(
      {
        ...start,
        zones: start.zones.map((zone, index) =>
          index === 1 ? { ...zone, fee: { halalas: null, error: 'Bad amount' } } : zone,
        ),
      },
      { 'lateness.processing': '4.5' },
    );
    expect(bodyOf(staffSettings, draft)).toEqual({
      problems: {
        'deliveryZones.1.fee': { kind: 'amount', message: 'Bad amount' },
        'lateness.processing': { kind: 'minutes' },
      },
    });
  });

  it('reads Arabic-Indic digits in minutes, the rate and the VAT number', () => {
    expect(readMinutes('٤٥')).toBe(45);
    expect(readMinutes('')).toBeNull();
    const draft = withText(draftOf(staffSettings), { eurPerSar: '٠٫٢٥', 'seller.vatNumber': '٣١٠١٢٣٤٥٦٧٠٠٠٠٣' });
    const made = bodyOf(staffSettings, draft);
    if (!('body' in made)) throw new Error('expected a body');
    expect(made.body.eurPerSar).toBe('0.25');
    expect(made.body.seller.vatNumber).toBe('310123456700003');
  });
});

describe('the API’s field messages', () => {
  it('are said by the form where it knows them, and as the API wrote them otherwise', () => {
    expect(apiMessage('A Saudi VAT number: 15 digits, starting and ending with 3')).toEqual({
      key: 'dashboard.settings.problem.vat',
    });
    expect(apiMessage('At most 120 characters')).toEqual({
      key: 'dashboard.settings.problem.tooLong',
      values: { max: 120 },
    });
    expect(apiMessage('Each network once')).toEqual({ text: 'Each network once' });
  });
});
