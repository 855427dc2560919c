/**
 * Accounts (the contract's authentication calls, "Calls the contract adds", "Accounts and
 * sessions"): register, log in (with a password or Google), log out, recover a forgotten password
 * with an emailed code, change the password.
 *
 * Statuses: 400 a malformed or missing field, 401 wrong credentials or a bad Google token,
 * 422 a well-formed request that cannot be done (details unusable for registration, passwords
 * that differ, a wrong current password, a wrong or dead reset code), 429 too many attempts,
 * 503 Google sign-in not configured. Every failure is `{ message }` in the request's language;
 * the reset-code failures also carry it as `error`, which the SPA reads ("Calls the contract adds").
 *
 * Nothing here says whether an email has an account, except registration, which cannot succeed
 * for a taken email: it answers one message for every unusable set of details, and is
 * rate-limited like login. Password reset answers before it looks the email up, and checking a
 * reset code does the same work for an unknown email as for a known one.
 *
 * Logins are limited per client and also per account: after a few failures, the next attempt waits
 * a delay that doubles with each failure, up to a cap (services/attempt-limits.ts). A browser that
 * has signed in to the account before (its device cookie, services/devices.ts) waits only for its
 * own failures, so a stranger's guesses cannot keep the owner out; any other client waits for the
 * account's delay too, which is told only by its longest, so that no one can time a guess to its end.
 * Reset codes belong to the client that asked for them (services/reset-codes.ts).
 */
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ChangePasswordBody,
  ChangePasswordResponse,
  GoogleLoginBody,
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordResetBody,
  PasswordResetConfirmBody,
  PasswordResetUpdateBody,
  RegisterBody,
  RegisterResponse,
} from '../contract/accounts';
import type { Lang } from '@shared/lang';
import { HttpError, requiredText } from '../http-error';
import { MESSAGES } from '../messages';
import { MAX_LOGIN_DELAY_MS } from '../services/attempt-limits';
import { clientOf } from '../services/devices';
import { dummyHash, hashPassword, verifyPassword } from '../services/passwords';
import {
  createUser,
  endLogins,
  findUserByEmail,
  findUserByGoogleSub,
  isEmail,
  isUniqueViolation,
  linkGoogleSub,
  normalizeEmail,
  replacePassword,
  toUser,
  type UserRow,
} from '../services/users';
import { ErrorRef } from './common';
import { authRateLimited, BEARER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

/** A reset-code failure: `{ message, error }`, the same text in both (the SPA reads `error`). */
const CodeError = Type.Object({ message: Type.String(), error: Type.String() });

const errors = (...statuses: number[]) => Object.fromEntries([...statuses, 500].map((status) => [status, ErrorRef]));

const authRoutes: PrivateRoutePlugin = async (app, { db, config, auth, resetCodes, resetMail, google, attempts, devices }) => {
  const limited = authRateLimited(config);
  const loginDelays = attempts.logins;
  const hash = (password: string) => hashPassword(password, config.scryptLogN);
  let dummy: Promise<string> | null = null;

  function checkEmail(raw: string): string {
    const email = normalizeEmail(requiredText(raw, 'emailRequired'));
    if (!isEmail(email)) throw new HttpError(400, 'invalidEmail');
    return email;
  }

  const deviceOf = (request: FastifyRequest) => devices.read(request.headers.cookie);

  /** A token and the user; the browser's device cookie names the account from now on. */
  async function loginAnswer(user: UserRow, request: FastifyRequest, reply: FastifyReply) {
    reply.header('Set-Cookie', devices.signedIn(deviceOf(request), user.id));
    return { token: await auth.tokens.issue({ userId: user.id, tokenVersion: user.tokenVersion }), user: toUser(user) };
  }

  function codeFailure(reply: FastifyReply, lang: Lang, key: 'resetCodeInvalid' | 'passwordsDoNotMatch') {
    const message = MESSAGES[key][lang];
    return reply.status(422).send({ message, error: message });
  }

  const passwordFields = {
    password: { required: 'passwordRequired', '*': 'passwordTooShort', maxLength: 'fieldTooLong' },
    password_confirmation: 'passwordsDoNotMatch',
    email: { required: 'emailRequired', minLength: 'emailRequired', '*': 'invalidEmail' },
  } as const;

  app.post(
    '/register',
    {
      config: limited,
      attachValidation: true,
      preHandler: friendlyValidation({ ...passwordFields, name: 'nameRequired' }),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account, and sign in: the answer carries a token and the user, as a login does',
        body: RegisterBody,
        response: { 201: RegisterResponse, ...errors(400, 422, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const name = requiredText(body.name, 'nameRequired');
      const email = checkEmail(body.email);
      if (body.password !== body.password_confirmation) throw new HttpError(422, 'passwordsDoNotMatch');
      // Hashing first makes a taken email cost as long as a free one.
      const passwordHash = await hash(body.password);
      const created = await createUser(db, { name, email, passwordHash }).catch((error: unknown) => {
        throw isUniqueViolation(error) ? new HttpError(422, 'cannotRegister') : error;
      });
      // Signed in at once: the shopper goes back to what they were doing, not to the login form.
      return reply.status(201).send({ message: MESSAGES.registered[request.lang], ...(await loginAnswer(created, request, reply)) });
    },
  );

  app.post(
    '/login',
    {
      config: limited,
      attachValidation: true,
      preHandler: friendlyValidation({ email: 'emailRequired', password: 'passwordRequired' }),
      schema: {
        tags: ['accounts'],
        summary: 'Log in: a token valid for 2 hours and the user',
        description:
          '429 with Retry-After when the client is over its limit, or when it, or the account, has failed a few times and the ' +
          "delay (1 s, doubling, at most 60 s) has not passed; the attempt is then not checked. The client's own delay is told " +
          "exactly, the account's as 60. A browser that has signed in to the account before (the device cookie this call sets) " +
          "waits only for its own failures, not for the account's.",
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const account = normalizeEmail(request.body.email);
      const user = await findUserByEmail(db, account);
      const attempt = { account, client: clientOf(deviceOf(request), user?.id, request.ip) };
      const wait = (await loginDelays?.begin(attempt)) ?? null;
      if (wait) {
        reply.header('Retry-After', String(wait.account ? MAX_LOGIN_DELAY_MS / 1000 : Math.ceil(wait.ms / 1000)));
        throw new HttpError(429, 'tooManyRequests');
      }
      // An unknown email (or a Google-only account) is checked against a dummy hash, so it takes
      // as long as a wrong password and gets the same answer.
      dummy ??= dummyHash(config.scryptLogN);
      const ok = await verifyPassword(request.body.password, user?.passwordHash ?? (await dummy));
      if (!user || !user.passwordHash || !ok) throw new HttpError(401, 'invalidCredentials');
      await loginDelays?.succeeded(attempt);
      return loginAnswer(user, request, reply);
    },
  );

  app.post(
    '/login-w-google',
    {
      config: limited,
      schema: {
        tags: ['accounts'],
        summary: 'Log in with a Google ID token; links the account by its subject',
        description:
          'The token is verified against Google\'s keys: signature, aud (GOOGLE_CLIENT_ID), iss and exp. A new subject ' +
          'links to the account with the same verified email, or makes a new account. 503 when Google sign-in is not configured.',
        body: GoogleLoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!google) throw new HttpError(503, 'googleNotConfigured');
      const identity = await google(request.body.token);
      if (!identity) throw new HttpError(401, 'googleFailed');
      const linked = await findUserByGoogleSub(db, identity.sub);
      if (linked) return loginAnswer(linked, request, reply);
      if (!identity.email || !identity.emailVerified) throw new HttpError(422, 'googleEmailUnverified');
      const email = normalizeEmail(identity.email);
      const existing = await findUserByEmail(db, email);
      if (existing) {
        if (existing.googleSub) throw new HttpError(422, 'googleOtherAccount');
        const updated = await linkGoogleSub(db, existing.id, identity.sub);
        return loginAnswer(updated!, request, reply);
      }
      const created = await createUser(db, { name: identity.name ?? email.split('@')[0]!, email, googleSub: identity.sub });
      return loginAnswer(created, request, reply);
    },
  );

  app.post(
    '/password-reset',
    {
      config: limited,
      attachValidation: true,
      preHandler: friendlyValidation({ email: passwordFields.email }),
      schema: {
        tags: ['accounts'],
        summary: 'Send a 6-digit reset code to the email',
        description:
          'Always answers 200 for a well-formed email, whether or not an account uses it. The code is valid for 10 minutes, ' +
          'once, and for 5 tries, from the client that asked for it only (the browser, when it has signed in to the account ' +
          'before, else the address). A client gets at most 3 codes an hour for an account, and the account at most 5 from ' +
          'clients that have not signed in to it; past a cap nothing is sent. Without SMTP it goes to the development outbox ' +
          '(GET /api/dev/outbox with MAIL_OUTBOX=1).',
        body: PasswordResetBody,
        response: { 200: MessageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      // The same work and answer for any email: the lookup, the code and the mail come after.
      resetMail.request(checkEmail(request.body.email), request.lang, { device: deviceOf(request), address: request.ip });
      return { message: MESSAGES.resetCodeSent[request.lang] };
    },
  );

  app.post(
    '/password-reset-confirm',
    {
      config: limited,
      attachValidation: true,
      preHandler: friendlyValidation({ email: passwordFields.email, code: 'codeRequired' }),
      schema: {
        tags: ['accounts'],
        summary: 'Check a reset code without using it up; only the client that asked for it can',
        body: PasswordResetConfirmBody,
        response: { 200: MessageResponse, 422: CodeError, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const email = checkEmail(request.body.email);
      const user = await findUserByEmail(db, email);
      const client = clientOf(deviceOf(request), user?.id, request.ip);
      if (!(await resetCodes.check(user?.id, client, request.body.code, { consume: false }))) {
        return codeFailure(reply, request.lang, 'resetCodeInvalid');
      }
      return { message: MESSAGES.resetCodeAccepted[request.lang] };
    },
  );

  app.post(
    '/password-reset-update',
    {
      config: limited,
      attachValidation: true,
      preHandler: friendlyValidation({ ...passwordFields, code: 'codeRequired' }),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a reset code; the code is used up and older logins end',
        body: PasswordResetUpdateBody,
        response: { 200: MessageResponse, 422: CodeError, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const email = checkEmail(body.email);
      if (body.password !== body.password_confirmation) return codeFailure(reply, request.lang, 'passwordsDoNotMatch');
      const user = await findUserByEmail(db, email);
      const passwordHash = await hash(body.password);
      const client = clientOf(deviceOf(request), user?.id, request.ip);
      // Checked for an unknown email too, so that it takes as long as a known one.
      const valid = await resetCodes.check(user?.id, client, body.code, { consume: true });
      if (!user || !valid) {
        return codeFailure(reply, request.lang, 'resetCodeInvalid');
      }
      await replacePassword(db, user.id, passwordHash);
      // The owner proved the mailbox is theirs: their new password need not wait out a stranger's
      // guesses, so the account's count starts again with this client's.
      await loginDelays?.succeeded({ account: email, client: { ...client, trusted: false } });
      return { message: MESSAGES.passwordReset[request.lang] };
    },
  );

  app.post(
    '/change-password',
    {
      // Guesses at the current password are limited like logins.
      config: limited,
      attachValidation: true,
      preHandler: [auth.required(), friendlyValidation({ ...passwordFields, current_password: 'currentPasswordWrong' })],
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; needs the current one, and ends every other login',
        description: 'The answer carries a token that keeps the caller signed in until their login would have ended; every other token stops working.',
        security: BEARER_SECURITY,
        body: ChangePasswordBody,
        response: { 200: ChangePasswordResponse, ...errors(400, 401, 422, 429) },
      },
    },
    async (request) => {
      const user = request.user!;
      const body = request.body;
      if (body.password !== body.password_confirmation) throw new HttpError(422, 'passwordsDoNotMatch');
      if (!user.passwordHash || !(await verifyPassword(body.current_password, user.passwordHash))) {
        throw new HttpError(422, 'currentPasswordWrong');
      }
      // Raising the token version ends every login of the account (a stolen token too); the caller's
      // own continues with the new token, ending when it would have.
      const tokenVersion = await replacePassword(db, user.id, await hash(body.password));
      const token = await auth.tokens.issue({ userId: user.id, tokenVersion: tokenVersion!, signedInAt: request.signedInAt! });
      return { message: MESSAGES.passwordChanged[request.lang], token };
    },
  );

  app.post(
    '/logout',
    {
      preHandler: auth.required(),
      schema: {
        tags: ['accounts'],
        summary: 'Log out: the login ends on the server, not only in the browser',
        description:
          "Raises the account's token version, as a new password does: the caller's token, and every other login of the " +
          'account, stops working. The shop makes this call when the shopper logs out, and logs out whatever it answers.',
        security: BEARER_SECURITY,
        response: { 204: Type.Null(), ...errors(401, 429) },
      },
    },
    async (request, reply) => {
      await endLogins(db, request.user!.id);
      return reply.status(204).send(null);
    },
  );
};

export default authRoutes;
