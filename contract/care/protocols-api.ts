import { z } from 'zod';
import { LEGAL_DOCUMENTS } from '../legal-versions.ts';
import { extensionDisclosureSchema } from '../loan/repayment.ts';

/** GET /api/account/protocols (docs/care.md#protocols). */
export const protocolsViewSchema = z.object({
  consents: z.array(
    z.object({
      document: z.enum(LEGAL_DOCUMENTS),
      version: z.string(),
      effectiveDate: z.string(),
      agreedAt: z.string(),
    }),
  ),
  loans: z.array(
    z.object({
      orderId: z.uuid(),
      orderNo: z.string(),
      signedAt: z.string(),
      documents: z.array(z.object({ kind: z.string(), version: z.string() })),
    }),
  ),
  extensions: z.array(
    z.object({ intentId: z.uuid(), orderId: z.uuid(), orderNo: z.string(), agreedAt: z.string() }),
  ),
});
export type ProtocolsView = z.infer<typeof protocolsViewSchema>;

/** GET /api/loan/repayment/intents/:id/disclosure: an extension's disclosure as agreed. */
export const agreedDisclosureSchema = z.object({
  intentId: z.uuid(),
  orderNo: z.string(),
  agreedAt: z.string(),
  language: z.enum(['en', 'ph', 'hi']),
  disclosure: extensionDisclosureSchema,
});
export type AgreedDisclosure = z.infer<typeof agreedDisclosureSchema>;
