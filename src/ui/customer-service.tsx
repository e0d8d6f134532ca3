import { useIntl } from 'react-intl';
import type { ServiceHours } from '@contract/care/service-hours';
import type { AppType } from '@/lib/core/core-slice';
import { ChatLink, useChatChannels, type ChatChannels } from './chat-links';
import { ServiceStatus } from './service-status';
import { uiMessages } from './ui-messages';

type Contacts = {
  hotLine: string;
  serviceEmail: string;
  serviceHours: ServiceHours;
} & ChatChannels;

/** The hotline as a tel: link: digits and the plus sign only. */
export const telHref = (hotLine: string): string => `tel:${hotLine.replace(/[^\d+]/g, '')}`;

/**
 * How to reach a person, open or closed now and the hours (docs/care.md#customer-service-hours):
 * the hotline, the e-mail and the chat channels (docs/care.md#chat-channels). The contacts show
 * either way: the state is the phone clock's reading.
 */
export function CustomerService({
  contacts,
  appType = null,
}: {
  contacts: Contacts | undefined;
  /** Inside the shell, the chats open through the bridge (src/ui/chat-links.tsx). */
  appType?: AppType | null;
}) {
  const intl = useIntl();
  const chats = useChatChannels(contacts);
  if (!contacts) return null;
  return (
    <section className="card" aria-labelledby="customer-service-title">
      <h2 id="customer-service-title">{intl.formatMessage(uiMessages.serviceTitle)}</h2>
      <ServiceStatus hours={contacts.serviceHours} />
      <p>
        <a href={telHref(contacts.hotLine)}>{contacts.hotLine}</a>
        <br />
        <a href={`mailto:${contacts.serviceEmail}`}>{contacts.serviceEmail}</a>
        {chats.map((chat) => (
          <span key={chat.key}>
            <br />
            <ChatLink url={chat.url} appType={appType}>
              {chat.label}
            </ChatLink>
          </span>
        ))}
      </p>
    </section>
  );
}
