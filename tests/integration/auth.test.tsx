import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { LOGIN_TTL_MS, STORED_LOGIN_KEY, getStoredLogin } from '@/lib/stored-login';
import { apiPath } from '../mocks/api';
import { loginResponse } from '../mocks/fixtures/accounts';
import { capturePosts, cartStore } from '../mocks/handlers/cart';
import { storeInfoWithCapabilities } from '../mocks/handlers/store';
import { server } from '../mocks/server';
import { findHeading, renderApp } from '../render';

async function fillRegistration(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Noura');
  await user.type(screen.getByLabelText('Last name'), 'Alharbi');
  await user.type(screen.getByLabelText('Email'), 'noura@example.sa');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
}

function captureBody(path: string) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath(path), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(path === '/api/login' ? loginResponse : { message: 'ok' });
    }),
  );
  return bodies;
}

describe('/login', () => {
  it.each([
    ['en', 'Welcome back', 'Log in', 'email is required', 'Password is required'],
    ['ar', 'أهلًا بعودتك', 'تسجيل الدخول', 'البريد الإلكتروني مطلوب', 'كلمة المرور مطلوبة'],
  ] as const)('shows the required messages (%s)', async (language, heading, submit, emailMessage, passwordMessage) => {
    const app = await renderApp({ route: '/login', language });
    await findHeading(heading);
    await app.user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(emailMessage)).toBeInTheDocument();
    expect(screen.getByText(passwordMessage)).toBeInTheDocument();
    expect(screen.getByLabelText(language === 'en' ? 'Email' : 'البريد الإلكتروني')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for at least 6 characters', async () => {
    const app = await renderApp({ route: '/login' });
    await findHeading('Welcome back');
    await app.user.type(screen.getByLabelText('Email'), 'a@b.sa');
    await app.user.type(screen.getByLabelText('Password'), '12345');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('stores the response whole with a 2-hour expiry and returns to the remembered page', async () => {
    const bodies = captureBody('/api/login');
    const app = await renderApp({ route: '/profile' });
    await findHeading('Welcome back');
    const before = Date.now();
    await app.user.type(screen.getByLabelText('Email'), 'noura@example.sa');
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findHeading('My account')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/profile');
    expect(bodies).toEqual([{ email: 'noura@example.sa', password: 'secret123' }]);
    const stored = JSON.parse(localStorage.getItem(STORED_LOGIN_KEY)!);
    expect(stored).toMatchObject(loginResponse);
    expect(stored.expires_at).toBeGreaterThanOrEqual(before + LOGIN_TTL_MS);
    expect(stored.expires_at).toBeLessThanOrEqual(Date.now() + LOGIN_TTL_MS);
  });

  it("shows the server's message on failure", async () => {
    server.use(http.post(apiPath('/api/login'), () => HttpResponse.json({ message: 'These credentials do not match our records.' }, { status: 401 })));
    const app = await renderApp({ route: '/login' });
    await findHeading('Welcome back');
    await app.user.type(screen.getByLabelText('Email'), 'x@y.sa');
    await app.user.type(screen.getByLabelText('Password'), 'wrongpass');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeInTheDocument();
    expect(getStoredLogin()).toBeNull();
  });

  it("falls back to the shop's default message when the server gives none", async () => {
    server.use(http.post(apiPath('/api/login'), () => new HttpResponse(null, { status: 500 })));
    const app = await renderApp({ route: '/login', language: 'ar' });
    await findHeading('أهلًا بعودتك');
    await app.user.type(screen.getByLabelText('البريد الإلكتروني'), 'x@y.sa');
    await app.user.type(screen.getByLabelText('كلمة المرور'), 'wrongpass');
    await app.user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('حدث خطأ غير متوقع أثناء التسجيل')).toBeInTheDocument();
  });

  it('links to /forget-password and /register, and hides Google sign-in when it is not configured', async () => {
    await renderApp({ route: '/login' });
    await findHeading('Welcome back');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forget-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });
});

describe('/register', () => {
  it.each([
    ['en', 'Create your account', 'Create account', ['First name is required', 'Last name is required', 'email is required', 'Password is required', 'Please confirm your password']],
    ['ar', 'أنشئ حسابك', 'إنشاء الحساب', ['الاسم الأول مطلوب', 'اسم العائلة مطلوب', 'البريد الإلكتروني مطلوب', 'كلمة المرور مطلوبة', 'يرجى تأكيد كلمة المرور']],
  ] as const)('shows every required message (%s)', async (language, heading, submit, messages) => {
    const app = await renderApp({ route: '/register', language });
    await findHeading(heading);
    await app.user.click(screen.getByRole('button', { name: submit }));
    for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('checks the length and that the passwords match', async () => {
    const app = await renderApp({ route: '/register' });
    await findHeading('Create your account');
    await app.user.type(screen.getByLabelText('Password'), '123');
    await app.user.type(screen.getByLabelText('Confirm password'), '1234');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('signs the new shopper in and takes them back to the product they were adding, which is then added', async () => {
    localStorage.clear();
    cartStore.reset([]);
    const posts = capturePosts();
    const app = await renderApp({ route: '/product/1' });
    await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
    await app.user.click(screen.getByRole('radio', { name: 'Beige' }));
    await app.user.click(screen.getByRole('radio', { name: 'M' }));
    await app.user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    await app.user.click(await screen.findByRole('link', { name: 'Create an account' }));
    await findHeading('Create your account');
    await fillRegistration(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByRole('heading', { level: 1, name: 'Classic black abaya 1' });
    expect(app.location().pathname).toBe('/product/1');
    expect(getStoredLogin()?.token).toBe(loginResponse.token);
    expect(await screen.findByText('Welcome to Libas! Your account is ready and you are signed in.')).toBeInTheDocument();
    expect(screen.queryByText('Your account is ready. Log in to continue.')).not.toBeInTheDocument();
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(posts).toEqual([{ product_id: 1, quantity: 1, specs: { color: 'beige', size: 'M' } }]);
  });

  it('goes home signed in when registering came from nowhere in particular, in Arabic too', async () => {
    const app = await renderApp({ route: '/register', language: 'ar' });
    await findHeading('أنشئ حسابك');
    await app.user.type(screen.getByLabelText('الاسم الأول'), 'نورة');
    await app.user.type(screen.getByLabelText('اسم العائلة'), 'الحربي');
    await app.user.type(screen.getByLabelText('البريد الإلكتروني'), 'noura@example.sa');
    await app.user.type(screen.getByLabelText('كلمة المرور'), 'secret123');
    await app.user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    expect(await screen.findByText('أهلاً بك في لباس! حسابك جاهز وأنت مسجَّل الدخول.')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/'));
    expect(getStoredLogin()?.user.id).toBe(loginResponse.user.id);
  });

  it('against an API whose answer carries no login: sends the full name, toasts and goes to /login', async () => {
    const bodies = captureBody('/api/register');
    const app = await renderApp({ route: '/register' });
    await findHeading('Create your account');
    await app.user.type(screen.getByLabelText('First name'), 'Noura');
    await app.user.type(screen.getByLabelText('Last name'), 'Alharbi');
    await app.user.type(screen.getByLabelText('Email'), 'noura@example.sa');
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await findHeading('Welcome back')).toBeInTheDocument();
    expect(getStoredLogin()).toBeNull();
    expect(await screen.findByText('Your account is ready. Log in to continue.')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Noura Alharbi', email: 'noura@example.sa', password: 'secret123', password_confirmation: 'secret123' }]);
    // The login form has the new account's email filled in.
    expect(screen.getByLabelText('Email')).toHaveValue('noura@example.sa');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it("shows the server's message, or the shop's default, on failure", async () => {
    server.use(http.post(apiPath('/api/register'), () => HttpResponse.json({ message: 'The email has already been taken.' }, { status: 422 })));
    const app = await renderApp({ route: '/register' });
    await findHeading('Create your account');
    await app.user.type(screen.getByLabelText('First name'), 'A');
    await app.user.type(screen.getByLabelText('Last name'), 'B');
    await app.user.type(screen.getByLabelText('Email'), 'a@b.sa');
    await app.user.type(screen.getByLabelText('Password'), 'secret123');
    await app.user.type(screen.getByLabelText('Confirm password'), 'secret123');
    await app.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/register');
  });
});

describe('password recovery', () => {
  it('forget-password → verifycode → reset-password → home, carrying email and code', async () => {
    const confirmBodies: unknown[] = [];
    const updateBodies: unknown[] = [];
    server.use(
      http.post(apiPath('/api/password-reset-confirm'), async ({ request }) => {
        confirmBodies.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
      http.post(apiPath('/api/password-reset-update'), async ({ request }) => {
        updateBodies.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const loginBodies = captureBody('/api/login');
    const app = await renderApp({ route: '/forget-password' });
    await findHeading('Forgot your password?');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('email is required')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Email'), 'noura@example.sa');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));

    await findHeading('Enter the code');
    expect(screen.getByText(/noura@example\.sa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use another email' })).toHaveAttribute('href', '/forget-password');
    await app.user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('code is required')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Verification code'), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify code' }));

    await findHeading('Choose a new password');
    await app.user.type(screen.getByLabelText('New password'), 'newpass1');
    await app.user.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await app.user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    await vi.waitFor(() => expect(app.location().pathname).toBe('/'));
    // Signed in with the new password, and told so.
    expect(loginBodies).toEqual([{ email: 'noura@example.sa', password: 'newpass1' }]);
    expect(await screen.findByText("You're signed in with your new password.")).toBeInTheDocument();
    expect(getStoredLogin()?.token).toBe(loginResponse.token);
    expect(confirmBodies).toEqual([{ email: 'noura@example.sa', code: '123456' }]);
    expect(updateBodies).toEqual([{ email: 'noura@example.sa', code: '123456', password: 'newpass1', password_confirmation: 'newpass1' }]);
  });

  it("shows the shop's message when the reset request fails", async () => {
    server.use(http.post(apiPath('/api/password-reset'), () => HttpResponse.json({ message: 'nope' }, { status: 422 })));
    const app = await renderApp({ route: '/forget-password', language: 'ar' });
    await findHeading('نسيت كلمة المرور؟');
    await app.user.type(screen.getByLabelText('البريد الإلكتروني'), 'x@y.sa');
    await app.user.click(screen.getByRole('button', { name: 'تحقق' }));
    expect(await screen.findByText('بريد إلكتروني غير صحيح')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/forget-password');
  });

  it("shows the server's error field when the code is wrong", async () => {
    server.use(http.post(apiPath('/api/password-reset-confirm'), () => HttpResponse.json({ error: 'The code is invalid or has expired.' }, { status: 422 })));
    const app = await renderApp({ route: { pathname: '/verifycode', state: { email: 'a@b.sa' } } });
    await findHeading('Enter the code');
    await app.user.type(screen.getByLabelText('Verification code'), '000000');
    await app.user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('The code is invalid or has expired.')).toBeInTheDocument();
    expect(app.location().pathname).toBe('/verifycode');
  });

  it('asks to start again when the code page is opened without an email', async () => {
    await renderApp({ route: '/reset-password' });
    await findHeading('Choose a new password');
    expect(screen.getByRole('alert')).toHaveTextContent('request a new code first');
    expect(screen.getByRole('link', { name: 'Request a code' })).toHaveAttribute('href', '/forget-password');
  });
});

describe("the API's device cookie", () => {
  const calls = ['/api/password-reset', '/api/password-reset-confirm', '/api/password-reset-update', '/api/login'];

  /** Answers the recovery and sign-in calls, noting for each whether it carried the browser's cookies to any origin. */
  function recordCredentials() {
    const seen: [string, RequestCredentials][] = [];
    server.use(
      ...calls.map((path) =>
        http.post(apiPath(path), ({ request }) => {
          seen.push([path, request.credentials]);
          return HttpResponse.json(path === '/api/login' ? loginResponse : { message: 'ok' });
        }),
      ),
    );
    return seen;
  }

  async function recoverAndSignIn() {
    const app = await renderApp({ route: '/forget-password' });
    await findHeading('Forgot your password?');
    await app.user.type(screen.getByLabelText('Email'), 'noura@example.sa');
    await app.user.click(screen.getByRole('button', { name: 'Verify' }));
    await findHeading('Enter the code');
    await app.user.type(screen.getByLabelText('Verification code'), '123456');
    await app.user.click(screen.getByRole('button', { name: 'Verify code' }));
    await findHeading('Choose a new password');
    await app.user.type(screen.getByLabelText('New password'), 'newpass1');
    await app.user.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await app.user.click(screen.getByRole('button', { name: 'Save password' }));
    await vi.waitFor(() => expect(app.location().pathname).toBe('/'));
  }

  it("reaches an API that keeps one, on any origin: the recovery and sign-in calls carry the browser's cookies", async () => {
    server.use(storeInfoWithCapabilities(['device-cookie']));
    const seen = recordCredentials();
    await recoverAndSignIn();
    expect(seen).toEqual(calls.map((path) => [path, 'include']));
  });

  it("is not asked of another API, which could refuse such calls: cookies go to the page's own origin only", async () => {
    const seen = recordCredentials();
    await recoverAndSignIn();
    expect(seen).toEqual(calls.map((path) => [path, 'same-origin']));
  });
});

describe('recovery forms speak Arabic too', () => {
  it('forget-password and verifycode require their field', async () => {
    const app = await renderApp({ route: '/forget-password', language: 'ar' });
    await findHeading('نسيت كلمة المرور؟');
    await app.user.click(screen.getByRole('button', { name: 'تحقق' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('البريد الإلكتروني'), 'a@b.sa');
    await app.user.click(screen.getByRole('button', { name: 'تحقق' }));
    await findHeading('أدخل رمز التحقق');
    await app.user.click(screen.getByRole('button', { name: 'تحقق من الرمز' }));
    expect(await screen.findByText('رمز التحقق مطلوب')).toBeInTheDocument();
  });

  it('sends the shopper to log in, email filled in, when the sign-in after a reset does not go through', async () => {
    server.use(http.post(apiPath('/api/login'), () => HttpResponse.json({ message: 'Too many attempts' }, { status: 429 })));
    const app = await renderApp({ route: { pathname: '/reset-password', state: { email: 'noura@example.sa', code: '123456' } } });
    await app.user.type(await screen.findByLabelText('New password'), 'newpass1');
    await app.user.type(screen.getByLabelText('Confirm password'), 'newpass1');
    await app.user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Log in with your new password.')).toBeInTheDocument();
    expect(await findHeading('Welcome back')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('noura@example.sa');
    expect(getStoredLogin()).toBeNull();
  });

  it('reset-password checks the length and the match', async () => {
    const app = await renderApp({ route: { pathname: '/reset-password', state: { email: 'a@b.sa', code: '123456' } }, language: 'ar' });
    await findHeading('اختر كلمة مرور جديدة');
    await app.user.type(screen.getByLabelText('كلمة المرور الجديدة'), '123');
    await app.user.type(screen.getByLabelText('تأكيد كلمة المرور'), '1234');
    await app.user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور' }));
    expect(await screen.findByText('يجب أن تتكون كلمة المرور من 6 أحرف على الأقل')).toBeInTheDocument();
    expect(screen.getByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument();
  });
});
