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
export { default as repayment } from '@/features/repayment/repayment-screen';
