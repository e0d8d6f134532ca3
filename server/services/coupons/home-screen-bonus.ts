import { randomUUID } from 'node:crypto';
import type {
  HomeScreenBonusView,
  HomeScreenLaunchRequest,
} from '../../../contract/bonus/home-screen.ts';
import { DAY_MS } from '../../../contract/calendar.ts';
import { quotaCeiling } from '../../domain/repeat-quota.ts';
import { AppError } from '../../errors.ts';
import {
  claimHomeScreenBonus,
  findHomeScreenBonus,
  insertHomeScreenBonusCoupon,
} from '../../repositories/home-screen-bonuses.ts';
import type { HomeScreenBonusRow } from '../../repositories/home-screen-bonuses.ts';
import { insertMessage } from '../../repositories/messages.ts';
import { findSessionAppType } from '../../repositories/sessions.ts';
import { PROFILE_LOCK_NAMESPACE, requireLiveCustomer } from '../account/live-customer.ts';
import type { ServiceDeps } from '../deps.ts';

/** The caller of a report: the customer and the session it came through. */
export interface BonusCaller {
  customerId: string;
  sessionId: string;
}

/**
 * The add-to-home-screen bonus (docs/coupons.md#home-screen-bonus). The app reports a launch
 * from the home screen; the server grants, once per customer whatever the devices, repeats or
 * races, a repayment coupon usable only for payment in full and a higher quota ceiling, with a
 * homeScreenBonus message, in one transaction. Inside a native shell there is no bonus.
 *
 * The ceiling is checked at start (server/config.ts): at least the scorecard's ceiling, at most
 * the largest product's maximum, a whole number of quota steps, so the grant writes it as it is.
 */
export function createHomeScreenBonusService({ db, config, now }: ServiceDeps) {
  const bonus = config.loan.homeScreenBonus;
  const scorecard = config.creditDecision.scorecard;
  const baseCeiling = scorecard.quota.maxCentavos;

  function view(row: HomeScreenBonusRow | null, grantedNow: boolean): HomeScreenBonusView {
    return {
      grantedAt: row?.grantedAt.toISOString() ?? null,
      couponCentavos: row?.couponCentavos ?? bonus.couponCentavos,
      couponValidDays: bonus.couponDays,
      // A row granted under an earlier configuration keeps its ceiling; one below today's
      // scorecard ceiling changes nothing (docs/loans.md#quota).
      bonusCeilingCentavos: quotaCeiling(scorecard, row?.ceilingCentavos ?? bonus.ceilingCentavos),
      baseCeilingCentavos: baseCeiling,
      grantedNow,
    };
  }

  return {
    /** Whether the caller has the bonus, and what it gives. */
    async view(customerId: string): Promise<HomeScreenBonusView> {
      return view(await findHomeScreenBonus(db, customerId), false);
    },

    /**
     * A launch from the home screen, seen on one of the caller's devices. Grants the bonus the
     * first time for the customer; `grantedNow` is true only in the answer of the report that
     * granted it. FORBIDDEN from a session opened inside a native shell.
     */
    async reportLaunch(
      caller: BonusCaller,
      request: HomeScreenLaunchRequest,
    ): Promise<HomeScreenBonusView> {
      if ((await findSessionAppType(db, caller.sessionId)) !== null) {
        throw new AppError('FORBIDDEN', 'No home-screen bonus inside the native app', {
          field: 'appType',
        });
      }
      const at = now();
      const couponId = randomUUID();
      const validUntil = new Date(at.getTime() + bonus.couponDays * DAY_MS);
      // Under the borrower's profile lock, the one the deletion holds while it erases: a report
      // that passed its session check just before a deletion committed grants nothing and
      // answers UNAUTHORIZED (docs/account.md#account-deletion).
      const granted = await db.transaction(
        async (tx) => {
          await requireLiveCustomer(tx, caller.customerId);
          const claimed = await claimHomeScreenBonus(tx, {
            customerId: caller.customerId,
            couponId,
            ceilingCentavos: bonus.ceilingCentavos,
            signal: request.signal,
            at,
          });
          if (!claimed) return false;
          await insertHomeScreenBonusCoupon(tx, {
            id: couponId,
            customerId: caller.customerId,
            centavos: bonus.couponCentavos,
            validUntil,
            at,
          });
          await insertMessage(tx, {
            customerId: caller.customerId,
            kind: 'homeScreenBonus',
            params: {
              couponId,
              deductionCentavos: bonus.couponCentavos,
              validUntil: validUntil.toISOString(),
              ceilingCentavos: quotaCeiling(scorecard, bonus.ceilingCentavos),
            },
            at,
          });
          return true;
        },
        { lock: { namespace: PROFILE_LOCK_NAMESPACE, key: caller.customerId } },
      );
      return view(await findHomeScreenBonus(db, caller.customerId), granted);
    },
  };
}
