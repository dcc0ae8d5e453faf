/** What a refused beacon is told (a page sends its next one later, or never: nobody reads these but a script). */
export const vitalsMessages = {
  tooMany: 'Too many speed reports from this address; try again after the time Retry-After gives',
} as const;
