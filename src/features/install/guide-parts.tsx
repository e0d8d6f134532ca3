import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  BROWSERS,
  currentBrowser,
  isInAppBrowser,
  type BrowserId,
  INSTALL_PATHS,
} from '@/lib/install/browsers';
import { installPromptStore, promptInstall } from '@/lib/install/install-prompt';
import { Button } from '@/ui/button';
import { focusPageHeading } from '@/ui/focus-page-heading';
import { useCopy } from '@/ui/use-copy';
import { browserNames, guideMessages as m } from './guide-messages';
import { Picture } from './pictures';
import { NOTES, PROMPT_BROWSERS, STEPS } from './steps';

export const detailPath = (browser: BrowserId) => `${INSTALL_PATHS.guildDetail}?browser=${browser}`;

/**
 * One browser's steps as an ordered list, read in order by a screen reader; with `pictures`, each
 * step has its drawing (aria-hidden: the text says everything).
 */
export function StepList({
  browser,
  proName,
  pictures,
}: {
  browser: BrowserId;
  proName: string;
  pictures?: boolean;
}) {
  const intl = useIntl();
  const values = { proName, browser: intl.formatMessage(browserNames[browser]) };
  const note = NOTES[browser];
  return (
    <>
      <ol
        className={pictures ? 'guide-steps' : 'steps'}
        aria-label={intl.formatMessage(m.stepsLabel)}
      >
        {STEPS[browser].map((step) => (
          <li key={step.text.id}>
            {pictures ? <Picture id={step.picture} /> : null}
            <p>{intl.formatMessage(step.text, values)}</p>
          </li>
        ))}
      </ol>
      {note ? <p className="guide-note">{intl.formatMessage(note, values)}</p> : null}
    </>
  );
}

/**
 * "Install now" when the browser offered its own dialog (beforeinstallprompt, docs/install.md#capture)
 * and the tutorial is for a browser that has one.
 */
export function InstallNow({ browser, proName }: { browser: BrowserId; proName: string }) {
  const intl = useIntl();
  const { event } = useSyncExternalStore(
    installPromptStore.subscribe,
    installPromptStore.getSnapshot,
  );
  const [accepted, setAccepted] = useState(false);
  if (!PROMPT_BROWSERS.includes(browser)) return null;
  // The status region is always mounted, then filled, so a screen reader announces "Added".
  return (
    <>
      <div role="status" className={accepted ? 'card' : 'visually-hidden'}>
        {accepted ? intl.formatMessage(m.installed, { proName }) : null}
      </div>
      {event && !accepted ? (
        <section className="card stack" aria-labelledby="install-now">
          <p id="install-now">{intl.formatMessage(m.installNowHint, { proName })}</p>
          <Button
            block
            onClick={(click) => {
              // The event prompts once, so this section goes as the dialog opens, whatever the
              // answer: the focus to the page's heading, not to <body> (docs/install.md#offer).
              focusPageHeading(click.currentTarget);
              void promptInstall().then((outcome) => setAccepted(outcome === 'accepted'));
            }}
          >
            {intl.formatMessage(m.installNow)}
          </Button>
        </section>
      ) : null}
    </>
  );
}

/**
 * In-app browsers cannot install (docs/install.md#in-app-browsers): the page's link to paste into
 * the real browser, copied with a tap, and shown in a field to copy by hand when the clipboard is
 * refused.
 */
export function OpenElsewhere({ browser }: { browser: BrowserId }) {
  const intl = useIntl();
  const copy = useCopy();
  if (!isInAppBrowser(browser)) return null;
  const link = `${window.location.origin}/#${INSTALL_PATHS.addDeskTopBrowser}`;
  return (
    <section className="card stack" aria-labelledby="open-elsewhere">
      <p id="open-elsewhere">
        {intl.formatMessage(m.inAppIntro, { browser: intl.formatMessage(browserNames[browser]) })}
      </p>
      <label className="field">
        <span className="field__label">{intl.formatMessage(m.linkLabel)}</span>
        <span className="field__control">
          <input
            className="field__input"
            readOnly
            value={link}
            onFocus={(e) => e.target.select()}
          />
        </span>
      </label>
      <Button block onClick={() => void copy(link)}>
        {intl.formatMessage(m.copyLink)}
      </Button>
    </section>
  );
}

/**
 * Every other browser's tutorial, one link each. In a real browser we recognise, the in-app
 * viewers' tutorials are left out: that browser's own steps are what the borrower needs there,
 * and the address would show them anyway (tutorialBrowser).
 */
export function BrowserPicker({ current }: { current: BrowserId | null }) {
  const intl = useIntl();
  const here = currentBrowser();
  const realBrowser = here !== null && !isInAppBrowser(here);
  return (
    <nav className="card stack" aria-labelledby="browser-picker">
      <h2 id="browser-picker">{intl.formatMessage(m.pickerTitle)}</h2>
      <ul className="guide-picker">
        {BROWSERS.filter((id) => id !== current && !(realBrowser && isInAppBrowser(id))).map(
          (id) => (
            <li key={id}>
              <Link className="button button--secondary button--block" to={detailPath(id)}>
                {intl.formatMessage(browserNames[id])}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
