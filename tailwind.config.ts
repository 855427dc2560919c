import type { Config } from 'tailwindcss';

// Tailwind 4 reads this through `@config` in src/index.css.
// Layout uses logical utilities only (ms-/me-/ps-/pe-/start-/end-), so RTL needs no overrides.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#faf6f1',
          100: '#f1e8dc',
          200: '#e2cfb6',
          300: '#cfae88',
          400: '#bc8f62',
          500: '#a8764a',
          600: '#8c5f3b',
          700: '#6f4a31',
          800: '#4f3524',
          900: '#2f2017',
        },
        ink: '#1c1917',
        gold: '#f5b301',
      },
      fontFamily: {
        sans: ['"Segoe UI"', 'Tahoma', 'system-ui', '-apple-system', 'Roboto', '"Noto Sans Arabic"', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config;
