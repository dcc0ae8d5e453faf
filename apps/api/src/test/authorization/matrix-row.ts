import type { operations } from '../../operations/index';
import type { ObjectName, Role, Roles } from './matrix-roles';
import type { MatrixFixtures } from './matrix-fixtures';

type Areas = typeof operations;
/** An operation of operations/index.ts: `<area>.<its tRPC name there>` (`tickets.get`). */
export type OperationKey = { [A in keyof Areas & string]: `${A}.${keyof Areas[A] & string}` }[keyof Areas & string];
/** A route registered outside the operations (a byte stream, the OpenAPI document), as the OpenAPI document writes it. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /api/${string}`;

/**
 * One request of a cell, as each transport sends it. REST: the route's path with `params` filled
 * in (each encoded), `query`, and `body` or `raw`. tRPC: `input`, or else what REST merges into
 * the operation's input — params, query and body (the body under the binding's `bodyAs` where it
 * has one) — or nothing for an operation without input.
 */
export interface Probe {
  /** REST: the path's parameters by name (`{ id }` for `/api/tickets/{id}`). */
  params?: Record<string, string>;
  /** REST: the query string. */
  query?: Record<string, string>;
  /** REST: the JSON body. */
  body?: unknown;
  /** REST: a body that is not JSON (multipart), sent as it is. */
  raw?: { payload: Buffer; contentType: string };
  /** REST: the whole address, where it is no path filled in (a signed link). */
  url?: string;
  /** tRPC: the input, where it is not params, query and body merged as REST merges them. */
  input?: unknown;
}

/** One cell: a role calling one of a row's routes or its procedure about one object. */
export interface Cell {
  role: Role;
  object?: ObjectName;
  /** The id of the object the request names: an order id, a user id or an ERP customer id. */
  id: string;
  /** The caller's account (the dealer's when signed out). */
  selfId: string;
  fixtures: MatrixFixtures;
}

/** The state an order must be in for the row's action to be possible at all. */
/** ERP_FAILED: approved, its sales order refused by the ERP (what a Retry is for); INVOICED: approved, sent, and invoiced by the ERP. */
export type OrderState = 'DRAFT' | 'SUBMITTED' | 'AWAITING_DEALER_APPROVAL' | 'APPROVED' | 'ERP_FAILED' | 'INVOICED';

/** `lines: 'screen'`: an order with a screen and a roof as well as a part (a warranty request names one). */
/**
 * Adjustments (issue 19): a Draft adjustment on an approved order of the owner; an issue of one
 * (its part's): Draft, with an image attached ('image'), or a reorder request under review ('review').
 */
export type MatrixObject =
  | { kind: 'order'; state: OrderState; lines?: 'screen' }
  | { kind: 'user' }
  | { kind: 'customer' }
  | { kind: 'warranty' }
  | { kind: 'ticket' }
  | { kind: 'quote' }
  | { kind: 'adjustment' }
  | { kind: 'issue'; state: 'draft' | 'image' | 'review' }
  /** Issue 32: an open invitation of the owner's team. */
  | { kind: 'invitation' };

export interface MatrixRow {
  /**
   * The operation (`<area>.<tRPC name>` as operations/index.ts lists it): the row is asked through
   * its tRPC procedure, unless it is REST-only, and each of its REST routes. Or a route registered
   * outside the operations (`METHOD /api/path/{param}`), asked through that route alone.
   */
  key: OperationKey | RouteKey;
  /** A second row of the same operation asking for something else (PATCH ships as well as rejects). */
  variant?: string;
  /**
   * The REST routes of the operation the row is asked through (`METHOD /api/path/{param}`), where
   * not every one: a route per depth of a folder, a path per scope of a list. Its procedure is asked too.
   */
  routes?: readonly string[];
  /**
   * Who the specification lets through: the roles, or, when the request names an object, the
   * roles for each object (the objects tried are the keys). Everyone else is refused: 401 signed
   * out, 403, or 404 where another customer's object is hidden (answered as a missing one is).
   */
  allow: Roles | Partial<Record<ObjectName, Roles>>;
  /** What the request names (its objects are made per cell, fresh after a cell changed one). */
  object?: MatrixObject;
  /**
   * An unknown id creates the object (a save names its order by the id generateOrderId gave), so
   * a 404 for another customer's object is not compared with the answer for a missing one.
   */
  missingCreates?: true;
  /** The call ends the session it is made with: each cell makes it with a session of its own. */
  endsSession?: true;
  /** A refusal a rule answers rather than the gate (the status it must be, and why). */
  refusedWith?: { role: Role; object?: ObjectName; status: number; why: string }[];
  /** The request: valid, so that an allowed call succeeds and a refused one is refused for who it is. Made afresh for each call. */
  probe(cell: Cell): Probe | Promise<Probe>;
  /** Why a salesperson's answer is not looked through for the dealer's cost (run-cell.ts costIn): it holds no account's data. */
  holdsNoDealerData?: string;
  /** What an allowed answer must not hold (another customer's order in a list): why, when it does. tRPC's answer is unwrapped (its `result.data`). */
  leaksIn?(body: unknown, cell: Cell): string | undefined | Promise<string | undefined>;
}
