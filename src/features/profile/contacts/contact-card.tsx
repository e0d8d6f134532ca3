import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CONTACT_RELATIONS } from '@contract/profile/options';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { contactsMessages } from './contacts-messages';
import { useRelationLabel } from './contacts-option-messages';
import type { ContactDraft } from './contacts-values';
import { spacedMobile } from './picked-contact';
import { profileMessages } from '../shared/profile-messages';
import { fieldId } from '../shared/use-field-checks';

type Field = keyof ContactDraft;

type Props = {
  index: number;
  contact: ContactDraft;
  onChange: (patch: Partial<ContactDraft>) => void;
  onLeave: (field: Field) => void;
  /** The error text of one of this contact's fields, if any. */
  errorOf: (field: Field) => string | undefined;
  /** Shown when a picker exists: the button, or the notice in its place. */
  onPick?: () => void;
  notice?: ReactNode;
  /** A picked contact's numbers, when there was more than one. */
  phones?: readonly string[];
  nothingPicked?: boolean;
};

/** Element id of one contact's field: `contacts.1.phone` → field-contacts-1-phone. */
export const contactFieldId = (index: number, field: Field) =>
  fieldId(`contacts.${index}.${field}`);

/** One emergency contact: pick it from the phone or type it, then say how they are related. */
export function ContactCard(props: Props) {
  const { index, contact, onChange, onLeave, errorOf, onPick, notice, phones } = props;
  const intl = useIntl();
  const relationLabel = useRelationLabel();
  const id = (field: Field) => contactFieldId(index, field);
  return (
    <fieldset className="field-group stack contact-card">
      <legend>{intl.formatMessage(contactsMessages.card, { number: index + 1 })}</legend>
      {notice ??
        (onPick ? (
          <Button variant="secondary" block onClick={onPick}>
            {intl.formatMessage(contactsMessages.pick)}
          </Button>
        ) : null)}
      {props.nothingPicked ? (
        <p className="field__hint" role="status">
          {intl.formatMessage(contactsMessages.nothingPicked)}
        </p>
      ) : null}
      {phones && phones.length > 1 ? (
        <fieldset className="choice-list" id={`${id('phone')}-choice`}>
          <legend className="field__label">
            {intl.formatMessage(contactsMessages.numberChoice)}
          </legend>
          {phones.map((phone) => (
            <label key={phone} className="choice-list__option">
              <input
                type="radio"
                name={`${id('phone')}-choice`}
                value={phone}
                checked={contact.phone === phone}
                onChange={() => onChange({ phone })}
              />
              <span>{spacedMobile(phone)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <TextField
        id={id('name')}
        label={intl.formatMessage(contactsMessages.name)}
        value={contact.name}
        onValueChange={(name) => onChange({ name })}
        onBlur={() => onLeave('name')}
        error={errorOf('name')}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={60}
        stripChineseInput
      />
      <TextField
        id={id('phone')}
        type="tel"
        inputMode="tel"
        label={intl.formatMessage(contactsMessages.phone)}
        hint={intl.formatMessage(contactsMessages.phoneHint)}
        value={contact.phone}
        onValueChange={(phone) => onChange({ phone })}
        onBlur={() => onLeave('phone')}
        error={errorOf('phone')}
        autoComplete="off"
        maxLength={20}
      />
      <SelectField
        id={id('relation')}
        label={intl.formatMessage(contactsMessages.relation)}
        placeholder={intl.formatMessage(profileMessages.choose)}
        value={contact.relation}
        options={CONTACT_RELATIONS.map((value) => ({ value, label: relationLabel(value) }))}
        onValueChange={(relation) => onChange({ relation })}
        onBlur={() => onLeave('relation')}
        error={errorOf('relation')}
      />
    </fieldset>
  );
}
