/** What a 429 of the sign-in, registration and reset limits means. */
export const tooManyAttempts = (what: string) => `RATE_LIMITED: too many ${what}; the Retry-After header says how many seconds to wait before trying again`;
