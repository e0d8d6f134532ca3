import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FaqGroupView } from '@contract/care/api';
import type { Language } from '@contract/language';
import { sessionExpired } from '@/lib/api/session-events';
import { DEFAULT_PRO_NAME } from '@/config/brand';

/** 1 Android shell, 2 iOS shell (docs/bridge.md#app-type); null in a plain browser. */
export type AppType = 1 | 2;

export type PublicData = {
  customerId: string;
  token: string;
  phone_number: string;
  app_type: AppType | null;
};

export type UserInfo = { customerId: string; phone: string; registered: boolean };

/** The sub-product the loan home offers (docs/navigation.md#core-store): nothing personal. */
export type SubProduct = { id: string; theme: 1 | 2 };

/** The help centre's questions as last fetched, kept so help opens offline (docs/care.md#help-centre). */
export type StoredFaq = { language: Language; groups: FaqGroupView[] };

/**
 * The core store (docs/navigation.md#core-store), persisted under one key. Field names are the
 * documented ones, so the native shells and support tooling that read it keep working. Server data
 * is fetched with RTK Query; homeData/orderData/subProData stay here only as the documented
 * snapshot slots.
 */
export type CoreState = {
  testRequestUrl: string;
  prodRequestUrl: string;
  routeName: string;
  fromRoute: string;
  publicData: PublicData;
  userInfo: UserInfo | null;
  proName: string;
  serviceEmail: string;
  hotLine: string;
  webServiceEmail: string;
  homeData: unknown;
  orderData: unknown;
  subProData: SubProduct | null;
  /** Loan-orders tab: 1 current, 2 history (docs/loans.md#loan-tab). */
  loanTabType: 1 | 2;
  isRefresh: boolean;
  refreshControl: boolean;
  /**
   * Kept empty forever: no credential reaches the client (docs/product.md#no-client-credentials).
   */
  awsData: { accessKey: string; secretKey: string; bucket: string; region: string };
  /** Null until the help centre has loaded once; nothing personal, so sign-out keeps it. */
  FAQData: StoredFaq | null;
  prohibitSelect: unknown[];
  proWebsite: string;
  subProTheme: 1 | 2;
  showLoginPopup: boolean;
};

const emptyPublicData: PublicData = { customerId: '', token: '', phone_number: '', app_type: null };

export const initialCoreState: CoreState = {
  testRequestUrl: '/api',
  prodRequestUrl: '/api',
  routeName: '',
  fromRoute: '',
  publicData: emptyPublicData,
  userInfo: null,
  proName: DEFAULT_PRO_NAME,
  serviceEmail: '',
  hotLine: '',
  webServiceEmail: '',
  homeData: null,
  orderData: null,
  subProData: null,
  loanTabType: 2,
  isRefresh: false,
  refreshControl: true,
  awsData: { accessKey: '', secretKey: '', bucket: '', region: '' },
  FAQData: null,
  prohibitSelect: [],
  proWebsite: '',
  subProTheme: 1,
  showLoginPopup: false,
};

export type SignedInPayload = {
  token: string;
  customerId: string;
  phone: string;
  registered: boolean;
};

/** The fields kept for the shells, written together by `shellFieldsSet`. */
export type ShellFields = Pick<
  CoreState,
  'refreshControl' | 'subProData' | 'subProTheme' | 'showLoginPopup'
>;

export type CompanyContacts = Pick<
  CoreState,
  'proName' | 'serviceEmail' | 'hotLine' | 'webServiceEmail' | 'proWebsite'
>;

function clearSession(state: CoreState): void {
  state.publicData = { ...emptyPublicData, app_type: state.publicData.app_type };
  state.userInfo = null;
  state.homeData = null;
  state.orderData = null;
  state.subProData = null;
}

export const coreSlice = createSlice({
  name: 'core',
  initialState: initialCoreState,
  reducers: {
    routeChanged(state, action: PayloadAction<string>) {
      if (state.routeName === action.payload) return;
      state.fromRoute = state.routeName;
      state.routeName = action.payload;
    },
    appTypeDetected(state, action: PayloadAction<AppType | null>) {
      state.publicData.app_type = action.payload;
    },
    signedIn(state, action: PayloadAction<SignedInPayload>) {
      const { token, customerId, phone, registered } = action.payload;
      state.publicData = { ...state.publicData, token, customerId, phone_number: phone };
      state.userInfo = { customerId, phone, registered };
      state.showLoginPopup = false;
    },
    /**
     * Signing out clears the token, phone number, customer id and stored user info
     * (docs/sign-in.md#sign-out).
     */
    signedOut: clearSession,
    companyContactsLoaded(state, action: PayloadAction<CompanyContacts>) {
      Object.assign(state, action.payload);
    },
    loanTabChosen(state, action: PayloadAction<1 | 2>) {
      state.loanTabType = action.payload;
    },
    faqLoaded(state, action: PayloadAction<StoredFaq>) {
      state.FAQData = action.payload;
    },
    /**
     * The fields kept for the shells (docs/navigation.md#core-store), in one reducer so the first
     * load carries one: `refreshControl` from the shell sync, `subProData` and `subProTheme` from
     * the loan home, `showLoginPopup` when the server ended a session (src/lib/api/expire-session.ts)
     * or its notice is dismissed.
     */
    shellFieldsSet(state, action: PayloadAction<Partial<ShellFields>>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionExpired, clearSession);
  },
  selectors: {
    selectPublicData: (state) => state.publicData,
    selectHasSession: (state) => Boolean(state.publicData.token && state.publicData.customerId),
    selectToken: (state) => state.publicData.token,
    selectUserInfo: (state) => state.userInfo,
    selectRouteName: (state) => state.routeName,
    selectFromRoute: (state) => state.fromRoute,
    selectAppType: (state) => state.publicData.app_type,
    selectProName: (state) => state.proName,
    selectLoanTabType: (state) => state.loanTabType,
    // A phone that ran an older app holds the old default, an empty list: treated as nothing.
    selectFaqData: (state): StoredFaq | null =>
      state.FAQData && !Array.isArray(state.FAQData) ? state.FAQData : null,
  },
});

export const {
  routeChanged,
  appTypeDetected,
  signedIn,
  signedOut,
  companyContactsLoaded,
  loanTabChosen,
  faqLoaded,
  shellFieldsSet,
} = coreSlice.actions;

export const {
  selectPublicData,
  selectHasSession,
  selectToken,
  selectUserInfo,
  selectRouteName,
  selectFromRoute,
  selectAppType,
  selectProName,
  selectLoanTabType,
  selectFaqData,
} = coreSlice.selectors;
