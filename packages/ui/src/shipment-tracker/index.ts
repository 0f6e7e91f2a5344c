export {
  formatEventTime,
  type ShipmentEvent,
  ShipmentTracker,
  type ShipmentTrackerProps,
  shipmentTrackerStyles,
} from './shipment-tracker.tsx';
export {
  type ShipmentStep,
  shipmentSteps,
  shipmentTrackerMessages,
  type ShipmentTrackerMessages,
} from './shipment-tracker-messages.ts';
