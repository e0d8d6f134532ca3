import { useIntl } from 'react-intl';
import { STAGES, stageOf, type Section } from '@contract/profile/sections';
import { defineMessages } from '@/lib/i18n/define-messages';
import { profileMessages } from './profile-messages';

const progressMessages = defineMessages({
  done: {
    id: 'profile.progress.done',
    defaultMessage: '(done)',
    description: 'Read by screen readers after the name of a finished application step',
  },
});

/** Drawn in a finished step's circle; screen readers hear "(done)" instead. */
const DONE_MARK = '✓';

const STAGE_NAMES = [
  profileMessages.stage1,
  profileMessages.stage2,
  profileMessages.stage3,
  profileMessages.stage4,
];

type Props = { section: Section; completed: readonly Section[]; correcting: boolean };

/**
 * The four application steps (docs/profile.md#stages), the current one marked, with the time it
 * takes.
 */
export function ApplicationProgress({ section, completed, correcting }: Props) {
  const intl = useIntl();
  const current = stageOf(section);
  return (
    <div className="progress">
      <p className="progress__step">
        {intl.formatMessage(profileMessages.stepOf, { stage: current })}
      </p>
      <ol
        className="progress__stages"
        aria-label={intl.formatMessage(profileMessages.progressLabel)}
      >
        {STAGES.map(({ stage, sections }) => {
          const done = sections.every((s) => completed.includes(s));
          const state = stage === current ? 'current' : done ? 'done' : 'todo';
          return (
            <li
              key={stage}
              className={`progress__stage progress__stage--${state}`}
              aria-current={stage === current ? 'step' : undefined}
            >
              <span className="progress__dot" aria-hidden="true">
                {done && stage !== current ? DONE_MARK : stage}
              </span>
              <span className="progress__name">{intl.formatMessage(STAGE_NAMES[stage - 1]!)}</span>
              {done && stage !== current ? (
                <span className="visually-hidden">{intl.formatMessage(progressMessages.done)}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p className="progress__time">
        {intl.formatMessage(correcting ? profileMessages.timeCorrection : profileMessages.timeNew)}
      </p>
    </div>
  );
}
