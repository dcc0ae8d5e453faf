import type { SignedInUser } from '@portal/domain/accounts/user';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { AdjustmentDialog } from './adjustment-dialog';

/**
 * Tests only: the dialog on its route, adjustments.get answering `adjustment` (a function: what it
 * answers now, or throws { code, message }) and the other procedures `handlers`.
 */
export function renderDialog(adjustment: TAdjustment | (() => TAdjustment), viewer: AdjustmentRole, handlers: Parameters<typeof fakeApi>[0] = {}) {
  const user: SignedInUser = viewer === 'reviewer' ? makeUser({ isAdmin: true }) : makeUser();
  writeSession(user);
  const id = typeof adjustment === 'function' ? 'adj-1' : adjustment._id;
  const calls = fakeApi({ 'adjustments.get': typeof adjustment === 'function' ? adjustment : () => adjustment, ...handlers });
  const closed: string[] = [];
  renderRoutes(
    [
      {
        path: '/adjustments/:id',
        element: (
          <TestEnv>
            <AdjustmentDialog adjustmentId={id} viewer={viewer} onClose={() => closed.push(id)} />
          </TestEnv>
        ),
      },
    ],
    `/adjustments/${id}`,
  );
  return { calls, closed };
}
