/** Who may read and write the files (file-access.ts), as the REST document says it. */
export const filesWho =
  'Documents, photos and videos: every approved account reads, administrators write (others 403); ' +
  'a top-level video folder starting with Sales (in any case, after any spaces) is hidden (404) from all but administrators. ' +
  'Orders (/api/files/orders/{orderId}…, the id in any case): the order’s dealer and team read, its owner and administrators write; ' +
  'another customer’s order answers 404.';

/** The 503 of every files route. */
export const storageDown = 'UNAVAILABLE: the file storage does not answer; nothing was changed, try again later';
