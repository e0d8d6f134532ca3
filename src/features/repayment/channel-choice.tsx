import { useIntl } from 'react-intl';
import {
  CHANNEL_GROUP,
  CHANNEL_GROUPS,
  type PaymentChannel,
} from '@contract/loan/repayment-options';
import { ChoiceList } from './choice-list';
import { channelMessages as m } from './channel-messages';
import { payMessages } from './pay-messages';

/** The channels the provider offers, grouped as borrowers know them (docs/loans.md#payment-channels). */
export function ChannelChoice({
  channels,
  value,
  onChange,
  error,
}: {
  channels: readonly PaymentChannel[];
  value: PaymentChannel | null;
  onChange: (channel: PaymentChannel) => void;
  error?: string;
}) {
  const intl = useIntl();
  const groups = CHANNEL_GROUPS.map((group) => ({
    group,
    members: channels.filter((channel) => CHANNEL_GROUP[channel] === group),
  })).filter(({ members }) => members.length > 0);
  return (
    <section className="card stack" aria-labelledby="channel-title">
      <h2 id="channel-title">{intl.formatMessage(payMessages.channelLegend)}</h2>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {groups.map(({ group, members }) => (
        <ChoiceList
          key={group}
          legend={intl.formatMessage(m.group, { group })}
          hint={intl.formatMessage(m.groupHint, { group })}
          options={members.map((channel) => ({
            value: channel,
            label: intl.formatMessage(m.name, { channel }),
          }))}
          value={value && members.includes(value) ? value : null}
          onChange={onChange}
        />
      ))}
    </section>
  );
}
