import { HttpResponse, type HttpHandler } from 'msw';
import { getStaffStoreSettings, updateStaffStoreSettings } from '../staff/settings-endpoints.ts';
import { type StaffStoreSettings, staffStoreSettingsBodySchema } from '../staff/settings-schemas.ts';
import { colleaguesChange, staffSettings } from './settings-fixtures.ts';
import { invalidInput, route } from './answers.ts';

/*
 * The dashboard's settings stories' own little server (state per call), answering as the API does:
 * it hands out the settings with their version, refuses a body the contract refuses (400
 * `invalid_input` with the field messages), a save from an old version (409 `version_conflict`)
 * and a new zone without its city (422 `zone_city_required`), and otherwise saves under the next
 * version (new zones after the known ones).
 */

export interface SettingsServerOptions {
  /** A colleague saves between the opening and the first save: that save is refused with 409. */
  readonly colleagueSaves?: boolean;
  /** Each save waits for this promise, so a story can look at the form while it is on its way. */
  readonly saveAfter?: Promise<unknown>;
}

function settingsServer(start: StaffStoreSettings, options: SettingsServerOptions = {}): HttpHandler[] {
  let current = structuredClone(start);
  let colleagueSaves = options.colleagueSaves ?? false;
  return [
    route(getStaffStoreSettings, () => HttpResponse.json(current)),
    route(updateStaffStoreSettings, async ({ request }) => {
      await options.saveAfter;
      const body = staffStoreSettingsBodySchema.safeParse(await request.json());
      if (!body.success) {
        return invalidInput(body.error);
      }
      if (colleagueSaves) {
        colleagueSaves = false;
        current = colleaguesChange(current);
      }
      if (body.data.version !== current.version) {
        return HttpResponse.json(
          {
            error: {
              code: 'version_conflict',
              message:
                "Someone else saved the store's settings since you opened them: reload them to see their change, then make yours again",
            },
          },
          { status: 409 },
        );
      }
      const unnamed = body.data.deliveryZones.findIndex(
        (zone) => zone.city === undefined && !current.deliveryZones.some((known) => known.key === zone.key),
      );
      if (unnamed !== -1) {
        return HttpResponse.json(
          {
            error: {
              code: 'zone_city_required',
              message: `The new zone ${body.data.deliveryZones[unnamed]?.key ?? ''} needs its city in English and Arabic`,
              fields: { [`deliveryZones.${String(unnamed)}.city.en`]: 'A new zone’s city, in English and Arabic' },
            },
          },
          { status: 422 },
        );
      }
      const { deliveryZones, mapTiles, ...rest } = body.data;
      const added = deliveryZones.flatMap(({ key, city, fee, served }) =>
        city === undefined || current.deliveryZones.some((known) => known.key === key)
          ? []
          : [{ key, city, fee, served }],
      );
      current = {
        ...current,
        ...rest,
        version: current.version + 1,
        eurPerSar: Number(rest.eurPerSar).toString(),
        deliveryZones: [
          ...current.deliveryZones.map((zone) => {
            const change = deliveryZones.find((candidate) => candidate.key === zone.key);
            return change ? { ...zone, fee: change.fee, served: change.served } : zone;
          }),
          ...added,
        ],
        mapTiles:
          mapTiles === undefined
            ? current.mapTiles
            : mapTiles === null
              ? start.mapTiles
              : { ...mapTiles, custom: true },
      };
      return HttpResponse.json(current);
    }),
  ];
}

/** The settings endpoints' scenarios, each a fresh server: `msw.use(...settingsHandlers.full())`. */
export const settingsHandlers = {
  /** The seeded settings; saves succeed (or are refused as the API refuses them). */
  full: (options: Omit<SettingsServerOptions, 'colleagueSaves'> = {}) => settingsServer(staffSettings, options),
  /** Cash on delivery already on with a SAR 10.00 fee. */
  codOn: () =>
    settingsServer({
      ...staffSettings,
      cashOnDelivery: { enabled: true, fee: 1000, reason: staffSettings.cashOnDelivery.reason },
    }),
  /** A colleague saves after the settings were opened: the first save is refused (409), Reload shows their change. */
  conflict: () => settingsServer(staffSettings, { colleagueSaves: true }),
  /** The settings never arrive. */
  loading: () => [route(getStaffStoreSettings, () => new Promise<Response>(() => undefined))],
  /** The settings cannot be loaded. */
  error: () => [
    route(getStaffStoreSettings, () =>
      HttpResponse.json({ error: { code: 'internal', message: 'Something went wrong on our side' } }, { status: 500 }),
    ),
  ],
};
