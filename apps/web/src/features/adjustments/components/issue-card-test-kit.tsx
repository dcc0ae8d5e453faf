import { useEffect } from 'react';
import type { SignedInUser } from '@portal/domain/accounts/user';
import type { TAdjustment, TAdjustmentIssue } from '@portal/domain/adjustments/adjustment-view-schemas';
import { writeSession } from '../../../shared/session/session-store';
import { makeUser } from '../../../test/factories';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-with-providers';
import { TestEnv } from '../../../test/test-env';
import { useAdjustment } from '../api/use-adjustment';
import { EditGuardProvider, useEditGuard, type EditGuard } from './adjustment-edit-guard';
import { IssueCard } from './issue-card';
import { partLineOf, roofLineOf, screenLineOf } from '../ordered-lines-test-kit';

/** Tests only: an issue and an adjustment as adjustments.get answers them. */
export function makeIssue(overrides: Partial<TAdjustmentIssue> = {}): TAdjustmentIssue {
  return {
    _id: 'issue-1',
    itemType: 'Screen',
    itemId: 'screen-1',
    issueType: 'Complete_Unit',
    adjustmentType: 'None',
    resolutionStatus: 'Draft',
    description: '',
    modifications: {},
    comments: [],
    attachments: [],
    ...overrides,
  };
}

/** An ordered screen line's config as the order stores it (the fields the modification rules read). */
export const orderedScreen = screenLineOf({
  screenId: 'screen-1',
  screenName: 'Patio',
  config: {
    width: 100,
    widthFraction: 0,
    dropLeft: 96,
    dropLeftFraction: 0,
    dropRight: 96,
    dropRightFraction: 0,
    housingSize: '5.5',
    housingShape: 'Square',
    jobColor: 'Black',
    trackLeft: 'Standard',
    trackRight: 'Standard',
    mountingAngle: 'No',
    materialType: 'Weblon',
    materialColor: 'Pirate Black',
    bottomBarFinish: '2 inch gasket',
    motorSide: 'Left',
    motorType: 'Standard - 21 RPM',
    copies: 2,
  },
});

export function makeAdjustment(overrides: Partial<TAdjustment> = {}): TAdjustment {
  return {
    _id: 'adj-1',
    description: 'Patio fix',
    status: 'Draft',
    createdAt: '2026-11-20T10:00:00.000Z',
    order: { _id: 'order-1', portalNumber: 'P-000001', orderName: 'Smith patio', orderDate: '2026-10-01T10:00:00.000Z' },
    dealer: { customerName: 'Patio Pros', userName: 'Dana Dealer' },
    currency: 'USD',
    screens: [],
    roofs: [],
    parts: [],
    warrantyIssuesCount: 0,
    reorderIssuesCount: 0,
    ...overrides,
  };
}

/** An ordered roof line's config (the members the roof issue types read) and a part line. */
export const orderedRoof = roofLineOf({
  roofId: 'roof-1',
  roofName: 'Deck',
  config: {
    colors: { frameColor: 'Black', frameColorRal: '', bladeColor: 'White', bladeColorRal: '', postColor: 'Black' },
    frames: [{ frameType: '2x8', frameFeet: 12, frameInches: 0 }],
    beamMs: [],
    beamAs: [],
    blades: [{ bladeType: 'B-Blade', bladeFeet: 10, bladeInches: 0, bladeQty: 1 }],
    posts: [],
    addParts: [],
    motorType: 'Standard',
    copies: 1,
  },
});

export const orderedPart = partLineOf({
  partId: 'part-1',
  number: 'P-100',
  displayName: 'Motor bracket',
  quantity: 3,
  options: { Color: 'Black', Size: 'Large' },
  config: { options: { Color: 'Black', Size: 'Large' }, quantity: 3 },
});

/** An adjustment holding one screen with one issue. */
export const adjustmentWith = (issue: TAdjustmentIssue, overrides: Partial<TAdjustment> = {}) =>
  makeAdjustment({ screens: [{ item: orderedScreen, issues: [issue] }], ...overrides });

/** The dialog's way in: the adjustment read from the server, the card of one of its issues. */
function Harness({ issueId, viewer }: { issueId: string; viewer: 'requester' | 'reviewer' }) {
  const { data } = useAdjustment('adj-1');
  const entry = data && [...data.screens, ...data.roofs, ...data.parts].find((e) => e.issues.some((i) => i._id === issueId));
  const issue = entry?.issues.find((i) => i._id === issueId);
  if (!data || !entry || !issue) return null;
  return <IssueCard adjustment={data} item={entry.item} issue={issue} viewer={viewer} />;
}

/** Hands the dialog's edit guard to the test. */
function GuardProbe({ onGuard }: { onGuard: (guard: EditGuard) => void }) {
  const guard = useEditGuard();
  useEffect(() => {
    onGuard(guard);
  });
  return null;
}

/**
 * A fake server holding `adjustment`: adjustments.get answers it as it is now; `handlers` may
 * change it (each gets the call's input). Renders the card of `issueId` as `viewer`.
 */
export function renderIssueCard(options: {
  adjustment: TAdjustment;
  viewer?: 'requester' | 'reviewer';
  issueId?: string;
  user?: SignedInUser;
  handlers?: Parameters<typeof fakeApi>[0];
}) {
  const viewer = options.viewer ?? 'requester';
  const user = options.user ?? makeUser({ isAdmin: viewer === 'reviewer' });
  writeSession(user);
  const server = { adjustment: options.adjustment };
  const calls = fakeApi({
    'adjustments.get': () => server.adjustment,
    'adjustments.attachments': () => ({ attachments: [] }),
    ...options.handlers,
  });
  const probe: { guard?: EditGuard } = {};
  const element = (
    <TestEnv>
      <EditGuardProvider>
        <GuardProbe
          onGuard={(guard) => {
            probe.guard = guard;
          }}
        />
        <Harness issueId={options.issueId ?? 'issue-1'} viewer={viewer} />
      </EditGuardProvider>
    </TestEnv>
  );
  renderRoutes([{ path: '/', element }], '/');
  return { calls, server, user, guard: () => probe.guard! };
}

/** Replaces the one issue of the adjustment's first screen (what the fake server stores). */
export function withIssue(adjustment: TAdjustment, change: Partial<TAdjustmentIssue>): TAdjustment {
  const [screen] = adjustment.screens;
  if (!screen) return adjustment;
  return { ...adjustment, screens: [{ ...screen, issues: screen.issues.map((i) => ({ ...i, ...change })) }] };
}
