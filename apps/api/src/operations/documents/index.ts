import { getOrderDrawings } from './get-order-drawings';

/** What a dealer hands on (issue 31): an order's drawings; its PDF is a stream (transport/streams/documents.ts). */
export const documentsOperations = {
  orderDrawings: getOrderDrawings,
};
