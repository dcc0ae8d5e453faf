import argon2 from 'argon2';

/**
 * argon2id at OWASP's floor plus margin: 19 MiB, t=2, p=1 (about 25 ms a hash on one core here).
 * The node defaults (64 MiB, t=3, p=4) cost about 100 ms, which makes sign-in the easiest way to
 * burn the server's CPU; sign-in is rate limited as well. See docs/decisions/accounts.md.
 */
const options = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown email costs the same time as a wrong password. */
export async function burnVerifyTime(password: string): Promise<void> {
  dummyHash ??= hashPassword('timing-equaliser-password');
  await verifyPassword(await dummyHash, password);
}
