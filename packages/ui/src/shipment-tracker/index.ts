export {
  formatEventTime,
  type ShipmentEvent,
  type ShipmentStep,
  shipmentSteps,
  ShipmentTracker,
  shipmentTrackerMessages,
  type ShipmentTrackerMessages,
  type ShipmentTrackerProps,
  shipmentTrackerStyles,
} from './shipment-tracker.tsx';
