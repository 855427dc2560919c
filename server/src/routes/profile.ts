/**
 * The signed-in shopper's own data (the contract's update-profile): `POST /api/update-profile` (multipart,
 * with an optional picture). Their orders are in routes/orders.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UpdateProfileResponse } from '../contract/accounts';
import { HttpError, requiredText } from '../http-error';
import { MESSAGES } from '../messages';
import { MAX_UPLOAD_BYTES, reencodeAvatar, removeAvatar, storeAvatar } from '../services/images';
import { verifyPassword } from '../services/passwords';
import { normalizeSaudiMobile } from '../services/phone';
import { emailTakenByOther, isEmail, isUniqueViolation, normalizeEmail, toUser, updateUser, type UserChanges } from '../services/users';
import { errorResponses } from './common';
import { authRateLimited, BEARER_SECURITY, type PrivateRoutePlugin } from '../plugins/route-context';

/** Longest accepted text per profile field. */
const MAX_LENGTH: Record<string, number> = { name: 120, email: 254, phone: 32, location: 300, postalCode: 20 };
const OPTIONAL_FIELDS = ['phone', 'location', 'postalCode'] as const;

const profileRoutes: PrivateRoutePlugin = async (app, { db, config, auth, images }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12, headerPairs: 100 },
  });

  /** The form's text fields and its picture, from multipart or (for other clients) JSON. */
  async function readForm(request: FastifyRequest) {
    const fields: Record<string, string> = {};
    let image: Buffer | null = null;
    if (request.isMultipart()) {
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === 'img' && bytes.length > 0) image = bytes;
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'imageTooLarge');
        if (error instanceof HttpError) throw error;
        // No boundary, no closing boundary, a broken part: the client's form, not our fault.
        throw new HttpError(400, 'multipartInvalid');
      }
    } else if (request.body && typeof request.body === 'object') {
      for (const [key, value] of Object.entries(request.body)) if (typeof value === 'string') fields[key] = value;
    }
    for (const [key, value] of Object.entries(fields)) {
      if (value.includes('\u0000')) throw new HttpError(400, 'textInvalid');
      if (value.length > (MAX_LENGTH[key] ?? 4096)) throw new HttpError(400, 'fieldTooLong');
    }
    return { fields, image };
  }

  app.post(
    '/update-profile',
    {
      // An email change checks the current password: limited like logins.
      config: authRateLimited(config),
      // The SPA sends the shopper to /login on exactly this message.
      preHandler: auth.required('sessionGone'),
      schema: {
        tags: ['accounts'],
        summary: 'Update the profile (multipart: name, email, phone, location, postalCode, img)',
        description:
          'img is optional: a JPEG, PNG or WebP of at most 2 MB, checked by its content and stored re-encoded as WebP ' +
          '(at most 512 px). phone is a Saudi mobile (5XXXXXXXX, 05…, 966…, +966…), kept as 9665XXXXXXXX; 400 otherwise. ' +
          'Empty phone, location or postalCode clear them. A new email needs current_password (422 otherwise) ' +
          'when the account has a password. The answer also carries a token for the new details that ends when the caller\'s ' +
          'login does, 2 hours from sign-in. 401 "Failed to update user data" when the login is gone.',
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: UpdateProfileResponse, ...errorResponses(400, 401, 413, 422) },
      },
    },
    async (request) => {
      const user = request.user!;
      const { fields, image } = await readForm(request);
      const name = requiredText(fields.name, 'nameRequired');
      const email = normalizeEmail(requiredText(fields.email, 'emailRequired'));
      if (!isEmail(email)) throw new HttpError(400, 'invalidEmail');
      const changes: UserChanges = { name, email };
      for (const key of OPTIONAL_FIELDS) {
        // An absent field stays as it is; an empty one clears it.
        if (fields[key] !== undefined) changes[key] = fields[key].trim() || null;
      }
      // A phone is a Saudi mobile, kept as checkout sends it (9665XXXXXXXX), so checkout and the
      // address book start from it ("Forms").
      if (changes.phone) {
        const mobile = normalizeSaudiMobile(changes.phone);
        if (!mobile) throw new HttpError(400, 'phoneInvalid');
        changes.phone = mobile;
      }
      // A new email is a new way to sign in (password reset): only with the current password.
      if (email !== normalizeEmail(user.email) && user.passwordHash) {
        const current = fields.current_password ?? '';
        if (current === '') throw new HttpError(422, 'currentPasswordRequired');
        if (!(await verifyPassword(current, user.passwordHash))) throw new HttpError(422, 'currentPasswordWrong');
      }
      if (await emailTakenByOther(db, email, user.id)) throw new HttpError(422, 'emailInUse');

      let img: string | null = null;
      if (image) {
        const webp = await reencodeAvatar(image);
        if (!webp) throw new HttpError(422, 'imageInvalid');
        img = await storeAvatar(images, webp);
        changes.img = img;
      }
      let updated;
      try {
        updated = await updateUser(db, user.id, changes);
      } catch (error) {
        await removeAvatar(images, img);
        if (isUniqueViolation(error)) throw new HttpError(422, 'emailInUse');
        throw error;
      }
      if (!updated) {
        await removeAvatar(images, img);
        throw new HttpError(401, 'sessionGone');
      }
      if (img) await removeAvatar(images, user.img);
      return {
        message: MESSAGES.profileUpdated[request.lang],
        user: toUser(updated),
        // For the new details, ending with the caller's login: never a renewal: a login lasts 2 hours.
        token: await auth.tokens.issue({ userId: updated.id, tokenVersion: updated.tokenVersion, signedInAt: request.signedInAt! }),
      };
    },
  );
};

export default profileRoutes;
