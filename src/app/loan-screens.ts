/**
 * The borrowing screens, behind one lazy import (they share the 'loan' chunk anyway): one loader
 * in the router instead of six keeps the first-load entry small.
 */
export { default as withdraw } from '@/features/withdraw/withdraw-screen';
export { default as loanDocuments } from '@/features/withdraw/loan-documents-screen';
export { default as sign } from '@/features/withdraw/sign-screen';
export { default as orders } from '@/features/orders/orders-screen';
export { default as order } from '@/features/orders/order-screen';
export { default as keyFacts } from '@/features/key-facts/key-facts-screen';
/**
 * Repayment loads apart, from here: home reaches the 'loan' chunk, and the repayment screens need
 * not come with it; a loader of its own in the router would cost the first load its preload list.
 */
export const loadRepayment = () => import('@/features/repayment/repayment-screen');
