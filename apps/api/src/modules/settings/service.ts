import { fullName, type PortalUser } from '@portal/domain/accounts/user';
import type { TUpdateSettingsInput } from '@portal/domain/settings/settings-schemas';
import { getSetting, putSetting } from '@portal/db/queries/settings';
import { recordAudit } from '@portal/db/queries/audit';
import type { AppDeps } from '../../app-deps';

/** The order adjustment feature switch (portal.md §2 "feature check"); off until a super admin turns it on. */
const adjustmentsKey = 'feature.adjustments';

/** Portal-wide switches, kept in the settings table so every API instance reads the same value. */
export function createSettingsService(deps: AppDeps) {
  const { db } = deps;
  return {
    async get() {
      return { adjustmentsEnabled: (await getSetting<boolean>(db, adjustmentsKey)) === true };
    },

    async update(actor: PortalUser, input: TUpdateSettingsInput) {
      return db.transaction(async (tx) => {
        const before = (await getSetting<boolean>(tx, adjustmentsKey)) === true;
        if (before !== input.adjustmentsEnabled) {
          await putSetting(tx, adjustmentsKey, input.adjustmentsEnabled);
          await recordAudit(tx, [
            { actor: { id: actor._id, name: fullName(actor) }, area: 'setting', entity: adjustmentsKey, before, after: input.adjustmentsEnabled },
          ]);
        }
        return { adjustmentsEnabled: input.adjustmentsEnabled };
      });
    },
  };
}
