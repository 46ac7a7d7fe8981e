import { hash, verify } from '@node-rs/argon2';

// DESIGN.md §6: argon2id with m ≥ 19 MiB, t ≥ 2, p = 1.
const options = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified when the e-mail is unknown, so a wrong e-mail costs the same time as a wrong password.
const dummyHash = hash('contraseña-inexistente', options);

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  try {
    if (!passwordHash) {
      await verify(await dummyHash, password);
      return false;
    }
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
