import type { SignedInUser } from '@portal/domain/accounts/user';
import type { AdjustmentRole } from '@portal/domain/adjustments/adjustment-status';
import type { TAdjustment } from '@portal/domain/adjustments/adjustment-view-schemas';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { fakeFilesApi } from '../../../test/fake-files-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { AdjustmentDialog } from './adjustment-dialog';

/** Tests only: the dialog on its route, the REST paths answered by `answers` ("METHOD /path"). */
export function renderDialog(adjustment: TAdjustment | (() => { status?: number; body: unknown }), viewer: AdjustmentRole, answers: Parameters<typeof fakeFilesApi>[0] = {}) {
  const user: SignedInUser = viewer === 'reviewer' ? makeUser({ isAdmin: true }) : makeUser();
  writeSession(user);
  const id = typeof adjustment === 'function' ? 'adj-1' : adjustment._id;
  const requests = fakeFilesApi({ [`GET /api/adjustments/${id}`]: typeof adjustment === 'function' ? adjustment : { body: adjustment }, ...answers });
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
  return { requests, closed };
}
