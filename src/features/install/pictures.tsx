import type { ReactNode } from 'react';

/**
 * The tutorials' pictures (docs/install.md#pictures): our own line drawings of the browser parts a
 * step names, with the part to tap ringed. No words inside (the step's text says it, in the
 * borrower's language), decorative for a screen reader, a few hundred bytes each (measured in
 * pictures.test.tsx). Colours come from the stylesheet (install.css).
 */
export const PICTURES = [
  'shareBottom',
  'shareTop',
  'addSheet',
  'confirm',
  'confirmTop',
  'dotsTop',
  'moreTop',
  'menuInstall',
  'linesBottom',
  'desktopInstall',
  'openInBrowser',
  'homeScreen',
] as const;
export type PictureId = (typeof PICTURES)[number];

function Frame({ children, wide }: { children: ReactNode; wide?: boolean }) {
  return (
    <svg
      className="guide-picture"
      viewBox={wide ? '0 0 200 80' : '0 0 160 100'}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        className="gp-screen"
        x="1"
        y="1"
        width={wide ? 198 : 158}
        height={wide ? 78 : 98}
        rx="8"
      />
      {children}
    </svg>
  );
}

/** The ring around what to tap. */
const Ring = ({ x, y, r = 11 }: { x: number; y: number; r?: number }) => (
  <circle className="gp-ring" cx={x} cy={y} r={r} />
);

/** An address bar along the top, with room at the right for a button. */
const TopBar = () => <rect className="gp-field" x="12" y="9" width="110" height="16" rx="8" />;

/** Menu rows; the ringed one is drawn apart. */
const Rows = ({ x, ys }: { x: number; ys: number[] }) =>
  ys.map((y) => <path key={y} className="gp-line" d={`M${x} ${y}h50`} />);

const DRAWINGS: Record<PictureId, () => ReactNode> = {
  shareBottom: () => (
    <Frame>
      <path className="gp-line" d="M1 78h158" />
      <path
        className="gp-line"
        d="M22 84l-5 5 5 5M42 84l5 5-5 5M110 84h14v10h-14zM134 83h10v12h-10z"
      />
      <path className="gp-mark" d="M74 86v9h12v-9M80 80v11M76 84l4-4 4 4" />
      <Ring x={80} y={88} />
    </Frame>
  ),
  shareTop: () => (
    <Frame>
      <TopBar />
      <path className="gp-mark" d="M134 13v9h12v-9M140 7v11M136 11l4-4 4 4" />
      <Ring x={140} y={16} />
    </Frame>
  ),
  addSheet: () => (
    <Frame>
      <rect className="gp-sheet" x="10" y="30" width="140" height="68" rx="6" />
      <Rows x={40} ys={[44, 86]} />
      <rect className="gp-ring" x="14" y="55" width="132" height="20" rx="4" />
      <path className="gp-mark" d="M22 59h12v12h-12zM28 62v6M25 65h6" />
      <path className="gp-line" d="M40 65h60" />
    </Frame>
  ),
  confirm: () => (
    <Frame>
      <rect className="gp-sheet" x="20" y="14" width="120" height="72" rx="6" />
      <rect className="gp-app" x="34" y="32" width="24" height="24" rx="6" />
      <path className="gp-line" d="M66 38h50M66 50h34" />
      <rect className="gp-ring" x="96" y="64" width="36" height="16" rx="8" />
    </Frame>
  ),
  confirmTop: () => (
    <Frame>
      <rect className="gp-sheet" x="20" y="8" width="120" height="84" rx="6" />
      <path className="gp-line" d="M30 20h18M62 20h36" />
      <rect className="gp-ring" x="108" y="12" width="26" height="16" rx="8" />
      <rect className="gp-app" x="34" y="40" width="24" height="24" rx="6" />
      <path className="gp-line" d="M66 46h50M66 58h34" />
    </Frame>
  ),
  dotsTop: () => (
    <Frame>
      <TopBar />
      <path className="gp-dots" d="M140 10v0M140 17v0M140 24v0" />
      <Ring x={140} y={17} />
    </Frame>
  ),
  moreTop: () => (
    <Frame>
      <path className="gp-line" d="M12 12l8 8M20 12l-8 8M34 16h70" />
      <path className="gp-dots" d="M133 16h0M140 16h0M147 16h0" />
      <Ring x={140} y={16} />
    </Frame>
  ),
  menuInstall: () => (
    <Frame>
      <TopBar />
      <rect className="gp-sheet" x="70" y="20" width="84" height="76" rx="4" />
      <Rows x={96} ys={[32, 44, 86]} />
      <rect className="gp-ring" x="74" y="55" width="76" height="18" rx="4" />
      <path className="gp-mark" d="M80 58h9v12h-9zM84.5 60v6M82 64l2.5 2.5 2.5-2.5" />
      <path className="gp-line" d="M96 64h44" />
    </Frame>
  ),
  linesBottom: () => (
    <Frame>
      <path className="gp-line" d="M1 78h158M18 84l-5 5 5 5M38 84l5 5-5 5M70 83l8-6 8 6v11h-16z" />
      <path className="gp-mark" d="M133 83h14M133 89h14M133 95h14" />
      <Ring x={140} y={89} />
    </Frame>
  ),
  desktopInstall: () => (
    <Frame wide>
      <path className="gp-line" d="M1 30h198M12 14h6M24 14h6" />
      <rect className="gp-field" x="40" y="7" width="150" height="16" rx="8" />
      <path className="gp-mark" d="M170 10h12v9h-12zM174 22h4M176 12v5M174 15l2 2 2-2" />
      <Ring x={176} y={15} r={10} />
    </Frame>
  ),
  openInBrowser: () => (
    <Frame>
      <rect className="gp-sheet" x="10" y="30" width="140" height="68" rx="6" />
      <Rows x={40} ys={[44, 86]} />
      <rect className="gp-ring" x="14" y="55" width="132" height="20" rx="4" />
      <circle className="gp-mark" cx="28" cy="65" r="6" />
      <path className="gp-mark" d="M31 62l-2 5-4 1 2-5z" />
      <path className="gp-line" d="M40 65h60" />
    </Frame>
  ),
  homeScreen: () => (
    <Frame>
      {[20, 56, 92, 128].map((x) => (
        <rect key={x} className="gp-icon" x={x} y="14" width="20" height="20" rx="5" />
      ))}
      <rect className="gp-icon" x="20" y="50" width="20" height="20" rx="5" />
      <rect className="gp-app" x="56" y="50" width="20" height="20" rx="5" />
      <path className="gp-on-app" d="M61 64l5-6 5 6" />
      <Ring x={66} y={60} r={15} />
    </Frame>
  ),
};

export function Picture({ id }: { id: PictureId }) {
  return DRAWINGS[id]();
}
