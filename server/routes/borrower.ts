import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionRoutes } from './auth.ts';
import { loanRoutes } from './loan.ts';
import { meRoutes } from './me.ts';
import { messageRoutes } from './messages.ts';
import { photoRoutes } from './photos.ts';
import { profileRoutes } from './profile.ts';
import { repaymentRoutes } from './repayment.ts';
import { couponRoutes } from './coupons.ts';
import { feedbackRoutes } from './feedback.ts';
import { protocolRoutes } from './protocols.ts';
import { accountRoutes } from './account.ts';
import { homeScreenBonusRoutes } from './home-screen-bonus.ts';

/**
 * The borrower API: one encapsulated scope whose single onRequest hook admits only a live
 * session's bearer token, so no route in it can forget to authenticate; handlers read the caller
 * with `currentCustomer(request)`.
 */
export const borrowerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(meRoutes);
  await app.register(sessionRoutes);
  await app.register(photoRoutes);
  await app.register(profileRoutes);
  await app.register(loanRoutes);
  await app.register(repaymentRoutes);
  await app.register(couponRoutes);
  await app.register(messageRoutes);
  await app.register(feedbackRoutes);
  await app.register(protocolRoutes);
  await app.register(accountRoutes);
  await app.register(homeScreenBonusRoutes);
};
