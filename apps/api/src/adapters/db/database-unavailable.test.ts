import { describe, expect, it } from 'vitest';
import { DomainError } from '@portal/domain/errors/domain-error';
import { asDatabaseUnavailable, databaseUnavailableMessage } from './database-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As drizzle throws it: its own error around the driver's. */
const drizzleAround = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause });

describe('a database outage as the user sees it', () => {
  it.each([
    ['the port refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
    ['the connection dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['no answer to connecting', new Error('Connection terminated due to connection timeout')],
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer on the socket', new Error('Query read timeout')],
    ['a connection already broken', new Error('Client has encountered a connection error and is not queryable')],
    ['the server stopping (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['the server crashed (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
    ['the server starting (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['the statement timeout (57014)', withCode('canceling statement due to statement timeout', '57014')],
    ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
  ])('%s is a 503 with a message the user can act on', (_, error) => {
    for (const thrown of [error, drizzleAround(error)]) {
      const found = asDatabaseUnavailable(thrown);
      expect(found).toBeInstanceOf(DomainError);
      expect(found).toMatchObject({ code: 'UNAVAILABLE', publicCode: 'UNAVAILABLE', message: databaseUnavailableMessage });
      expect(found?.cause).toBe(error);
    }
  });

  it('finds the refusal inside the AggregateError a refused `localhost` is (IPv4 and IPv6)', () => {
    const refused = new AggregateError(
      [withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'), withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
      '',
    );
    expect(asDatabaseUnavailable(drizzleAround(refused))?.message).toBe(databaseUnavailableMessage);
  });

  it.each([
    ['a unique violation (23505)', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error (42601)', withCode('syntax error at or near "selec"', '42601')],
    ['a deadlock (40P01)', withCode('deadlock detected', '40P01')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a refusal of ours', new DomainError('CONFLICT', 'Connection terminated unexpectedly')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('%s is not an outage', (_, error) => {
    expect(asDatabaseUnavailable(error)).toBeUndefined();
  });
});
