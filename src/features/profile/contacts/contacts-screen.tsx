import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { normaliseMobile } from '@contract/profile/rules';
import { useErrorText } from '@/lib/i18n/use-error-text';
import { ContactCard, contactFieldId } from './contact-card';
import { contactsMessages } from './contacts-messages';
import { ContactsNotice } from './contacts-notice';
import {
  contactsFromSaved,
  contactsToBody,
  EMPTY_CONTACTS,
  threeContacts,
  type ContactDraft,
  type ContactValues,
} from './contacts-values';
import { SectionScreen } from '../shared/profile-page';
import { useContactPicker } from './use-contact-picker';
import { useProfileContext } from '../shared/use-profile-context';
import { useRecheckErrors } from '../shared/use-recheck-errors';
import { useSectionForm } from '../shared/use-section-form';
import { withProfileMessages } from '../shared/with-profile-messages';

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * /contact: exactly three emergency contacts, each picked singly from the phone (shell picker or
 * Contact Picker API, after a just-in-time notice) or typed. Only these three leave the phone.
 */
function ContactsScreen() {
  const intl = useIntl();
  const { rules } = useProfileContext();
  const firstDigits = rules.phoneFirstDigits;
  const toBody = useCallback(
    (values: ContactValues) => contactsToBody(values, firstDigits),
    [firstDigits],
  );
  const form = useSectionForm('contacts', {
    empty: EMPTY_CONTACTS,
    fromSaved: contactsFromSaved,
    toBody,
  });
  const errorText = useErrorText();
  const picker = useContactPicker(firstDigits);
  const { values, setField, validateField, errorOf } = form;
  useRecheckErrors(values, form.errors, validateField);

  const contacts = threeContacts(values.contacts);
  // A pick resolves after the picker closes: apply it to the contacts as they are then.
  const latest = useRef(contacts);
  useEffect(() => {
    latest.current = contacts;
  });
  const update = useCallback(
    (index: number, patch: Partial<ContactDraft>) =>
      setField(
        'contacts',
        latest.current.map((contact, i) => (i === index ? { ...contact, ...patch } : contact)),
      ),
    [setField],
  );

  // Fields to check once a picked contact is in the form (validateField reads the new values).
  const toCheck = useRef<string[]>([]);
  useEffect(() => {
    const paths = toCheck.current;
    toCheck.current = [];
    paths.forEach(validateField);
  }, [validateField]);

  const [noticeAccepted, setNoticeAccepted] = useState(false);
  const [noticeFor, setNoticeFor] = useState<number | null>(null);
  const [choices, setChoices] = useState<Record<number, string[]>>({});
  const [nothing, setNothing] = useState<number | null>(null);

  const pickInto = async (index: number) => {
    setNothing(null);
    const picked = await picker.pick();
    if (!picked) {
      setNothing(index);
      return;
    }
    const [phone = ''] = picked.phones;
    update(index, { name: picked.name, phone });
    setChoices((current) => ({ ...current, [index]: picked.phones }));
    toCheck.current = [`contacts.${index}.name`, `contacts.${index}.phone`];
    if (picked.phones.length > 1) focusSoon(`${contactFieldId(index, 'phone')}-choice`);
    else if (!latest.current[index]?.relation) focusSoon(contactFieldId(index, 'relation'));
  };

  const leave = (index: number, field: keyof ContactDraft) => {
    const path = `contacts.${index}.${field}`;
    const phone = latest.current[index]?.phone ?? '';
    const local = field === 'phone' ? normaliseMobile(phone, firstDigits) : null;
    if (local && local !== phone) {
      update(index, { phone: local });
      toCheck.current = [path];
    } else validateField(path);
  };

  return (
    <SectionScreen
      section="contacts"
      title={intl.formatMessage(contactsMessages.title)}
      lead={intl.formatMessage(contactsMessages.lead)}
      form={form}
    >
      {contacts.map((contact, index) => (
        <ContactCard
          key={index}
          index={index}
          contact={contact}
          onChange={(patch) => update(index, patch)}
          onLeave={(field) => leave(index, field)}
          errorOf={(field) => errorText(errorOf(`contacts.${index}.${field}`))}
          onPick={
            picker.kind
              ? () => (noticeAccepted ? void pickInto(index) : setNoticeFor(index))
              : undefined
          }
          notice={
            noticeFor === index ? (
              <ContactsNotice
                onContinue={() => {
                  setNoticeAccepted(true);
                  setNoticeFor(null);
                  void pickInto(index);
                }}
                onType={() => {
                  setNoticeFor(null);
                  focusSoon(contactFieldId(index, 'name'));
                }}
              />
            ) : undefined
          }
          phones={choices[index]}
          nothingPicked={nothing === index}
        />
      ))}
    </SectionScreen>
  );
}

export default withProfileMessages(ContactsScreen);
