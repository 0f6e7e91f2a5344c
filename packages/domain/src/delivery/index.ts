export {
  COD_UNAVAILABLE_REASON,
  type CodAvailability,
  codAvailability,
  type CodSetting,
  DEFAULT_COD_SETTING,
  DEFAULT_DELIVERY_ZONES,
  type Deliverability,
  deliverability,
  type DeliveryZone,
  zoneForCity,
} from './delivery.ts';
