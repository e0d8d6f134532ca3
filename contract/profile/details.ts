import type { z } from 'zod';
import type { ProfileContext } from './rules.ts';
import { makeSectionSchemas, type SectionSchemas } from './schemas.ts';

/**
 * What a borrower changes from My account › My profile (docs/profile.md#my-profile): the e-mail
 * of the contact details and the whole address. Each field is the application's own field schema
 * (contract/profile/schemas.ts), so a value the application refuses is refused here with the
 * same message id at the same field name, and stored in the same normalised form.
 */
export const detailsSchemaOf = (sections: Pick<SectionSchemas, 'basic2' | 'address'>) =>
  sections.basic2.pick({ email: true }).extend(sections.address.shape);

export const makeDetailsSchema = (ctx: ProfileContext) => detailsSchemaOf(makeSectionSchemas(ctx));

export type DetailsSchema = ReturnType<typeof detailsSchemaOf>;
/** The body of PUT /api/profile/details. */
export type DetailsInput = z.input<DetailsSchema>;
export type Details = z.output<DetailsSchema>;
