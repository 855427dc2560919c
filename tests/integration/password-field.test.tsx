/** The password's show button sits inside the field's box, at its end, and shows and hides the password. */
import { screen } from '@testing-library/react';
import { findHeading, renderApp } from '../render';

describe('the password field', () => {
  for (const [language, title, label, show, hide] of [
    ['en', 'Welcome back', 'Password', 'Show password', 'Hide password'],
    ['ar', 'أهلًا بعودتك', 'كلمة المرور', 'إظهار كلمة المرور', 'إخفاء كلمة المرور'],
  ] as const) {
    it(`has its show button inside its box, after the input (${language})`, async () => {
      const app = await renderApp({ route: '/login', language });
      await findHeading(title);
      const input = screen.getByLabelText(label, { selector: 'input' });
      const button = screen.getByRole('button', { name: show });
      // In the same box as the input and after it, so it sits at the field's end in either direction.
      expect(button.parentElement).toBe(input.parentElement);
      expect(input.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(button.className).not.toMatch(/absolute/);
      await app.user.click(button);
      expect(input).toHaveAttribute('type', 'text');
      expect(screen.getByRole('button', { name: hide })).toHaveAttribute('aria-pressed', 'true');
    });
  }
});
