import type { MessageDescriptor } from 'react-intl';
import type { BrowserId } from '@/lib/install/browsers';
import { stepMessages as s } from './guide-messages';
import type { PictureId } from './pictures';

export type Step = { text: MessageDescriptor; picture: PictureId };

/** After Share, the same sheet on iPhone and iPad: Add to Home Screen, Add, the new icon. */
const IOS_END: Step[] = [
  { text: s.iosAdd, picture: 'addSheet' },
  { text: s.iosConfirm, picture: 'confirmTop' },
  { text: s.openHome, picture: 'homeScreen' },
];

const IN_APP: Step[] = [
  { text: s.inAppMenu, picture: 'moreTop' },
  { text: s.inAppOpen, picture: 'openInBrowser' },
  { text: s.inAppThen, picture: 'homeScreen' },
];

/** Each browser's steps, in order (docs/install.md#tutorials). */
export const STEPS: Record<BrowserId, Step[]> = {
  iosSafari: [{ text: s.iosShareBottom, picture: 'shareBottom' }, ...IOS_END],
  ipadSafari: [{ text: s.ipadShareTop, picture: 'shareTop' }, ...IOS_END],
  iosChrome: [{ text: s.iosShareTop, picture: 'shareTop' }, ...IOS_END],
  iosEdge: [{ text: s.iosMenuShare, picture: 'linesBottom' }, ...IOS_END],
  iosFirefox: [{ text: s.iosMenuShare, picture: 'linesBottom' }, ...IOS_END],
  androidChrome: [
    { text: s.menuDots, picture: 'dotsTop' },
    { text: s.chromeInstall, picture: 'menuInstall' },
    { text: s.androidConfirm, picture: 'confirm' },
    { text: s.openHome, picture: 'homeScreen' },
  ],
  samsung: [
    { text: s.samsungMenu, picture: 'linesBottom' },
    { text: s.samsungAdd, picture: 'menuInstall' },
    { text: s.androidConfirm, picture: 'confirm' },
    { text: s.openHome, picture: 'homeScreen' },
  ],
  desktopChrome: [
    { text: s.desktopIcon, picture: 'desktopInstall' },
    { text: s.desktopConfirm, picture: 'confirm' },
    { text: s.desktopOpen, picture: 'homeScreen' },
  ],
  edge: [
    { text: s.edgeIcon, picture: 'desktopInstall' },
    { text: s.desktopConfirm, picture: 'confirm' },
    { text: s.desktopOpen, picture: 'homeScreen' },
  ],
  firefoxAndroid: [
    { text: s.menuDots, picture: 'dotsTop' },
    { text: s.firefoxInstall, picture: 'menuInstall' },
    { text: s.androidConfirm, picture: 'confirm' },
    { text: s.openHome, picture: 'homeScreen' },
  ],
  facebook: IN_APP,
  messenger: IN_APP,
  instagram: IN_APP,
  tiktok: IN_APP,
  line: IN_APP,
  googleApp: [{ text: s.googleMenu, picture: 'moreTop' }, ...IN_APP.slice(1)],
};

/** A note after the steps, for browsers that need one. */
export const NOTES: Partial<Record<BrowserId, MessageDescriptor>> = {
  iosChrome: s.iosChromeOld,
  iosEdge: s.iosChromeOld,
  iosFirefox: s.iosChromeOld,
};

/** Browsers whose own install dialog our "Install now" button can open (beforeinstallprompt). */
export const PROMPT_BROWSERS: readonly BrowserId[] = [
  'androidChrome',
  'samsung',
  'desktopChrome',
  'edge',
];
