/**
 * Login tokens: JWTs signed with HS256, valid for 2 hours from sign-in. Verification accepts
 * only HS256 with our secret, issuer and audience, so an altered, unsigned (`alg: none`), foreign or
 * expired token fails. The token carries the user's `tokenVersion` (raising it ends older tokens)
 * and the sign-in time (`sit`): a token issued later for the same login (a profile update, a new
 * password) keeps it, so no token can stretch a login past 2 hours.
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

/** A login lasts 2 hours ("Numbers the shop keeps"). */
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const TOKEN_ISSUER = 'libas-store-api';
export const TOKEN_AUDIENCE = 'libas-storefront';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /** When the shopper signed in, in epoch seconds; a new login when absent. */
  signedInAt?: number;
}

export type VerifiedClaims = Required<TokenClaims>;

export interface TokenService {
  issue(claims: TokenClaims): Promise<string>;
  /** The claims of a valid token, or null for anything else. */
  verify(token: string): Promise<VerifiedClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    issue: ({ userId, tokenVersion, signedInAt = Math.floor(Date.now() / 1000) }) =>
      new SignJWT({ tv: tokenVersion, sit: signedInAt })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(signedInAt + TOKEN_TTL_SECONDS)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        if (!Number.isSafeInteger(userId) || userId < 1 || typeof tokenVersion !== 'number') return null;
        // Two hours from sign-in, whatever `exp` says.
        const signedInAt = typeof payload.sit === 'number' ? payload.sit : payload.iat!;
        if (Date.now() / 1000 >= signedInAt + TOKEN_TTL_SECONDS) return null;
        return { userId, tokenVersion, signedInAt };
      } catch {
        return null;
      }
    },
  };
}

/**
 * The secret `main.ts` uses when JWT_SECRET is unset: generated once and kept in
 * `dataDir/jwt-secret` (readable by the owner only), so logins survive a restart.
 */
export async function loadOrCreateJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}

/** A secret for this process only (tests, or `buildApp` without one). */
export const ephemeralSecret = (): string => randomBytes(48).toString('base64url');
