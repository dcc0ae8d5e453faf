/** Where the store opens an order (spec §2: /store?order={id}): the order lists, a copy's and a quote's new draft link there. */
export const storeLinkFor = (id: string) => `/store?order=${encodeURIComponent(id)}`;
