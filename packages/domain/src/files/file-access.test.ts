import { describe, expect, it } from 'vitest';
import { makePortalUser } from '../accounts/user-test-kit';
import { DomainError } from '../errors/domain-error';
import { assertFileAccess, assertOrderFilesAccess, canonicalFolders } from './file-access';

const user = makePortalUser;
const dealer = user();
const admin = user({ _id: 'admin', isAdmin: true, bc_customer_id: null });
const orderId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const order = { status: 'SUBMITTED' as const, ownerId: 'owner', customerId: 'C100' };
/** Refused with this kind of DomainError. */
const refusedAs = (code: DomainError['code']) => expect.objectContaining({ name: DomainError.name, code });

describe('the library: docs, photos, videos (issue 28)', () => {
  it('every account reads, administrators write', () => {
    expect(assertFileAccess(dealer, 'docs', ['Manuals'], 'read')).toBeUndefined();
    expect(() => assertFileAccess(dealer, 'photos', ['Roofs'], 'write')).toThrow(refusedAs('FORBIDDEN'));
    expect(assertFileAccess(admin, 'photos', ['Roofs'], 'write')).toBeUndefined();
  });

  it("hides a top-level video folder starting with 'Sales' from all but administrators", () => {
    expect(() => assertFileAccess(dealer, 'videos', [' sales training'], 'read')).toThrow(refusedAs('NOT_FOUND'));
    expect(assertFileAccess(dealer, 'videos', ['Install'], 'read')).toBeUndefined();
    expect(assertFileAccess(admin, 'videos', ['Sales'], 'read')).toBeUndefined();
  });

  it('refuses an unsafe folder name first', () => {
    expect(() => assertFileAccess(admin, 'docs', ['..'], 'read')).toThrow(refusedAs('BAD_INPUT'));
  });
});

describe("an order's files (issue 28)", () => {
  it('names the order to load, after store access and a well-formed id; administrators may read the root', () => {
    expect(assertFileAccess(dealer, 'orders', [orderId, 'x'], 'write')).toBe(orderId);
    expect(() => assertFileAccess(user({ storeAccess: false }), 'orders', [orderId], 'read')).toThrow(refusedAs('FORBIDDEN'));
    expect(() => assertFileAccess(user({ isAdmin: true, storeAccess: false }), 'orders', [], 'read')).toThrow(refusedAs('FORBIDDEN'));
    expect(() => assertFileAccess(dealer, 'orders', ['not-an-id'], 'read')).toThrow(refusedAs('NOT_FOUND'));
    expect(() => assertFileAccess(dealer, 'orders', [], 'read')).toThrow(refusedAs('FORBIDDEN'));
    expect(assertFileAccess(admin, 'orders', [], 'read')).toBeUndefined();
    expect(() => assertFileAccess(admin, 'orders', [], 'write')).toThrow(refusedAs('FORBIDDEN'));
  });

  it('lets the dealer and team read, the owner and administrators write; 404 to another customer and for a missing order', () => {
    const owner = user({ _id: 'owner' });
    expect(() => assertOrderFilesAccess(owner, order, 'write')).not.toThrow();
    expect(() => assertOrderFilesAccess(admin, order, 'write')).not.toThrow();
    expect(() => assertOrderFilesAccess(dealer, order, 'read')).not.toThrow();
    expect(() => assertOrderFilesAccess(dealer, order, 'write')).toThrow(refusedAs('FORBIDDEN'));
    expect(() => assertOrderFilesAccess(user({ bc_customer_id: 'C200' }), order, 'read')).toThrow(refusedAs('NOT_FOUND'));
    expect(() => assertOrderFilesAccess(owner, undefined, 'read')).toThrow(refusedAs('NOT_FOUND'));
  });

  it('stores an order folder in lower case, whatever the path spells', () => {
    expect(canonicalFolders('orders', [orderId.toUpperCase(), 'A'])).toEqual([orderId, 'A']);
    expect(canonicalFolders('docs', ['ABC'])).toEqual(['ABC']);
  });
});
