import { fullName, type PortalUser } from '@portal/domain/accounts/user';
import { defaultLeadTimes, type TLeadTimes, type TStoreLeadTimes } from '@portal/domain/lead-times/lead-times';
import { calendarDayIn } from '@portal/domain/lead-times/working-days';
import type { DbOrTx } from '@portal/db/create-db';
import { recordAudit } from '@portal/db/queries/audit';
import { getSetting, putSetting } from '@portal/db/queries/settings';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';

/** Where the table is kept: the settings table, so every API instance reads the same one. */
const leadTimesKey = 'leadTimes';

/** The table as saved, or the defaults until an administrator saves one. */
export const readLeadTimes = async (tx: DbOrTx): Promise<TLeadTimes> => (await getSetting<TLeadTimes>(tx, leadTimesKey)) ?? defaultLeadTimes;

/** Today in the portal's time zone (PORTAL_TIME_ZONE): what estimates, promises and lateness count from. */
export const portalToday = (config: Pick<Config, 'PORTAL_TIME_ZONE'>) => calendarDayIn(config.PORTAL_TIME_ZONE, new Date());

/** The lead-time table (issue 32): read and saved whole by administrators; every change audited. */
export function createLeadTimesService(deps: AppDeps) {
  const { db } = deps;
  const read = readLeadTimes;
  return {
    get: () => read(db),

    /** The table and today in the portal's time zone: what the store's estimates are counted from. */
    async forStore(): Promise<TStoreLeadTimes> {
      return { ...(await read(db)), today: portalToday(deps.config) };
    },

    async save(actor: PortalUser, input: TLeadTimes): Promise<TLeadTimes> {
      const table = { ...input, holidays: [...new Set(input.holidays)].sort() };
      return db.transaction(async (tx) => {
        const before = await read(tx);
        await putSetting(tx, leadTimesKey, table);
        await recordAudit(tx, [{ actor: { id: actor._id, name: fullName(actor) }, area: 'setting', entity: leadTimesKey, before, after: table }]);
        return table;
      });
    },
  };
}
