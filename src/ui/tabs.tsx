import { useRef, type KeyboardEvent, type ReactNode } from 'react';

type TabListProps<T extends string> = {
  /** The tabs' names, in order; each names its button `${idPrefix}-${name}`. */
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  /** What the tab bar is, read out with it. */
  label: string;
  /** Ids of the tab buttons and of the one panel they control (`${idPrefix}-panel`). */
  idPrefix: string;
  children: (tab: T) => ReactNode;
};

/**
 * A bar of 48 px tabs following the WAI-ARIA tabs pattern: one tab in the Tab order (the chosen
 * one), arrows move between tabs and choose them, Home and End jump to the ends. It controls one
 * panel, drawn with `TabPanel` and the same `idPrefix`.
 */
export function TabList<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  children,
}: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(selected);
    const target = {
      ArrowRight: tabs[(index + 1) % tabs.length],
      ArrowLeft: tabs[(index - 1 + tabs.length) % tabs.length],
      Home: tabs[0],
      End: tabs[tabs.length - 1],
    }[event.key];
    if (!target) return;
    event.preventDefault();
    onSelect(target);
    refs.current[target]?.focus();
  };
  return (
    <div className="tablist" role="tablist" aria-label={label}>
      {tabs.map((name) => (
        <button
          key={name}
          ref={(element) => {
            refs.current[name] = element;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-${name}`}
          className="tablist__tab"
          aria-selected={selected === name}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={selected === name ? 0 : -1}
          onClick={() => onSelect(name)}
          onKeyDown={onKeyDown}
        >
          {children(name)}
        </button>
      ))}
    </div>
  );
}

/** The panel the chosen tab of a `TabList` with the same `idPrefix` shows. */
export function TabPanel({
  idPrefix,
  selected,
  className,
  children,
}: {
  idPrefix: string;
  selected: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={`${idPrefix}-panel`}
      className={className}
      role="tabpanel"
      aria-labelledby={`${idPrefix}-${selected}`}
    >
      {children}
    </section>
  );
}
