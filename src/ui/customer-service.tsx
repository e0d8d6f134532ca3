import { useIntl } from 'react-intl';
import { uiMessages } from './ui-messages';

type Contacts = { hotLine: string; serviceEmail: string };

/** How to reach a person, with the service hours (docs/product.md#customer-service). */
export function CustomerService({ contacts }: { contacts: Contacts | undefined }) {
  const intl = useIntl();
  if (!contacts) return null;
  return (
    <section className="card" aria-labelledby="customer-service-title">
      <h2 id="customer-service-title">{intl.formatMessage(uiMessages.serviceTitle)}</h2>
      <p>
        <a href={`tel:${contacts.hotLine.replace(/[^\d+]/g, '')}`}>{contacts.hotLine}</a>
        <br />
        <a href={`mailto:${contacts.serviceEmail}`}>{contacts.serviceEmail}</a>
        <br />
        {intl.formatMessage(uiMessages.serviceHours)}
      </p>
    </section>
  );
}
