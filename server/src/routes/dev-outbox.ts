/**
 * `GET /api/dev/outbox?email=…` ("Accounts and sessions"): the mail sent to an address, newest
 * first, so that the password-reset flow works offline. Registered only when the server runs with MAIL_OUTBOX=1;
 * otherwise the path answers 404 like any unknown one.
 */
import { Type } from '@sinclair/typebox';
import { listOutbox } from '../services/mail';
import { normalizeEmail } from '../services/users';
import { withErrors } from './common';
import type { PrivateRoutePlugin } from '../plugins/route-context';

const OutboxEntry = Type.Object({ to: Type.String(), subject: Type.String(), text: Type.String(), created_at: Type.String() });

const devOutboxRoutes: PrivateRoutePlugin = async (app, { db, resetMail }) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development outbox: mail sent to an address, newest first (MAIL_OUTBOX=1 only)',
        querystring: Type.Object({ email: Type.String({ minLength: 1, maxLength: 254 }) }),
        response: withErrors(Type.Array(OutboxEntry), 400),
      },
    },
    async (request) => {
      // Reset codes are mailed after their request has been answered: the outbox shows every one asked for before.
      await resetMail.settled();
      return listOutbox(db, normalizeEmail(request.query.email));
    },
  );
};

export default devOutboxRoutes;
