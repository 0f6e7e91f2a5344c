import { dateTimeFormat } from '@juicyin/domain';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId } from 'react';
import { useLocale } from '../locale-provider/locale-provider.tsx';
import { VisuallyHidden } from '../visually-hidden/index.ts';
import { formatNumber, useMessages } from '../messages/index.ts';
import {
  type ShipmentStep,
  shipmentSteps,
  shipmentTrackerMessages,
  type ShipmentTrackerMessages,
} from './shipment-tracker-messages.ts';
import '../theme/tokens.css';
import './shipment-tracker.css';

export interface ShipmentEvent {
  /** When it happened: a Date or an ISO 8601 string. */
  readonly timestamp: Date | string;
  readonly location: string;
  /** The status text, e.g. "Ready for handover to logistics partner". */
  readonly status: string;
}

export const shipmentTrackerStyles = cva('jui-shipment-tracker', {
  variants: {
    density: { comfortable: 'jui-shipment-tracker--comfortable', compact: 'jui-shipment-tracker--compact' },
  },
  defaultVariants: { density: 'comfortable' },
});

export interface ShipmentTrackerProps extends VariantProps<typeof shipmentTrackerStyles> {
  /** The step the shipment is at now. */
  readonly current: ShipmentStep;
  /** The shipment's events, shown in the order given. */
  readonly events: readonly ShipmentEvent[];
  /** When each step was reached (shown under the step); steps without a time show none. */
  readonly reachedAt?: Readonly<Partial<Record<ShipmentStep, Date | string | null>>>;
  /**
   * When the order was cancelled: the steps up to `current` are complete, none is current, and
   * the live region says it was cancelled.
   */
  readonly cancelledAt?: Date | string | null;
  /** The shipment has finished at `current` (delivered): that step is complete too, not current. */
  readonly finished?: boolean;
  /** The time zone the timestamps are shown in (default Riyadh). */
  readonly timeZone?: string;
  readonly messages?: Partial<ShipmentTrackerMessages>;
  readonly className?: string;
}

/** Date and time by Intl for the locale, Gregorian calendar and Latin digits (as money is shown). */
export function formatEventTime(locale: string, timestamp: Date | string, timeZone: string): string {
  return dateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    calendar: 'gregory',
    numberingSystem: 'latn',
    timeZone,
  }).format(new Date(timestamp));
}

/**
 * Where a shipment is: the four steps with the current one marked `aria-current="step"` and
 * announced in a polite live region, and the table of its events (timestamp, location, status).
 */
export function ShipmentTracker({
  current,
  events,
  reachedAt = {},
  cancelledAt = null,
  finished = false,
  timeZone = 'Asia/Riyadh',
  density,
  messages: overrides,
  className,
}: ShipmentTrackerProps) {
  const { locale } = useLocale();
  const messages = useMessages(shipmentTrackerMessages, overrides);
  const progressId = useId();
  const currentIndex = shipmentSteps.indexOf(current);
  return (
    <section
      data-slot="shipment-tracker"
      data-variant={density ?? 'comfortable'}
      className={shipmentTrackerStyles({ density, className })}
      aria-labelledby={progressId}
    >
      <h3 id={progressId} className="jui-shipment-tracker__heading">
        {messages.progressLabel}
      </h3>
      <ol className="jui-shipment-tracker__steps">
        {shipmentSteps.map((step, index) => {
          const state =
            index < currentIndex || (index === currentIndex && (cancelledAt !== null || finished))
              ? 'complete'
              : index === currentIndex
                ? 'current'
                : 'upcoming';
          const at = reachedAt[step];
          return (
            <li
              key={step}
              className="jui-shipment-tracker__step"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="jui-shipment-tracker__marker" aria-hidden="true">
                {state === 'complete' ? (
                  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                ) : (
                  formatNumber(locale, index + 1)
                )}
              </span>
              <span className="jui-shipment-tracker__label">
                {messages.steps[step]}
                {state === 'complete' ? <VisuallyHidden>{` (${messages.completed})`}</VisuallyHidden> : null}
              </span>
              {at ? (
                <time className="jui-shipment-tracker__time" dateTime={new Date(at).toISOString()}>
                  {formatEventTime(locale, at, timeZone)}
                </time>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="jui-shipment-tracker__live" role="status" aria-live="polite">
        {cancelledAt === null
          ? messages.current(
              messages.steps[current],
              formatNumber(locale, currentIndex + 1),
              formatNumber(locale, shipmentSteps.length),
            )
          : messages.cancelled(formatEventTime(locale, cancelledAt, timeZone))}
      </p>
      <table className="jui-shipment-tracker__events">
        <caption className="jui-shipment-tracker__caption">{messages.eventsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.timestamp}</th>
            <th scope="col">{messages.location}</th>
            <th scope="col">{messages.status}</th>
          </tr>
        </thead>
        <tbody>
          {events.length === 0 ? (
            <tr>
              <td colSpan={3} className="jui-shipment-tracker__empty">
                {messages.noEvents}
              </td>
            </tr>
          ) : (
            events.map((event, index) => {
              const iso = new Date(event.timestamp).toISOString();
              return (
                <tr key={`${iso}-${String(index)}`}>
                  <td>
                    <time dateTime={iso}>{formatEventTime(locale, event.timestamp, timeZone)}</time>
                  </td>
                  <td>{event.location}</td>
                  <td>{event.status}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}
