/**
 * Google sign-in: the ID token's signature is checked against Google's published keys,
 * and its `aud` (our client id), `iss` and `exp`. The key source is injectable, so tests sign
 * tokens with a local key pair instead of reaching Google.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

/** Google's keys, fetched on first use and cached by jose. */
export const googleKeys = (): JWTVerifyGetKey => createRemoteJWKSet(new URL(GOOGLE_JWKS_URL));

export function createGoogleVerifier(clientId: string, keys: JWTVerifyGetKey): GoogleVerifier {
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'],
        issuer: GOOGLE_ISSUERS,
        audience: clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') return null;
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : null,
        emailVerified: payload.email_verified === true || payload.email_verified === 'true',
        name: typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null,
      };
    } catch {
      return null;
    }
  };
}
