import { DomainError } from '../errors/domain-error';
import { orderStatuses, type OrderStatus } from './order-status';
import { roleSubmits, type TeamRole } from '../teams/team-roles';

/**
 * What a viewer may do with an order (portal.md §2 Store and cart, §4, §6): one predicate per
 * action, used by the server to refuse and by every screen to offer. A screen never offers an
 * action the server would refuse.
 */
export const orderActions = [
  'edit',
  'copy',
  'removeLines',
  'continue',
  'save',
  'submit',
  'approve',
  'reject',
  'ship',
  'export',
  'delete',
  'createAdjustment',
  'copyOrder',
  'promise',
  'produce',
  'dealerApprove',
] as const;
export type OrderAction = (typeof orderActions)[number];

export interface OrderViewer {
  userId: string;
  isAdmin: boolean;
  /** The viewer's ERP customer: users of the same customer are a team. */
  customerId: string | null;
  /** Runs the viewer's team (issue 32): approves its orders over the spending approval. */
  isTeamAdmin?: boolean;
  /** The viewer's role in the team (issue 32): a salesperson does not submit. Absent: a buyer. */
  teamRole?: TeamRole;
}

/** The viewer a signed-in account is (server and browser alike). */
export function orderViewerOf(user: { _id: string; isAdmin: boolean; bc_customer_id: string | null; isTeamAdmin?: boolean; teamRole?: TeamRole }): OrderViewer {
  return {
    userId: user._id,
    isAdmin: user.isAdmin,
    customerId: user.bc_customer_id,
    isTeamAdmin: user.isTeamAdmin ?? false,
    teamRole: user.teamRole ?? 'buyer',
  };
}

export interface OrderSubject {
  status: OrderStatus;
  /** False for a cart never saved: its viewer is its owner. */
  stored: boolean;
  ownerId: string | null;
  /** The ERP customer frozen on the order when it was created. */
  customerId: string | null;
  quoteIds?: readonly string[];
}

/** How the viewer stands to the order: administrators see every order. */
export type OrderRelation = 'admin' | 'owner' | 'team' | 'other';

export function relationTo(viewer: OrderViewer, order: OrderSubject): OrderRelation {
  if (viewer.isAdmin) return 'admin';
  if (!order.stored || order.ownerId === viewer.userId) return 'owner';
  if (viewer.customerId !== null && viewer.customerId === order.customerId) return 'team';
  return 'other';
}

export function canViewOrder(viewer: OrderViewer, order: OrderSubject): boolean {
  return relationTo(viewer, order) !== 'other';
}

const isOpen = (s: OrderStatus) => s === 'IN_CART' || s === 'DRAFT';

/** Whether the order's lines and header may change: the owner's open cart or draft; an administrator also while it is submitted. */
function changeable(relation: OrderRelation, order: OrderSubject): boolean {
  if (relation === 'owner') return isOpen(order.status);
  if (relation === 'admin') return isOpen(order.status) || (order.stored && order.status === 'SUBMITTED');
  return false;
}

export function can(action: OrderAction, viewer: OrderViewer, order: OrderSubject): boolean {
  const relation = relationTo(viewer, order);
  if (relation === 'other') return false;
  const { status, stored } = order;
  const mine = relation === 'owner' || relation === 'admin';
  switch (action) {
    case 'edit':
    case 'copy':
    case 'removeLines':
    case 'save':
      return changeable(relation, order);
    case 'submit':
      return mine && isOpen(status) && roleSubmits({ teamRole: viewer.teamRole ?? 'buyer', isTeamAdmin: viewer.isTeamAdmin ?? false, isAdmin: viewer.isAdmin });
    case 'approve':
    case 'reject':
      return relation === 'admin' && stored && status === 'SUBMITTED';
    case 'continue':
      return can('save', viewer, order) || can('submit', viewer, order) || can('approve', viewer, order);
    case 'ship':
      return relation === 'admin' && stored && status === 'APPROVED' && (order.quoteIds ?? []).length === 0;
    case 'export':
      return relation === 'admin' && stored && (status === 'SUBMITTED' || status === 'APPROVED');
    case 'delete':
      return mine && stored && (status === 'DRAFT' || status === 'REJECTED');
    case 'createAdjustment':
      // A salesperson files tickets and warranty requests, not adjustments; a viewer only reads (issue 32).
      return (
        stored && (status === 'APPROVED' || status === 'Shipped') && (viewer.isAdmin || (viewer.teamRole ?? 'buyer') === 'buyer' || viewer.isTeamAdmin === true)
      );
    case 'copyOrder':
      // Whoever sees a stored order may copy it into a draft of their own, in any status; a viewer has no store to copy into (issue 32).
      return stored && (viewer.isAdmin || (viewer.teamRole ?? 'buyer') !== 'viewer');
    case 'dealerApprove':
      // The team's administrators approve or send back a buyer's order over the spending approval (portal administrators do not: it is the dealer's money).
      return (relation === 'team' || relation === 'owner') && viewer.isTeamAdmin === true && stored && status === 'AWAITING_DEALER_APPROVAL';
    case 'promise':
    case 'produce':
      // The promise and the lines' production are the order desk's, from approval until shipment.
      return relation === 'admin' && stored && status === 'APPROVED';
  }
}

export function allowedOrderActions(viewer: OrderViewer, order: OrderSubject): Set<OrderAction> {
  return new Set(orderActions.filter((a) => can(a, viewer, order)));
}

/** Who may, when the viewer may not: the reason a refusal gives (403). */
const roleMessages: Record<OrderAction, string> = {
  edit: 'Only the owner of the order or an administrator can change it',
  copy: 'Only the owner of the order or an administrator can change it',
  removeLines: 'Only the owner of the order or an administrator can change it',
  continue: 'Only the owner of the order or an administrator can change it',
  save: 'Only the owner of the order or an administrator can change it',
  submit: 'Only the owner of the order or an administrator can submit it',
  approve: 'Only administrators can approve orders',
  reject: 'Only administrators can reject orders',
  ship: 'Only administrators can ship orders',
  export: 'Only administrators can export orders',
  delete: 'Only the owner of the order or an administrator can delete it',
  createAdjustment: 'Only the dealer of the order, their team or an administrator can file an adjustment',
  copyOrder: 'Only those who may see the order can copy it',
  promise: 'Only administrators can change the promised ship date',
  dealerApprove: "Only the team's administrators approve its orders over the spending approval",
  produce: "Only administrators can change a line's production status",
};

const statusName = (s: OrderStatus) => (s === 'Shipped' ? 'shipped' : s.toLowerCase().replaceAll('_', ' '));

/** What no role may do in this state: the reason a refusal gives (409). */
function stateMessage(action: OrderAction, order: OrderSubject): string {
  switch (action) {
    case 'approve':
      return 'Only a submitted order can be approved';
    case 'reject':
      return 'Only submitted orders can be rejected';
    case 'ship':
      return order.status === 'APPROVED' ? 'An order with quotes cannot be shipped from the portal' : 'Only approved orders can be shipped';
    case 'export':
      return 'Only submitted or approved orders can be exported';
    case 'delete':
      return 'Only Draft or Rejected orders can be deleted.';
    case 'createAdjustment':
      return 'Adjustments can be filed only against approved or shipped orders';
    case 'promise':
      return "Only an approved order's promised ship date can be changed";
    case 'dealerApprove':
      return 'Only an order awaiting dealer approval can be approved or sent back by the team';
    case 'produce':
      return "Only an approved order's lines move through production";
    case 'submit':
      return order.status === 'SUBMITTED' ? 'This order is already submitted' : `A ${statusName(order.status)} order can no longer be submitted`;
    default:
      return `A ${statusName(order.status)} order can no longer be changed`;
  }
}

/** Why the viewer's team role never does this (issue 32), or undefined. */
function teamRoleRefusal(action: OrderAction, viewer: OrderViewer): string | undefined {
  if (action === 'dealerApprove' && viewer.isTeamAdmin !== true) return roleMessages.dealerApprove;
  if (viewer.isAdmin || viewer.isTeamAdmin) return undefined;
  const role = viewer.teamRole ?? 'buyer';
  if (action === 'submit' && role !== 'buyer') return teamRoleMessages.submit;
  if (action === 'createAdjustment' && role !== 'buyer') return teamRoleMessages.adjustment;
  return undefined;
}

export const teamRoleMessages = {
  submit: 'A salesperson saves the order; a buyer or the team administrator submits it',
  adjustment: 'Only a buyer or the team administrator files adjustments',
} as const;

/** 404 for an order the caller may not see: the same answer as for a missing one. */
export const orderNotFound = () => new DomainError('NOT_FOUND', 'Order not found');

/**
 * Refuses what `can` refuses: 404 when the viewer may not see the order (its existence does not
 * leak); 403 when the viewer's role may never do this to this order while another role may; 409
 * when the viewer may, but not in the order's state.
 */
export function assertOrderAction(action: OrderAction, viewer: OrderViewer, order: OrderSubject): void {
  if (!canViewOrder(viewer, order)) throw orderNotFound();
  if (can(action, viewer, order)) return;
  // A team role that never does this (issue 32): said as such, whatever the order's state.
  const role = teamRoleRefusal(action, viewer);
  if (role) throw new DomainError('FORBIDDEN', role);
  const inSomeStatus = (v: OrderViewer) => orderStatuses.some((status) => can(action, v, { ...order, status }));
  const owner: OrderViewer = { userId: order.ownerId ?? '', isAdmin: false, customerId: order.customerId };
  if (!inSomeStatus(viewer) && (inSomeStatus({ ...viewer, isAdmin: true }) || (order.ownerId !== null && inSomeStatus(owner)))) {
    throw new DomainError('FORBIDDEN', roleMessages[action]);
  }
  const dealerOnSubmitted = !viewer.isAdmin && order.status === 'SUBMITTED' && (action === 'save' || action === 'edit' || action === 'continue');
  throw new DomainError('CONFLICT', dealerOnSubmitted ? 'A submitted order can no longer be changed by the dealer' : stateMessage(action, order));
}

/** A stored order as its view carries it (the lists, orders.get). */
export function subjectOfView(order: {
  status: OrderStatus;
  user: string | null;
  userDetails: { bc_customer_id: string | null };
  quoteId: readonly string[];
}): OrderSubject {
  return { status: order.status, stored: true, ownerId: order.user, customerId: order.userDetails.bc_customer_id, quoteIds: order.quoteId };
}
