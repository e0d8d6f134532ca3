import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CONTACT_CHANNELS, CONTACT_OUTCOMES } from '@contract/desk/collections';
import type { CollectionDetail, ContactOutcome } from '@contract/desk/collections';
import { deskError, problemText } from '../../api/desk-api';
import { Field, Problem } from '../../ui/field';
import { common } from '../../ui/messages';
import { manilaDay } from '../../ui/date-time';
import { codeWords } from '../../ui/words';
import { useRecordContactMutation } from './api';
import { collectionText as t } from './messages';

type Channel = (typeof CONTACT_CHANNELS)[number];

/**
 * A contact with the borrower, noted by the one who had it (docs/desk.md#collections): how, what
 * came of it, the day promised (which holds the reminders), a short note. The server refuses it
 * outside contact hours; the page says so before anyone calls.
 */
export function ContactForm({ detail }: { detail: CollectionDetail }) {
  const intl = useIntl();
  const [record, recorded] = useRecordContactMutation();
  const [channel, setChannel] = useState<Channel>('call');
  const [outcome, setOutcome] = useState<ContactOutcome>('reached');
  const [promisedOn, setPromisedOn] = useState('');
  const [note, setNote] = useState('');
  const [dayError, setDayError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const day = useRef<HTMLInputElement>(null);
  const ids = { channel: useId(), outcome: useId() };
  const server = deskError(recorded.error);
  const { contactHours: hours, earliestPromiseOn: earliest, latestPromiseOn: latest } = detail;

  const save = async () => {
    if (outcome === 'promised' && !promisedOn) {
      setDayError(intl.formatMessage(t.promisedNeeded, { latest: manilaDay(intl, latest) }));
      day.current?.focus();
      return;
    }
    setDayError(null);
    const answer = await record({
      orderNo: detail.loan.orderNo,
      contact: {
        channel,
        outcome,
        ...(outcome === 'promised' ? { promisedOn } : {}),
        note: note.trim(),
      },
    });
    if (answer.data) {
      setDone(
        answer.data.promisedOn
          ? intl.formatMessage(t.savedPromise, { day: manilaDay(intl, answer.data.promisedOn) })
          : intl.formatMessage(t.saved),
      );
      setNote('');
      setPromisedOn('');
    } else {
      setDone(null);
      // The server's word on the day goes where the day is typed.
      if (deskError(answer.error)?.field === 'promisedOn') day.current?.focus();
    }
  };

  return (
    <section aria-labelledby="contact-form">
      <h2 id="contact-form">{intl.formatMessage(t.record)}</h2>
      <p>{intl.formatMessage(t.conduct)}</p>
      <p>
        {intl.formatMessage(hours.open ? t.hoursOpen : t.hoursClosed, {
          from: hours.fromHour,
          to: hours.toHour,
        })}
      </p>
      <p role="status">{done}</p>
      <Problem>
        {server?.field === 'promisedOn'
          ? null
          : problemText(recorded.error, intl.formatMessage(common.offline))}
      </Problem>
      <form
        className="block"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="field">
          <label htmlFor={ids.channel}>{intl.formatMessage(t.channel)}</label>
          <select
            id={ids.channel}
            value={channel}
            onChange={(event) => setChannel(event.target.value as Channel)}
          >
            {CONTACT_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {codeWords(c)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.outcome}>{intl.formatMessage(t.outcome)}</label>
          <select
            id={ids.outcome}
            value={outcome}
            onChange={(event) => {
              setOutcome(event.target.value as ContactOutcome);
              setDayError(null);
            }}
          >
            {CONTACT_OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {codeWords(o)}
              </option>
            ))}
          </select>
        </div>
        {outcome === 'promised' ? (
          <Field
            ref={day}
            label={intl.formatMessage(t.promisedOn)}
            hint={intl.formatMessage(t.promisedHint, { latest: manilaDay(intl, latest) })}
            type="date"
            value={promisedOn}
            min={earliest}
            max={latest}
            error={dayError ?? (server?.field === 'promisedOn' ? server.message : null)}
            onChange={(event) => setPromisedOn(event.target.value)}
          />
        ) : null}
        <Field
          label={intl.formatMessage(t.note)}
          hint={intl.formatMessage(t.noteHint)}
          value={note}
          maxLength={500}
          onChange={(event) => setNote(event.target.value)}
        />
        <button type="submit" disabled={recorded.isLoading}>
          {intl.formatMessage(t.save)}
        </button>
      </form>
    </section>
  );
}
