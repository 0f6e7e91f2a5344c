// The words a shopper reads, in either language, taken from the shop's and the kit's own
// catalogues (never typed again here): journeys find controls by these accessible names.
import '../../apps/shop/src/i18n/all-catalogues.ts';
import { formatMessage, type Language, type MessageKey } from '../../apps/shop/src/i18n/messages.ts';
import { shipmentTrackerMessages } from '../../packages/ui/src/shipment-tracker/shipment-tracker-messages.ts';

export type { Language, MessageKey };

/** A shop message in `language`, formatted as the shop formats it (Latin digits by default). */
export function shopText(language: Language, key: MessageKey, values?: Record<string, string | number>): string {
  return formatMessage(language, key, values);
}

/** The kit ShipmentTracker's words in `language`. */
export const trackerText = (language: Language) => shipmentTrackerMessages[language];

/** `text` as a pattern matching it literally. */
export const literally = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
