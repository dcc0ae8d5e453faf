import type { NewUserRow } from '@portal/db/queries/users';
import { roles } from '../test-server';

/**
 * The callers of the authorization matrix (issue 16): every kind of account portal.md §6 tells
 * apart, and a visitor without a token.
 */
export const matrixRoles = [
  'signedOut',
  'unapproved',
  'approvedNoStore',
  'dealer',
  'teammate',
  'teamAdmin',
  'salesperson',
  'viewer',
  'deactivated',
  'otherDealer',
  'corporation',
  'admin',
  'pricingAdmin',
  'dataAdmin',
  'superAdmin',
] as const;
export type Role = (typeof matrixRoles)[number];
export type Roles = readonly Role[];

/**
 * What a request names, seen from the caller: 'own' (the caller's order, account or ERP
 * customer), 'team' (another account's of the caller's ERP customer), 'another' (an account's of
 * a different ERP customer), 'new' (an order never saved). A signed-out caller has no account:
 * its objects are those of the dealer.
 */
export type ObjectName = 'new' | 'own' | 'team' | 'another';

/** The ERP customers of the fixtures (the sample catalog seeds them). */
export const customers = { dealer: 'C10000', other: 'C10010', corporation: 'C10020' } as const;

/**
 * The flags of each role's account. The unapproved account and the one without store access are
 * linked to the dealer's customer and own orders: an account whose approval or store access was
 * taken back keeps its orders, and must not reach them.
 */
export const roleAccounts: Record<Exclude<Role, 'signedOut'>, Partial<NewUserRow>> = {
  unapproved: { bcCustomerId: customers.dealer },
  approvedNoStore: { isApproved: true, bcCustomerId: customers.dealer },
  dealer: { ...roles.dealer, bcCustomerId: customers.dealer },
  teammate: { ...roles.dealer, bcCustomerId: customers.dealer },
  // Issue 32: a dealer of the dealer's team who runs it (a portal administrator marked them team admin).
  teamAdmin: { ...roles.dealer, isTeamAdmin: true, bcCustomerId: customers.dealer },
  // Issue 32: a salesperson of the dealer's team: the store, at retail prices only (run-cell.ts looks for the dealer's in every answer).
  salesperson: { ...roles.dealer, teamRole: 'sales', bcCustomerId: customers.dealer },
  // Issue 32: a viewer of the dealer's team reads its orders and their documents, and the library; no store.
  viewer: { isApproved: true, teamRole: 'viewer', bcCustomerId: customers.dealer },
  // Issue 32: a buyer of the dealer's team whom its administrator deactivated, presenting a session the deactivation did not end.
  deactivated: { ...roles.dealer, bcCustomerId: customers.dealer, deactivatedAt: new Date('2026-11-01T00:00:00Z') },
  otherDealer: { ...roles.dealer, bcCustomerId: customers.other },
  corporation: { ...roles.dealer, isCorporation: true, bcCustomerId: customers.corporation },
  admin: { ...roles.admin, bcCustomerId: customers.dealer },
  pricingAdmin: { ...roles.admin, canManagePricing: true, bcCustomerId: customers.dealer },
  dataAdmin: { ...roles.admin, canManageData: true, bcCustomerId: customers.dealer },
  superAdmin: { ...roles.superAdmin, bcCustomerId: customers.dealer },
};

/** Who may call a row, by portal.md §6. */
export const everyone: Roles = matrixRoles;
/** Any account with a current session, approved or not; a deactivated account passes nothing but what is public. */
export const signedIn: Roles = matrixRoles.filter((r) => r !== 'signedOut' && r !== 'deactivated');
export const admins: Roles = ['admin', 'pricingAdmin', 'dataAdmin', 'superAdmin'];
/** Approved accounts with store access (every administrator fixture has it). */
export const store: Roles = ['dealer', 'teammate', 'teamAdmin', 'salesperson', 'otherDealer', 'corporation', ...admins];
/** Store accounts that read the dealer's prices: all but a salesperson (issue 32), refused what shows nothing else (invoices, adjustments, the markups). */
export const buyers: Roles = store.filter((role) => role !== 'salesperson');
/** Who reads the team's orders and their documents (issue 32): the store's accounts, and a team's viewer. */
export const orderReaders: Roles = [...store, 'viewer'];
/** "Admins and corporation users load the customer list for sender/receiver." */
export const transferChoosers: Roles = ['corporation', ...admins];
/** "Pricing is for two specific named admin accounts": the pricing permission; super admins always. */
export const pricingAdmins: Roles = ['pricingAdmin', 'superAdmin'];
/** "Data Management for one named account": the data management permission; super admins always. */
export const dataAdmins: Roles = ['dataAdmin', 'superAdmin'];
export const superAdmins: Roles = ['superAdmin'];
/** Issue 32: the team's administrators; portal administrators are not, by being staff (they have Portal Users). */
export const teamAdmins: Roles = ['teamAdmin'];
export const nobody: Roles = [];
