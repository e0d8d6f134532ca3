import { useIntl } from 'react-intl';
import type { TimelinePoint } from '@contract/loan/repayment';
import { formatManilaDay } from '@/lib/loan/loan-format';
import { timelineMessages as m } from './channel-messages';

const WIDTH = 320;
const HEIGHT = 56;
const PAD = 14;
const LINE_Y = 28;

/** Days between two Manila dates (YYYY-MM-DD): calendar arithmetic, not the phone's clock. */
const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8));
const daysBetween = (from: string, to: string) =>
  Math.round((dayNumber(to) - dayNumber(from)) / 864e5);

/**
 * The loan's life as a picture (docs/loans.md#timeline): received, extensions, part payments,
 * today, the due date, paid; the part already lived drawn solid. The picture is decorative: the
 * list under it says the same in words, so a screen reader reads each point once.
 */
export function LoanTimeline({ points }: { points: readonly TimelinePoint[] }) {
  const intl = useIntl();
  if (points.length < 2) return null;
  const sorted = [...points].sort((a, b) => a.day.localeCompare(b.day));
  const first = sorted[0]!.day;
  const span = Math.max(1, daysBetween(first, sorted[sorted.length - 1]!.day));
  const x = (day: string) => PAD + (daysBetween(first, day) / span) * (WIDTH - 2 * PAD);
  const today = sorted.find((point) => point.kind === 'today' || point.kind === 'paid');
  const lived = today ? x(today.day) : PAD;
  return (
    <section className="card" aria-labelledby="timeline-title">
      <h2 id="timeline-title">{intl.formatMessage(m.title)}</h2>
      <svg
        className="timeline"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        aria-hidden="true"
        focusable="false"
      >
        <line className="timeline__line" x1={PAD} x2={WIDTH - PAD} y1={LINE_Y} y2={LINE_Y} />
        <line className="timeline__lived" x1={PAD} x2={lived} y1={LINE_Y} y2={LINE_Y} />
        {sorted.map((point, index) =>
          point.kind === 'today' ? (
            <path
              key={index}
              className="timeline__today"
              d={`M${x(point.day) - 7} ${LINE_Y - 18}h14l-7 10z`}
            />
          ) : (
            <circle
              key={index}
              className={`timeline__point timeline__point--${point.kind}`}
              cx={x(point.day)}
              cy={LINE_Y}
              r={7}
            />
          ),
        )}
      </svg>
      <ol className="timeline-list">
        {sorted.map((point, index) => (
          <li key={index} className={`timeline-list__item timeline-list__item--${point.kind}`}>
            {intl.formatMessage(m.item, {
              label: intl.formatMessage(m.point, { kind: point.kind }),
              date: formatManilaDay(intl, point.day),
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
