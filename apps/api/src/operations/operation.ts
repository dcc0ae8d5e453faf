import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { AccessLevel } from '@portal/domain/accounts/roles';
import type { PortalUser } from '@portal/domain/accounts/user';
import type { Services } from '../services';
import type { Access } from './access';
import type { PendingCaller } from '../http/require-user';
import type { ApiTag } from './api-tags';

/**
 * One use case, declared once (operations/<area>/<verb-noun>.ts): who may call it, its input and
 * output, its REST binding where it has one, and `run`, which calls one service function. The
 * transports (transport/rest/operation-routes.ts, transport/trpc/app-router.ts) are built from these declarations and hold no rule.
 */
export interface Operation<
  A extends Access = Access,
  I extends z.ZodType | undefined = z.ZodType | undefined,
  R = unknown,
  K extends 'query' | 'mutation' = 'query' | 'mutation',
  T = R,
> {
  /** One line: what the use case does (the OpenAPI summary). */
  summary: string;
  /** More, where an integrator needs it (the OpenAPI description). */
  description?: string;
  /** Who may call it: anyone, a named access level, a back-office permission, or a level checked beside the first read. */
  access: A;
  /** How tRPC calls it: a query reads, a mutation changes something. */
  kind: K;
  /** The input, validated before `run` (tRPC); REST validates its parts (params, query, body) and maps them onto it. */
  input?: I;
  /** What a successful call answers; REST serializes through it, so no undeclared field is sent (required with a REST binding). */
  output?: z.ZodType;
  /** The REST route, or routes where REST splits one use case by path (my tickets, my team's tickets). */
  rest?: RestBinding<InputOf<I>, NoInfer<R>> | RestBinding<InputOf<I>, NoInfer<R>>[];
  /**
   * A rule of the whole area checked after the gate and before the request is read (a back office
   * feature switch): REST runs it on request, tRPC before the input is parsed, so a refusal comes
   * first whatever was sent. For an access that names a level or a permission.
   */
  guard?: (services: Services, caller: PortalUser) => Promise<void>;
  /**
   * false (set by defineRestOperation): REST only, for integrators, no tRPC procedure; or what tRPC
   * answers where REST sends more or another form of the result.
   */
  trpc?: false | TrpcBinding<R, T>;
  /** Calls one service function. */
  run(services: Services, caller: CallerOf<A>, input: InputOf<I>, request: OperationRequest): Promise<R>;
}

/** What `run` gets for an operation's input: the parsed value, or undefined when it takes none. */
export type InputOf<I> = I extends z.ZodType ? z.output<I> : undefined;

/** The caller `run` gets: none for a public operation, the pending verdict for one checked beside its read. */
export type CallerOf<A> = A extends 'public' ? undefined : A extends { beside: AccessLevel } ? PendingCaller : PortalUser;

/** What of the request itself a use case may read. */
export interface OperationRequest {
  /** The client's address (trusted proxies resolved): rate limits key on it. */
  ip: string;
  /** The session a well-signed, unexpired token names (sign-out ends it). */
  sessionId(): Promise<string | undefined>;
}

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/** The request's parts as REST validated them. */
export interface RestParts {
  params: unknown;
  query: unknown;
  body: unknown;
  headers: Record<string, unknown>;
}

/** The REST face of an operation: path, method, the request's parts and the answer. */
export interface RestBinding<I, R> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  operationId: string;
  tag: ApiTag;
  /** The route's own summary, where one use case has several routes; the operation's otherwise. */
  summary?: string;
  /** The success status, 200 unless set. */
  status?: 200 | 201 | 202;
  /** What the success answer means. */
  answers: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads, keyed in lower case (as Node names them). */
  headers?: z.ZodType;
  /** The rule-specific errors with what they mean (route-contract.ts adds the ones the declaration implies). */
  errors?: Partial<Record<ErrorStatus, string | null>>;
  /** The body is this field of the input (PUT /api/admin/users/:id sends the patch itself), not merged into it. */
  bodyAs?: string;
  /** The operation's input from the validated parts; unless set, params, query and body are merged into one object. */
  input?(parts: RestParts): I;
  /** A body its declared schema refuses still reaches `run` (as sent), which decides; the refusal is not answered. */
  attachValidation?: boolean;
  /**
   * A refusal (of `input` or `run`) names its fields as the request holds them: the use case's field →
   * the body's (a REST body older than the use case's input).
   */
  fieldNamesAsSent?: (field: string) => string;
  /**
   * Another answer than `output` (another schema, or a status decided by the result), for a REST shape older than the use case's.
   * An answer given as a bare schema is the response itself: its meta holds the description and any response headers (a 202's Location).
   */
  reply?: {
    schemas: Record<number, { description: string; schema: z.ZodType } | z.ZodType>;
    send(reply: FastifyReply, result: R): FastifyReply | Promise<FastifyReply>;
  };
}

/** The tRPC face of an operation whose REST answer is more than the web's (the save's created flag) or another form of it (the order lists' stored rows). */
export interface TrpcBinding<R, T> {
  /** What the procedure answers from what `run` resolved to. */
  answer: (result: R) => T;
}

/** Declares an operation; the types of `run`'s caller and input follow from `access` and `input`. */
export function defineOperation<A extends Access, K extends 'query' | 'mutation', R, I extends z.ZodType | undefined = undefined, T = R>(
  operation: Operation<A, I, R, K, T>,
): Operation<A, I, R, K, T> {
  return operation;
}

/** An operation only REST offers (integrators' shapes older than the use cases the web calls). */
export function defineRestOperation<A extends Access, K extends 'query' | 'mutation', R, I extends z.ZodType | undefined = undefined>(
  operation: Omit<Operation<A, I, R, K>, 'rest' | 'trpc'> & { rest: RestBinding<InputOf<I>, NoInfer<R>> | RestBinding<InputOf<I>, NoInfer<R>>[] },
): Operation<A, I, R, K> & { trpc: false } {
  return { ...operation, trpc: false };
}

/** An operation of any shape, as the transports hold them. */
export type AnyOperation = Operation<any, any, any, 'query' | 'mutation'>;

/** The operations of one area, keyed by the tRPC procedure name. */
export type AreaOperations = Record<string, AnyOperation>;
