import { HttpResponse, http } from 'msw';
import { apiPath } from '../api';
import { loginResponse, orders, user } from '../fixtures/accounts';

const unauthorized = () => HttpResponse.json({ message: 'Unauthenticated' }, { status: 401 });
const signedIn = (request: Request) => request.headers.get('Authorization') === `Bearer ${loginResponse.token}`;

/** The happy paths; tests override them with server.use() for failures. */
export const accountHandlers = [
  http.post(apiPath('/api/login'), () => HttpResponse.json(loginResponse)),
  // As the reference API answers: registered and signed in.
  http.post(apiPath('/api/register'), () => HttpResponse.json({ message: 'Registered', ...loginResponse }, { status: 201 })),
  http.post(apiPath('/api/password-reset'), () => HttpResponse.json({ message: 'Code sent' })),
  http.post(apiPath('/api/password-reset-confirm'), () => HttpResponse.json({ message: 'Code accepted' })),
  http.post(apiPath('/api/password-reset-update'), () => HttpResponse.json({ message: 'Password updated' })),
  http.post(apiPath('/api/logout'), ({ request }) => (signedIn(request) ? new HttpResponse(null, { status: 204 }) : unauthorized())),
  http.post(apiPath('/api/change-password'), ({ request }) => (signedIn(request) ? HttpResponse.json({ message: 'Password changed' }) : unauthorized())),
  http.post(apiPath('/api/update-profile'), async ({ request }) => {
    if (!signedIn(request)) return unauthorized();
    const form = await request.formData();
    return HttpResponse.json({
      message: 'Updated',
      user: { ...user, name: String(form.get('name')), email: String(form.get('email')), phone: String(form.get('phone')) },
    });
  }),
  http.get(apiPath('/api/my_orders'), ({ request }) => (signedIn(request) ? HttpResponse.json(orders) : unauthorized())),
];
