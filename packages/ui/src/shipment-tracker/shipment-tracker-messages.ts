// The tracker's words apart from its component (no stylesheet, no React): the journeys read
// the accessible names they look for from here.
import type { MessageTable } from '../messages/messages.ts';

/** The four steps of a shipment, in order (PRODUCT.md §8). */
export const shipmentSteps = ['ordered', 'processing', 'shipping', 'delivered'] as const;
export type ShipmentStep = (typeof shipmentSteps)[number];

export interface ShipmentTrackerMessages {
  readonly steps: Readonly<Record<ShipmentStep, string>>;
  readonly progressLabel: string;
  readonly current: (step: string, position: string, total: string) => string;
  readonly eventsCaption: string;
  readonly timestamp: string;
  readonly location: string;
  readonly status: string;
  readonly noEvents: string;
  readonly completed: string;
  readonly cancelled: (time: string) => string;
}

export const shipmentTrackerMessages: MessageTable<ShipmentTrackerMessages, 'shipmentTracker'> = {
  name: 'shipmentTracker',
  en: {
    steps: { ordered: 'Ordered', processing: 'Processing', shipping: 'Shipping', delivered: 'Delivered' },
    progressLabel: 'Shipment progress',
    current: (step, position, total) => `Current step: ${step} (step ${position} of ${total})`,
    eventsCaption: 'Shipment events',
    timestamp: 'Timestamp',
    location: 'Location',
    status: 'Status',
    noEvents: 'No shipment events yet.',
    completed: 'completed',
    cancelled: (time) => `Cancelled on ${time}`,
  },
  ar: {
    steps: { ordered: 'تم الطلب', processing: 'قيد التجهيز', shipping: 'قيد الشحن', delivered: 'تم التوصيل' },
    progressLabel: 'مراحل الشحنة',
    current: (step, position, total) => `المرحلة الحالية: ${step} (المرحلة ${position} من ${total})`,
    eventsCaption: 'أحداث الشحنة',
    timestamp: 'الوقت',
    location: 'الموقع',
    status: 'الحالة',
    noEvents: 'لا توجد أحداث للشحنة بعد.',
    completed: 'مكتملة',
    cancelled: (time) => `أُلغي في ${time}`,
  },
};
