import { dataProcedure } from './data-management-procedure';

/** The Portal Items Export rows; the web builds the .xlsx. */
export const portalItems = dataProcedure.query(({ ctx }) => ctx.services.dataManagement.portalItems());
