import type { AgreedDisclosure, ProtocolsView } from '../../../contract/care/protocols-api.ts';
import { extensionDisclosureSchema } from '../../../contract/loan/repayment.ts';
import { LEGAL_DOCUMENTS, LEGAL_VERSIONS } from '../../../contract/legal-versions.ts';
import { AppError } from '../../errors.ts';
import { listConsents, recordConsents } from '../../repositories/consents.ts';
import type { Db } from '../../db/db.ts';
import {
  findOwnExtension,
  listPaidExtensions,
  listSignedLoans,
} from '../../repositories/protocols.ts';
import type { ServiceDeps } from '../deps.ts';

/** Sign-in records the current versions, once each (docs/care.md#legal-versions). */
export const recordCurrentConsents = (tx: Db, customerId: string, at: Date): Promise<void> =>
  recordConsents(
    tx,
    customerId,
    LEGAL_DOCUMENTS.map((document) => ({ document, version: LEGAL_VERSIONS[document].version })),
    at,
  );

/** Every document the borrower agreed to, each opening the copy agreed (docs/care.md#protocols). */
export function createProtocolsService({ db }: ServiceDeps) {
  return {
    async list(customerId: string): Promise<ProtocolsView> {
      const [consents, loans, extensions] = await Promise.all([
        listConsents(db, customerId),
        listSignedLoans(db, customerId),
        listPaidExtensions(db, customerId),
      ]);
      return {
        consents: consents.map((c) => ({
          document: c.document,
          version: c.version,
          // Only version 1 has been live; an older version's date would come from this table.
          effectiveDate:
            LEGAL_VERSIONS[c.document].version === c.version
              ? LEGAL_VERSIONS[c.document].effectiveDate
              : '',
          agreedAt: c.agreedAt.toISOString(),
        })),
        loans: loans.map((l) => ({ ...l, signedAt: l.signedAt.toISOString() })),
        extensions: extensions.map((e) => ({
          intentId: e.intentId,
          orderId: e.orderId,
          orderNo: e.orderNo,
          agreedAt: e.agreedAt.toISOString(),
        })),
      };
    },

    /** An extension's disclosure as stored when agreed; another's or not an extension → 404. */
    async disclosure(customerId: string, intentId: string): Promise<AgreedDisclosure> {
      const row = await findOwnExtension(db, customerId, intentId);
      const parsed = row ? extensionDisclosureSchema.safeParse(row.disclosure) : null;
      if (!row || !parsed?.success) {
        throw new AppError('NOT_FOUND', 'No such extension', { field: 'id' });
      }
      return {
        intentId: row.intentId,
        orderNo: row.orderNo,
        agreedAt: row.agreedAt.toISOString(),
        language: row.language,
        disclosure: parsed.data,
      };
    },
  };
}

export type ProtocolsService = ReturnType<typeof createProtocolsService>;
