import { Fragment, type ReactNode } from 'react';

export type FactRow = [label: ReactNode, value: ReactNode, strong?: boolean];

/** Label and value pairs, as every loan page shows them. */
export function Facts({ rows }: { rows: FactRow[] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value, strong], index) => (
        <Fragment key={index}>
          <dt>{strong ? <strong>{label}</strong> : label}</dt>
          <dd className="facts__value">{strong ? <strong>{value}</strong> : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
