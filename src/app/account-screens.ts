/**
 * My account and the screens it leads to (messages, coupons, help centre, customer service, about us), behind one
 * lazy import: one loader in the router instead of one per screen keeps the first-load entry small.
 */
export { default as my } from '@/features/account/my-screen';
export { default as msgCenter } from '@/features/messages/message-centre-screen';
export { default as msgDetail } from '@/features/messages/message-detail-screen';
export { default as coupons } from '@/features/coupons/coupon-list-screen';
export { default as invalidCoupons } from '@/features/coupons/invalid-coupons-screen';
export { default as helpCenter } from '@/features/help/help-screen';
export { default as customerService } from '@/features/customer-service/service-screen';
export { default as aboutUs } from '@/features/about/about-screen';
export { default as feedback } from '@/features/feedback/feedback-screen';
export { default as protocols } from '@/features/protocols/protocols-screen';
export { default as setup } from '@/features/account/setup-screen';
export { default as triLink } from '@/features/tri-link/tri-link-screen';
export { default as addDeskTopBrowser } from '@/features/install/add-desktop-screen';
export { default as guildDetail } from '@/features/install/guide-detail-screen';
