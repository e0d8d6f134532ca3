/**
 * The screens around the account (help centre, customer service, about us), behind one lazy
 * import: one loader in the router instead of one each keeps the first-load entry small.
 */
export { default as helpCenter } from '@/features/help/help-screen';
export { default as customerService } from '@/features/customer-service/service-screen';
export { default as aboutUs } from '@/features/about/about-screen';
