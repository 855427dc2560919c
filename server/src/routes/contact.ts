/**
 * `POST /api/contact-us` (the contract's Contact message): stores the message. The SPA
 * sends its bearer token when it has one ("Who may do what"); a valid one links the message to the
 * shopper, and a missing or stale one is ignored, since visitors may write too. Each client may send
 * as many messages per window as it may try logins or sign-ups (`authRateLimited`, counted in Redis
 * when it is configured), so no one can fill the trader's inbox in a burst.
 */
import { ContactBody } from '../contract/forms';
import { MessageResponse } from '../contract/accounts';
import { HttpError, requiredText } from '../http-error';
import { MESSAGES } from '../messages';
import { saveContactMessage } from '../services/contact';
import { isEmail } from '../services/users';
import { ErrorRef } from './common';
import { authRateLimited, type PrivateRoutePlugin } from '../plugins/route-context';
import { friendlyValidation } from './validation';

const contactRoutes: PrivateRoutePlugin = async (app, { db, auth, config }) => {
  app.post(
    '/contact-us',
    {
      config: authRateLimited(config),
      attachValidation: true,
      preHandler: [
        auth.optional,
        friendlyValidation({
          name: 'nameRequired',
          subject: 'subjectRequired',
          email: { '*': 'emailRequired', maxLength: 'fieldTooLong' },
          phone: 'phoneRequired',
          message: 'messageRequired',
        }),
      ],
      schema: {
        tags: ['store'],
        summary: 'Send a message to the shop',
        body: ContactBody,
        response: { 201: MessageResponse, 400: ErrorRef, 429: ErrorRef, 500: ErrorRef },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const message = {
        name: requiredText(body.name, 'nameRequired'),
        subject: requiredText(body.subject, 'subjectRequired'),
        email: requiredText(body.email, 'emailRequired'),
        phone: requiredText(body.phone, 'phoneRequired'),
        message: requiredText(body.message, 'messageRequired'),
      };
      if (!isEmail(message.email)) throw new HttpError(400, 'invalidEmail');
      await saveContactMessage(db, message, request.user?.id ?? null);
      return reply.status(201).send({ message: MESSAGES.contactSent[request.lang] });
    },
  );
};

export default contactRoutes;
