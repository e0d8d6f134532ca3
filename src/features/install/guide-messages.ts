import { defineMessages } from '@/lib/i18n/define-messages';

/** The tutorials' texts (docs/install.md#tutorials). */
export const guideMessages = defineMessages({
  title: {
    id: 'install.guide.title',
    defaultMessage: 'Add to home screen',
    description: 'Heading of /addDeskTopBrowser, the install tutorial chooser',
  },
  lead: {
    id: 'install.guide.lead',
    defaultMessage:
      'With {proName} on your home screen you open it with one tap, like an app, and it keeps working on a weak signal.',
    description: 'What installing gives, under the heading of /addDeskTopBrowser',
  },
  yourBrowser: {
    id: 'install.guide.yourBrowser',
    defaultMessage: 'Your browser: {browser}',
    description: 'Heading above the steps for the browser we recognised',
  },
  unknownBrowser: {
    id: 'install.guide.unknownBrowser',
    defaultMessage:
      'We could not tell which browser you are using. Pick it below, or open this page in Chrome or Safari.',
    description: 'When the user agent matches none of the tutorials',
  },
  seeDetail: {
    id: 'install.guide.seeDetail',
    defaultMessage: 'See the steps with pictures',
    description: 'Link from the short steps to /guildDetail for the same browser',
  },
  pickerTitle: {
    id: 'install.guide.pickerTitle',
    defaultMessage: 'Using another browser?',
    description: 'Heading of the list of browsers with a tutorial',
  },
  detailTitle: {
    id: 'install.guide.detailTitle',
    defaultMessage: '{browser}: add to home screen',
    description: 'Heading of /guildDetail: one browser’s steps',
  },
  installNow: {
    id: 'install.guide.installNow',
    defaultMessage: 'Install now',
    description: 'Button: open the browser’s own install dialog (Chrome, Edge, Samsung Internet)',
  },
  installNowHint: {
    id: 'install.guide.installNowHint',
    defaultMessage: 'Your browser can add {proName} in one step:',
    description: 'Text before the Install now button when the browser offers it',
  },
  installed: {
    id: 'install.guide.installed',
    defaultMessage: 'Added. Open {proName} from your home screen next time.',
    description: 'Status after the browser’s install dialog was accepted',
  },
  inAppIntro: {
    id: 'install.guide.inAppIntro',
    defaultMessage:
      '{browser} opens links in its own viewer, which cannot add apps to your home screen. Open this page in your phone’s browser (Chrome or Safari) first.',
    description:
      'Why an in-app browser (Facebook, Messenger, Instagram, TikTok, LINE) needs another browser',
  },
  copyLink: {
    id: 'install.guide.copyLink',
    defaultMessage: 'Copy the link',
    description: 'Button: copy the page’s address to paste it in the real browser',
  },
  linkLabel: {
    id: 'install.guide.linkLabel',
    defaultMessage: 'The link to open in your browser',
    description: 'Label of the read-only field showing the link (to copy by hand if copying fails)',
  },
  stepsLabel: {
    id: 'install.guide.stepsLabel',
    defaultMessage: 'Steps',
    description: 'Accessible name of the ordered list of steps',
  },
  notFound: {
    id: 'install.guide.notFound',
    defaultMessage: 'We have no steps for that browser. Pick yours from the list.',
    description: 'When /guildDetail names a browser we do not know',
  },
});

/** Browser names, as the borrower would say them. */
export const browserNames = defineMessages({
  iosSafari: {
    id: 'install.browser.iosSafari',
    defaultMessage: 'Safari on iPhone',
    description: 'Browser name in the tutorials',
  },
  ipadSafari: {
    id: 'install.browser.ipadSafari',
    defaultMessage: 'Safari on iPad',
    description: 'Browser name in the tutorials',
  },
  iosChrome: {
    id: 'install.browser.iosChrome',
    defaultMessage: 'Chrome on iPhone or iPad',
    description: 'Browser name in the tutorials',
  },
  iosEdge: {
    id: 'install.browser.iosEdge',
    defaultMessage: 'Edge on iPhone',
    description: 'Browser name in the tutorials',
  },
  iosFirefox: {
    id: 'install.browser.iosFirefox',
    defaultMessage: 'Firefox on iPhone',
    description: 'Browser name in the tutorials',
  },
  androidChrome: {
    id: 'install.browser.androidChrome',
    defaultMessage: 'Chrome on Android',
    description: 'Browser name in the tutorials',
  },
  samsung: {
    id: 'install.browser.samsung',
    defaultMessage: 'Samsung Internet',
    description: 'Browser name in the tutorials (product name, not translated)',
  },
  desktopChrome: {
    id: 'install.browser.desktopChrome',
    defaultMessage: 'Chrome on a computer',
    description: 'Browser name in the tutorials',
  },
  edge: {
    id: 'install.browser.edge',
    defaultMessage: 'Microsoft Edge on a computer',
    description: 'Browser name in the tutorials',
  },
  firefoxAndroid: {
    id: 'install.browser.firefoxAndroid',
    defaultMessage: 'Firefox on Android',
    description: 'Browser name in the tutorials',
  },
  facebook: {
    id: 'install.browser.facebook',
    defaultMessage: 'Facebook',
    description: 'In-app browser name in the tutorials (product name, not translated)',
  },
  messenger: {
    id: 'install.browser.messenger',
    defaultMessage: 'Messenger',
    description: 'In-app browser name in the tutorials (product name, not translated)',
  },
  instagram: {
    id: 'install.browser.instagram',
    defaultMessage: 'Instagram',
    description: 'In-app browser name in the tutorials (product name, not translated)',
  },
  tiktok: {
    id: 'install.browser.tiktok',
    defaultMessage: 'TikTok',
    description: 'In-app browser name in the tutorials (product name, not translated)',
  },
  line: {
    id: 'install.browser.line',
    defaultMessage: 'LINE',
    description: 'In-app browser name in the tutorials (product name, not translated)',
  },
  googleApp: {
    id: 'install.browser.googleApp',
    defaultMessage: 'Google app',
    description: 'The Google app’s built-in page viewer on iPhone, a browser name in the tutorials',
  },
});

/** The steps; the pictures beside them are in steps.ts. */
export const stepMessages = defineMessages({
  iosShareBottom: {
    id: 'install.step.iosShareBottom',
    defaultMessage:
      'Tap Share: a square with an arrow pointing up, at the bottom of the screen. On newer iPhones, tap “⋯” (More) first, then Share.',
    description:
      'Safari on iPhone, step 1 (iOS 26’s compact layout hides Share behind the ⋯ button; older iOS shows it in the bottom bar)',
  },
  ipadShareTop: {
    id: 'install.step.ipadShareTop',
    defaultMessage:
      'Tap Share: a square with an arrow pointing up, at the top right of the screen. Do not see it? Tap “⋯” (More) first, then Share.',
    description:
      'Safari on iPad, step 1 (Share is in the top toolbar on iPad; a compact tab bar may keep it behind the ⋯ button)',
  },
  iosShareTop: {
    id: 'install.step.iosShareTop',
    defaultMessage: 'Tap the Share button at the top right, in the address bar.',
    description: 'Chrome on iPhone, step 1',
  },
  iosAdd: {
    id: 'install.step.iosAdd',
    defaultMessage:
      'Scroll down the list and tap “Add to Home Screen”. Do not see it? Tap “Edit Actions” or “More” first.',
    description: 'iPhone or iPad, step 2: the share sheet item',
  },
  iosConfirm: {
    id: 'install.step.iosConfirm',
    defaultMessage:
      'If you see “Open as Web App”, keep it switched on. Then tap “Add” at the top right.',
    description:
      'iPhone or iPad, step 3: confirm. iOS 26’s sheet has an “Open as Web App” switch that must stay on (else the icon opens the browser); older iOS has no switch',
  },
  iosChromeOld: {
    id: 'install.step.iosChromeOld',
    defaultMessage:
      'No “Add to Home Screen” in the list? Your iPhone or iPad needs iOS or iPadOS 16.4 or later for this; open this page in Safari instead.',
    description: 'Chrome, Edge or Firefox on iPhone, a note after the steps',
  },
  iosMenuShare: {
    id: 'install.step.iosMenuShare',
    defaultMessage:
      'Tap the menu button (three lines or three dots, at the bottom or top right of the screen), then “Share”.',
    description: 'Edge or Firefox on iPhone, step 1: Share is in their menu',
  },
  googleMenu: {
    id: 'install.step.googleMenu',
    defaultMessage: 'In the Google app, tap the menu button (three dots) or Share on this page.',
    description: 'The Google app’s page viewer on iPhone, step 1',
  },
  menuDots: {
    id: 'install.step.menuDots',
    defaultMessage: 'Tap the menu button (three dots) at the top right.',
    description: 'Chrome or Firefox on Android, step 1',
  },
  chromeInstall: {
    id: 'install.step.chromeInstall',
    defaultMessage: 'Tap “Install app” or “Add to Home screen”.',
    description: 'Chrome on Android, step 2',
  },
  firefoxInstall: {
    id: 'install.step.firefoxInstall',
    defaultMessage: 'Tap “Add to Home screen” (it may say “Install”).',
    description: 'Firefox on Android, step 2',
  },
  androidConfirm: {
    id: 'install.step.androidConfirm',
    defaultMessage: 'Tap “Install” or “Add” to confirm.',
    description: 'Android, last step before the home screen',
  },
  samsungMenu: {
    id: 'install.step.samsungMenu',
    defaultMessage: 'Tap the menu button (three lines) at the bottom right.',
    description: 'Samsung Internet, step 1',
  },
  samsungAdd: {
    id: 'install.step.samsungAdd',
    defaultMessage: 'Tap “Add page to”, then “Home screen”.',
    description: 'Samsung Internet, step 2',
  },
  desktopIcon: {
    id: 'install.step.desktopIcon',
    defaultMessage:
      'Click the install icon at the right end of the address bar: a screen with an arrow pointing down.',
    description: 'Chrome on a computer, step 1',
  },
  edgeIcon: {
    id: 'install.step.edgeIcon',
    defaultMessage: 'Click the “App available” icon at the right end of the address bar.',
    description: 'Edge on a computer, step 1',
  },
  desktopConfirm: {
    id: 'install.step.desktopConfirm',
    defaultMessage: 'Click “Install”.',
    description: 'Chrome or Edge on a computer, step 2',
  },
  desktopOpen: {
    id: 'install.step.desktopOpen',
    defaultMessage:
      '{proName} opens in its own window; next time, open it from your desktop or apps list.',
    description: 'Chrome or Edge on a computer, last step',
  },
  openHome: {
    id: 'install.step.openHome',
    defaultMessage: 'Open {proName} from its new icon on your home screen.',
    description: 'Phones, last step',
  },
  inAppMenu: {
    id: 'install.step.inAppMenu',
    defaultMessage: 'In {browser}, tap the menu button (three dots) at the top right of this page.',
    description: 'In-app browser, step 1',
  },
  inAppOpen: {
    id: 'install.step.inAppOpen',
    defaultMessage:
      'Tap “Open in browser” (it may say “Open in Chrome”, “Open in Safari” or “Open in external browser”).',
    description: 'In-app browser, step 2',
  },
  inAppThen: {
    id: 'install.step.inAppThen',
    defaultMessage:
      'In your browser, sign in and open “My account”, then “Add to home screen”, and follow its steps.',
    description: 'In-app browser, step 3',
  },
});
