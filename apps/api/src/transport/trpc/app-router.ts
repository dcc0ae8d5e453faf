import { operations } from '../../operations/index';
import { areaRouter } from './area-router';
import { t } from './init';

type Areas = typeof operations;
/** Each area's procedures under its name, as the operations list names them. */
type AreaRouters = { [A in keyof Areas]: ReturnType<typeof areaRouter<Areas[A]>> };

/** The tRPC router: every operation of the list with a tRPC face (REST-only ones have none). */
export const appRouter = t.router(Object.fromEntries(Object.entries(operations).map(([area, ops]) => [area, areaRouter(ops)])) as AreaRouters);

export type AppRouter = typeof appRouter;
