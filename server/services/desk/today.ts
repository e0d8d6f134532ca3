import { addDays, manilaDate, manilaDayStart } from '../../../contract/calendar.ts';
import type { Today } from '../../../contract/desk/today.ts';
import { readTodayFigures } from '../../repositories/desk-today.ts';
import { can } from '../../domain/desk/roles.ts';
import type { ServiceDeps } from '../deps.ts';
import type { StaffActor } from './staff-service.ts';

/** Today in Manila at a glance, for every signed-in staff member (docs/desk.md#today). */
export function createDeskToday({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  return {
    async read(actor: StaffActor): Promise<Today> {
      const day = manilaDate(now());
      const figures = await readTodayFigures(db, {
        day,
        from: manilaDayStart(day),
        to: manilaDayStart(addDays(day, 1)),
      });
      // What the lender paid out and took in is finance's to read, not every role's.
      const payouts = can(actor.roles, 'payouts.read');
      const payments = can(actor.roles, 'payments.read');
      return {
        day,
        ...figures,
        oldestWaitingSince: figures.oldestWaitingSince?.toISOString() ?? null,
        paidOutCentavos: payouts ? figures.paidOutCentavos : null,
        payoutsPaid: payouts ? figures.payoutsPaid : null,
        collectedCentavos: payments ? figures.collectedCentavos : null,
        paymentsPosted: payments ? figures.paymentsPosted : null,
      };
    },
  };
}
