import type { MouseEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { AppType } from '@/lib/core/core-slice';
import { nativeBridge } from '@/platform/bridge';
import { uiMessages } from './ui-messages';

/** The lender's chat channels from the public config; null: not offered. */
export type ChatChannels = { messengerUrl?: string | null; viberUrl?: string | null };

/** Each configured channel with its label, Messenger first. */
export function useChatChannels(channels: ChatChannels | undefined) {
  const intl = useIntl();
  return [
    { key: 'messenger', url: channels?.messengerUrl, label: uiMessages.chatMessenger },
    { key: 'viber', url: channels?.viberUrl, label: uiMessages.chatViber },
  ].flatMap(({ key, url, label }) => (url ? [{ key, url, label: intl.formatMessage(label) }] : []));
}

/**
 * A link to a chat app (docs/care.md#chat-channels). A browser follows it (a new tab for a web
 * address; `viber:` opens the app); inside the shell, whose WebView does not leave for another
 * app on its own, it goes through the bridge as other outside links do (docs/bridge.md#flows):
 * `openAppLink` for an app's own scheme, `openBrowserLink` for a web address.
 */
export function ChatLink({
  url,
  appType,
  className,
  children,
}: {
  url: string;
  /** The shell the page runs in (core store `app_type`); null in a browser. */
  appType: AppType | null;
  className?: string;
  children: ReactNode;
}) {
  const web = url.startsWith('https:');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!appType) return;
    event.preventDefault();
    void (web ? nativeBridge.openBrowserLink : nativeBridge.openAppLink)(appType, url);
  };
  return (
    <a
      className={className}
      href={url}
      target={web ? '_blank' : undefined}
      rel="noopener noreferrer"
      onClick={open}
    >
      {children}
    </a>
  );
}
