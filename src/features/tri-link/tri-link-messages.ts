import { defineMessages } from '@/lib/i18n/define-messages';

/** Texts of /triLink, the landing of links from outside the app (docs/navigation.md#tri-link). */
export const triLinkMessages = defineMessages({
  openingTitle: {
    id: 'triLink.screen.openingTitle',
    defaultMessage: 'Opening the link',
    description: 'Heading while /triLink checks a link or waits for the app settings',
  },
  externalTitle: {
    id: 'triLink.screen.externalTitle',
    defaultMessage: 'This link opens outside the app',
    description: 'Heading when a link from outside leads to an allowed website',
  },
  externalBody: {
    id: 'triLink.screen.externalBody',
    defaultMessage: 'It leads to {host}, a website Sulong Cash trusts. It opens in a new tab.',
    description: 'Explains where an allowed outside link goes; host is a website name',
  },
  open: {
    id: 'triLink.screen.open',
    defaultMessage: 'Open {host}',
    description: 'Button: open the allowed website in a new tab; host is a website name',
  },
  openedInShell: {
    id: 'triLink.screen.openedInShell',
    defaultMessage: 'We opened {host} for you.',
    description: 'Status after the app asked the phone to open an allowed website',
  },
  refusedTitle: {
    id: 'triLink.screen.refusedTitle',
    defaultMessage: "This link can't be opened",
    description: 'Heading when a link from outside is refused',
  },
  notAllowed: {
    id: 'triLink.screen.notAllowed',
    defaultMessage:
      'It leads to a page or website that Sulong Cash does not open. For your safety we did not follow it.',
    description: 'Why a link was refused: it goes somewhere not on the allow-list',
  },
  malformed: {
    id: 'triLink.screen.malformed',
    defaultMessage: 'The link is incomplete or damaged. For your safety we did not follow it.',
    description: 'Why a link was refused: it is not a valid link',
  },
  configFailed: {
    id: 'triLink.screen.configFailed',
    defaultMessage: 'We could not check this link. Check your connection and try again.',
    description: 'The app settings needed to check an outside link did not load',
  },
  retry: {
    id: 'triLink.screen.retry',
    defaultMessage: 'Try again',
    description: 'Button: load the app settings again',
  },
  home: {
    id: 'triLink.screen.home',
    defaultMessage: 'Go to home',
    description: 'Button: leave the link page for the home screen',
  },
});
