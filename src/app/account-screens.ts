/**
 * The screens around the loan (docs/messages.md, …), behind one lazy import: one loader in the
 * router instead of one per screen keeps the first-load entry small.
 */
export { default as msgCenter } from '@/features/messages/message-centre-screen';
export { default as msgDetail } from '@/features/messages/message-detail-screen';
