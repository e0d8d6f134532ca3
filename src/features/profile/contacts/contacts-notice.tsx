import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/ui/button';
import { contactsMessages } from './contacts-messages';

type Props = { onContinue: () => void; onType: () => void };

/**
 * The just-in-time notice before the first contact pick (SEC MC 18 s.2019, NPC Circulars 20-01
 * and 2022-02): why we ask, that only the chosen people leave the phone, and that they are never
 * used to collect. The picker opens only from its "Continue" tap.
 */
export function ContactsNotice({ onContinue, onType }: Props) {
  const intl = useIntl();
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="notice contact-notice" aria-labelledby={titleId}>
      <h2 id={titleId} ref={title} tabIndex={-1} className="contact-notice__title">
        {intl.formatMessage(contactsMessages.noticeTitle)}
      </h2>
      <ul className="contact-notice__points">
        <li>{intl.formatMessage(contactsMessages.noticeWhy)}</li>
        <li>{intl.formatMessage(contactsMessages.noticeOnly)}</li>
        <li>{intl.formatMessage(contactsMessages.noticeNeverCollect)}</li>
      </ul>
      <div className="stack contact-notice__actions">
        <Button block onClick={onContinue}>
          {intl.formatMessage(contactsMessages.noticeContinue)}
        </Button>
        <Button block variant="secondary" onClick={onType}>
          {intl.formatMessage(contactsMessages.noticeType)}
        </Button>
      </div>
    </section>
  );
}
