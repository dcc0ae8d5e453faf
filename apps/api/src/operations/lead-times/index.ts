import { getLeadTimes } from './get-lead-times';
import { getStoreLeadTimes } from './get-store-lead-times';
import { saveLeadTimes } from './save-lead-times';

/** The lead-time table (issue 32): administrators read and save it; the store's estimates and the approval's promise are counted from it. */
export const leadTimesOperations = { get: getLeadTimes, save: saveLeadTimes, forStore: getStoreLeadTimes };
