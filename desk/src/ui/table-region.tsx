/**
 * A table that may scroll sideways on a narrow screen: a named region the keyboard can reach and
 * scroll, as a mouse or a finger can.
 */
export function TableRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
