export {
  formatInvoiceNumber,
  formatOrderNumber,
  isOrderNumber,
  nextInvoiceNumber,
  normalizeOrderNumber,
  NumberFormatError,
  ORDER_CODE_SPACE,
  parseInvoiceNumber,
} from './numbers.ts';
export { reorder } from './reorder.ts';
export {
  canCancel,
  canTransition,
  nextStatuses,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  orderTracker,
  OrderTransitionError,
  type ShipmentEvent,
  type Tracker,
  TRACKER_STEPS,
  type TrackerState,
  type TrackerStep,
  transitionOrder,
} from './status.ts';
export { isOpenStatus, isOrderLate, type LateAfterMinutes, type OpenOrderStatus, orderAgeMinutes } from './lateness.ts';
export {
  type EventText,
  SHOPPER_CANCEL_TEXT,
  STANDARD_EVENT_TEXT,
  STATUS_TEXT_PRESET_KEYS,
  STATUS_TEXT_PRESETS,
  statusEventText,
  type StatusTextPreset,
} from './event-text.ts';
