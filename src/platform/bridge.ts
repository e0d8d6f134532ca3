import type { AppType } from '@/lib/core/core-slice';
import { NATIVE_HANDLER } from './bridge-detect';

export { detectAppType, NATIVE_HANDLER } from './bridge-detect';

/**
 * The native-shell bridge (docs/bridge.md#call-shapes). Android shells expose one object on window
 * (`window.<handler>.<method>(json)`), iOS shells one WKScriptMessageHandler per method
 * (`window.webkit.messageHandlers.<method>.postMessage(payload)`). Every call is wrapped: a missing
 * shell, a missing method or a throwing shell yields null, never an exception.
 */
/** Every handler (docs/bridge.md#handlers), by the method name the shells implement. */
export const BRIDGE_METHODS = {
  loginSuccess: 'loginSuccess',
  logoutProcess: 'logoutProcess',
  switchLanguage: 'switchLanguage',
  pageFinish: 'pageFinish',
  footerControl: 'footerControl',
  refreshControl: 'refreshControl',
  setHeaderColor: 'setHeaderColor',
  checkSmsAccess: 'checkSmsAccess',
  checkLocation: 'checkLocation',
  linkList: 'linkList',
  cameraAccess: 'cameraAccess',
  liveFaceCheck: 'liveFaceCheck',
  finishBankAuth: 'finishBankAuth',
  openCustomerService: 'openCustomerService',
  adInfo: 'adInfo',
  pointInfo: 'pointInfo',
  authBackHome: 'authBackHome',
  signSuccess: 'signSuccess',
  deepLink: 'deepLink',
  goAppHome: 'goAppHome',
  goMyLoan: 'goMyLoan',
  openBrowserLink: 'openBrowserLink',
  openAppLink: 'openAppLink',
  deviceInfo: 'deviceInfo',
  grabDevice: 'grabDevice',
  grabScreen: 'grabScreen',
  grabGps: 'grabGps',
  grabAddressBook: 'grabAddressBook',
  grabAppInfo: 'grabAppInfo',
  locationAccess: 'locationAccess',
} as const;

export type BridgeMethod = (typeof BRIDGE_METHODS)[keyof typeof BRIDGE_METHODS];

type AndroidHandler = Record<string, ((payload?: string) => unknown) | undefined>;
type IosHandlers = Record<string, { postMessage: (payload: unknown) => unknown } | undefined>;

type ShellWindow = Window & {
  webkit?: { messageHandlers?: IosHandlers };
} & Record<string, unknown>;

const shellWindow = (): ShellWindow => window as unknown as ShellWindow;

function androidHandler(): AndroidHandler | null {
  const handler = shellWindow()[NATIVE_HANDLER];
  return handler && typeof handler === 'object' ? (handler as AndroidHandler) : null;
}

function iosHandlers(): IosHandlers | null {
  return shellWindow().webkit?.messageHandlers ?? null;
}

function parseReply(reply: unknown): unknown {
  if (typeof reply !== 'string') return reply ?? null;
  try {
    return JSON.parse(reply) as unknown;
  } catch {
    return reply;
  }
}

/**
 * Calls one handler on the shell chosen by appType. Android's JavascriptInterface takes strings;
 * iOS takes the same payload through postMessage.
 */
export async function callNative<T = unknown>(
  appType: AppType | null,
  method: BridgeMethod,
  payload?: unknown,
): Promise<T | null> {
  try {
    if (appType === 1) {
      const fn = androidHandler()?.[method];
      if (typeof fn !== 'function') return null;
      const reply =
        payload === undefined
          ? fn.call(androidHandler())
          : fn.call(androidHandler(), String(payload));
      return parseReply(await reply) as T | null;
    }
    if (appType === 2) {
      const handler = iosHandlers()?.[method];
      if (!handler) return null;
      const reply = await handler.postMessage(payload ?? null);
      return parseReply(reply) as T | null;
    }
  } catch {
    // A failure is swallowed and yields null (docs/bridge.md#null-on-failure).
  }
  return null;
}

/**
 * Arguments each handler takes (docs/bridge.md#handlers). Replies are whatever the shell returns,
 * or null. Which flow calls which handler: docs/bridge.md#flows. Handlers marked "Never called"
 * stay uncalled on purpose (docs/bridge.md#uncalled-handlers); src/platform/bridge-usage.test.ts
 * fails when the code and that list disagree.
 */
export type BridgeArgs = {
  loginSuccess: [loginData: object];
  logoutProcess: [];
  switchLanguage: [language: string];
  pageFinish: [];
  footerControl: [visible: boolean];
  refreshControl: [enabled: boolean];
  setHeaderColor: [color: string];
  /** Never called: the privacy notice names no SMS data, and no flow reads SMS. */
  checkSmsAccess: [];
  /** Never called: the privacy notice names no location data, and no flow needs it. */
  checkLocation: [];
  /** The shell's contact picker ("link list"): one chosen contact, never the address book. */
  linkList: [request: { purpose: 'emergencyContact' }];
  cameraAccess: [options?: { purpose: 'id' | 'face' }];
  liveFaceCheck: [];
  /** Never called: there is no bank authorisation flow (payout accounts are typed in). */
  finishBankAuth: [result?: unknown];
  openCustomerService: [];
  /** An analytics event by name only: no amounts, no personal data (docs/bridge.md#flows). */
  adInfo: [point: { event: ShellEvent }];
  pointInfo: [point: { event: ShellEvent }];
  authBackHome: [];
  signSuccess: [order?: unknown];
  deepLink: [url: string];
  goAppHome: [];
  goMyLoan: [];
  openBrowserLink: [url: string];
  openAppLink: [url: string];
  deviceInfo: [];
  /** Never called: bulk device data the privacy notice does not name (`deviceInfo` suffices). */
  grabDevice: [];
  /** Never called: screen contents are not data the privacy notice names. */
  grabScreen: [];
  /** Never called: the privacy notice names no location data. */
  grabGps: [];
  /**
   * Never called: only the 3 chosen contacts leave the phone (docs/profile.md#emergency-contacts,
   * NPC 20-01).
   */
  grabAddressBook: [];
  /** Never called: the list of installed apps is not data the privacy notice names. */
  grabAppInfo: [];
  /** Never called: the privacy notice names no location data. */
  locationAccess: [];
};

/** The analytics events the shell hears (docs/bridge.md#flows). */
export type ShellEvent = 'signIn' | 'approved' | 'withdrawal' | 'repayment';

/** Android receives text: objects become JSON, booleans "true"/"false". */
function payloadOf(args: unknown[]): unknown {
  const [first] = args;
  if (first === undefined) return undefined;
  return typeof first === 'string' ? first : JSON.stringify(first);
}

export type NativeBridge = {
  [M in keyof BridgeArgs]: (appType: AppType | null, ...args: BridgeArgs[M]) => Promise<unknown>;
};

/**
 * The analytics events of the borrower's journey, told to the shell (docs/bridge.md#flows): the
 * event's name through `pointInfo` and `adInfo`, nothing else — no amount, no id, no phone. In a
 * browser (appType null) nothing is sent. Here rather than in shell-events.ts, so the sign-in
 * effect loads one module.
 */
export function reportEvent(appType: AppType | null, event: ShellEvent): void {
  if (appType === null) return;
  void nativeBridge.pointInfo(appType, { event });
  void nativeBridge.adInfo(appType, { event });
}

/** One typed function per handler, each dispatching to the shell chosen by appType. */
export const nativeBridge = Object.fromEntries(
  Object.values(BRIDGE_METHODS).map((method) => [
    method,
    (appType: AppType | null, ...args: unknown[]) => callNative(appType, method, payloadOf(args)),
  ]),
) as NativeBridge;
