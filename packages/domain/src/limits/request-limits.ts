/**
 * How many tRPC calls one HTTP request may carry: the pages batch the queries of one screen
 * (a handful), and the server refuses more (400), so one request cannot queue hundreds of
 * saves, mails or password hashes. The web's batch link splits at the same number.
 */
export const maxCallsPerBatch = 10;
