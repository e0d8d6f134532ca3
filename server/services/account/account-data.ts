import {
  detachCustomer,
  detachPayoutContacts,
  eraseCollectionNotes,
  erasePhoneTraces,
  erasePhotoOrigins,
  erasePreferences,
  eraseProfile,
  eraseSessionDevices,
  eraseUnsignedQuotes,
  exportCollectionContacts,
  exportPhoneRows,
  exportRows,
  findAccount,
} from '../../repositories/personal-data.ts';
import type { PersonalDataPart } from './personal-data.ts';

/*
 * The parts of what the server holds about a borrower that are not a feature's own
 * (docs/account.md#what-is-kept): sign-in, the profile, the photos, the loans and the settings.
 */

/**
 * The account and its sign-in traces. Erased last (parts.ts): it detaches the account from its
 * phone, which the sign-in traces are found by.
 */
export const signInPart: PersonalDataPart = {
  name: 'signIn',
  tables: {
    erased: [
      'otp_challenges',
      'wrong_code_attempts',
      'phone_security',
      'sms_outbox',
      'captchas',
      'sessions',
    ],
    kept: ['customers'],
  },
  async export(db, customerId) {
    const account = await findAccount(db, customerId);
    if (!account) return null;
    return {
      account,
      sessions: await exportRows(db, 'sessions', customerId),
      codeRequests: await exportPhoneRows(db, 'otp_challenges', account.phone),
      wrongCodes: await exportPhoneRows(db, 'wrong_code_attempts', account.phone),
      signInSecurity: await exportPhoneRows(db, 'phone_security', account.phone),
      graphicCodes: await exportPhoneRows(db, 'captchas', account.phone),
      textMessages: await exportPhoneRows(db, 'sms_outbox', account.phone),
    };
  },
  async erase(tx, customerId, at) {
    const account = await findAccount(tx, customerId);
    if (!account) return;
    await erasePhoneTraces(tx, account.phone);
    await eraseSessionDevices(tx, customerId);
    await detachCustomer(tx, customerId, at);
  },
};

/** The application forms, their replaced versions (contacts included) and the decisions. */
export const profilePart: PersonalDataPart = {
  name: 'profile',
  tables: { erased: ['profile_sections', 'profile_section_history', 'applications'], kept: [] },
  async export(db, customerId) {
    return {
      sections: await exportRows(db, 'profile_sections', customerId),
      replacedSections: await exportRows(db, 'profile_section_history', customerId),
      applications: await exportRows(db, 'applications', customerId),
    };
  },
  // Applications behind a loan stay with it: the decision the loan was granted on is its record.
  erase: (tx, customerId) => eraseProfile(tx, customerId),
};

/** Identity document and face photos: their bytes are erased by a job after the commit. */
export const photosPart: PersonalDataPart = {
  name: 'photos',
  // pending_erasures: store keys of erased rows whose bytes are still to go (deletion.ts).
  tables: { erased: ['photos', 'pending_erasures'], kept: [] },
  export: (db, customerId) => exportRows(db, 'photos', customerId),
  erase: (tx, customerId) => erasePhotoOrigins(tx, customerId),
};

/**
 * The loans: what the law makes us keep (the loan, its ledger, its signed documents, payments and
 * receipts), detached from contact data. Quotes never signed are erased.
 */
export const loansPart: PersonalDataPart = {
  name: 'loans',
  tables: {
    erased: ['quotes'],
    kept: ['orders', 'signatures', 'payment_intents', 'receipts', 'loan_home_versions'],
  },
  async export(db, customerId) {
    return {
      quotes: await exportRows(db, 'quotes', customerId),
      orders: await exportRows(db, 'orders', customerId),
      signatures: await exportRows(db, 'signatures', customerId),
      payments: await exportRows(db, 'payment_intents', customerId),
      receipts: await exportRows(db, 'receipts', customerId),
      collectionContacts: await exportCollectionContacts(db, customerId),
    };
  },
  async erase(tx, customerId) {
    await eraseUnsignedQuotes(tx, customerId);
    await detachPayoutContacts(tx, customerId);
    await eraseCollectionNotes(tx, customerId);
  },
};

/** Settings; the deletion record (no personal data) is kept. */
export const settingsPart: PersonalDataPart = {
  name: 'settings',
  tables: { erased: ['customer_preferences'], kept: ['account_deletions'] },
  async export(db, customerId) {
    const [preferences] = await exportRows(db, 'customer_preferences', customerId);
    return preferences ?? null;
  },
  erase: (tx, customerId) => erasePreferences(tx, customerId),
};
