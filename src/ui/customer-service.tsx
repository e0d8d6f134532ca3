import { useIntl } from 'react-intl';
import type { ServiceHours } from '@contract/care/service-hours';
import { ServiceStatus } from './service-status';
import { uiMessages } from './ui-messages';

type Contacts = { hotLine: string; serviceEmail: string; serviceHours: ServiceHours };

/** The hotline as a tel: link: digits and the plus sign only. */
export const telHref = (hotLine: string): string => `tel:${hotLine.replace(/[^\d+]/g, '')}`;

/**
 * How to reach a person, open or closed now and the hours (docs/care.md#customer-service-hours).
 * The contacts show either way: the state is the phone clock's reading.
 */
export function CustomerService({ contacts }: { contacts: Contacts | undefined }) {
  const intl = useIntl();
  if (!contacts) return null;
  return (
    <section className="card" aria-labelledby="customer-service-title">
      <h2 id="customer-service-title">{intl.formatMessage(uiMessages.serviceTitle)}</h2>
      <ServiceStatus hours={contacts.serviceHours} />
      <p>
        <a href={telHref(contacts.hotLine)}>{contacts.hotLine}</a>
        <br />
        <a href={`mailto:${contacts.serviceEmail}`}>{contacts.serviceEmail}</a>
      </p>
    </section>
  );
}
