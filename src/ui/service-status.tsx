import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { manilaDayStart } from '@contract/calendar';
import { serviceStatus, type ServiceHours } from '@contract/care/service-hours';
import { defineMessages } from '@/lib/i18n/define-messages';
import { formatManilaClock } from '@/lib/loan/loan-format';

export const serviceStatusMessages = defineMessages({
  open: {
    id: 'service.status.open',
    defaultMessage: 'Open now · until {time}',
    description:
      'Customer service is open at this moment; {time} is when it closes today, e.g. "6:00 PM" (docs/care.md#customer-service-hours)',
  },
  closed: {
    id: 'service.status.closed',
    defaultMessage: 'Closed · opens {time}',
    description:
      'Customer service is closed at this moment; {time} is when it next opens, e.g. "9:00 AM"',
  },
  everyDay: {
    id: 'service.hours.everyDay',
    defaultMessage: 'Monday to Sunday, {opens} to {closes} (Manila time)',
    description: 'Customer service hours, every day of the week; e.g. "9:00 AM" to "6:00 PM"',
  },
});

const MINUTE_MS = 60_000;

/**
 * The time now, moved on every minute: what "open now" reads, so the state changes at the hour
 * without a reload (docs/care.md#customer-service-hours). The phone's clock: a wrong clock shows a
 * wrong state, which is why the contacts are always shown with it.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** "09:00" as an instant of that Manila wall-clock time, for the locale's time format. */
function clockAt(hhmm: string): Date {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Date(manilaDayStart('2026-01-01').getTime() + (hours * 60 + minutes) * MINUTE_MS);
}

/** "Open now · until 6:00 PM" or "Closed · opens 9:00 AM", then the hours of every day. */
export function ServiceStatus({ hours }: { hours: ServiceHours }) {
  const intl = useIntl();
  const status = serviceStatus(useMinuteClock(), hours);
  const time = formatManilaClock(intl, status.nextChangeAt);
  return (
    <p className="service-status">
      <strong
        className={`service-status__now service-status__now--${status.open ? 'open' : 'closed'}`}
      >
        {intl.formatMessage(
          status.open ? serviceStatusMessages.open : serviceStatusMessages.closed,
          {
            time,
          },
        )}
      </strong>
      <br />
      {intl.formatMessage(serviceStatusMessages.everyDay, {
        opens: formatManilaClock(intl, clockAt(hours.opens)),
        closes: formatManilaClock(intl, clockAt(hours.closes)),
      })}
    </p>
  );
}
