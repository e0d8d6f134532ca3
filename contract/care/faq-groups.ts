/* Zod-free on purpose: the help screen and the server's FAQ config both read it. */

/** The help centre's groups, in the order the screen shows them (docs/care.md#help-centre). */
export const FAQ_GROUPS = ['applying', 'borrowing', 'repaying', 'account', 'privacy'] as const;
export type FaqGroupId = (typeof FAQ_GROUPS)[number];
