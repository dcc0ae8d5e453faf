import type { ObjectName, Role, Roles } from './matrix-roles';
import type { MatrixFixtures } from './matrix-fixtures';

/** One request of a cell. */
export interface Probe {
  /** REST: the path with its ids and query; the row's own path when absent. */
  path?: string;
  /** REST: the JSON body; tRPC: the input. */
  body?: unknown;
  /** REST: a body that is not JSON (multipart), sent as it is. */
  raw?: { payload: Buffer; contentType: string };
}

/** One cell: a role calling a row's path or procedure about one object. */
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
export type OrderState = 'DRAFT' | 'SUBMITTED' | 'APPROVED';

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
  | { kind: 'adjustment' }
  | { kind: 'issue'; state: 'draft' | 'image' | 'review' };

export interface MatrixRow {
  /** `METHOD /api/path/{param}` as the OpenAPI document writes it, or `trpc:<router>.<procedure>`. */
  key: string;
  /** A second row of the same path or procedure asking for something else (PATCH ships as well as rejects). */
  variant?: string;
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
  /** The request: valid, so that an allowed call succeeds and a refused one is refused for who it is. */
  probe(cell: Cell): Probe | Promise<Probe>;
  /** What an allowed answer must not hold (another customer's order in a list): why, when it does. */
  leaksIn?(body: unknown, cell: Cell): string | undefined;
}
