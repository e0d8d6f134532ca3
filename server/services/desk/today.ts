import { addDays, manilaDate, manilaDayStart } from '../../../contract/calendar.ts';
import type { Today } from '../../../contract/desk/today.ts';
import { readTodayFigures } from '../../repositories/desk-today.ts';
import type { ServiceDeps } from '../deps.ts';

/** Today in Manila at a glance, for every signed-in staff member (docs/desk.md#today). */
export function createDeskToday({ db, now }: Pick<ServiceDeps, 'db' | 'now'>) {
  return {
    async read(): Promise<Today> {
      const day = manilaDate(now());
      const figures = await readTodayFigures(db, {
        day,
        from: manilaDayStart(day),
        to: manilaDayStart(addDays(day, 1)),
      });
      return {
        day,
        ...figures,
        oldestWaitingSince: figures.oldestWaitingSince?.toISOString() ?? null,
      };
    },
  };
}
