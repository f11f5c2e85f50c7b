import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkGroups } from './build-plugins/chunk-groups.ts';
import { precompress } from './build-plugins/precompress.ts';
import { routePreloads } from './build-plugins/route-preloads.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * The page module of each public route, as lazily imported in src/app/router.tsx. The server
 * announces the page's chunks in that route's HTML (decision 010); the build fails when a module
 * here is no longer a lazy chunk.
 */
const ROUTE_PAGES = {
  '/': 'src/features/landing/routes/landing-page.tsx',
  '/about': 'src/features/public-pages/routes/about-page.tsx',
  '/contact': 'src/features/public-pages/routes/contact-page.tsx',
  '/support': 'src/features/public-pages/routes/support-page.tsx',
  '/terms': 'src/features/public-pages/routes/terms-page.tsx',
  '/privacy': 'src/features/public-pages/routes/privacy-page.tsx',
  '/login': 'src/features/auth/routes/login-page.tsx',
  '/register': 'src/features/auth/routes/register-page.tsx',
  '/forgot-password': 'src/features/auth/routes/forgot-password-page.tsx',
  '/reset-password': 'src/features/auth/routes/reset-password-page.tsx',
  '/verify-email': 'src/features/auth/routes/verify-email-page.tsx',
  '/magic-link': 'src/features/auth/routes/magic-link-page.tsx',
};

const APP_LAYOUT = 'src/app/layouts/app-layout.tsx';
const ACTIVE = [APP_LAYOUT, 'src/app/guards/require-active-account.tsx'];
const ADMIN = [APP_LAYOUT, 'src/app/guards/require-admin.tsx'];
/**
 * Signed-in routes without parameters: the layout, guard and page each one waits for, one after
 * the other, unless the HTML announces them all at once.
 */
const SIGNED_IN_PAGES = {
  '/dashboard': [APP_LAYOUT, 'src/features/dashboard/routes/dashboard-page.tsx'],
  '/plans': [...ACTIVE, 'src/features/plans/routes/plans-page.tsx'],
  '/deposits': [...ACTIVE, 'src/features/deposits/routes/deposits-page.tsx'],
  '/withdrawals': [...ACTIVE, 'src/features/withdrawals/routes/withdrawals-page.tsx'],
  '/transactions': [APP_LAYOUT, 'src/features/transactions/routes/transactions-page.tsx'],
  '/referrals': [APP_LAYOUT, 'src/features/referrals/routes/referrals-page.tsx'],
  '/profile': [APP_LAYOUT, 'src/features/profile/routes/profile-page.tsx'],
  '/admin': [...ADMIN, 'src/features/admin/routes/admin-overview-page.tsx'],
  '/admin/users': [...ADMIN, 'src/features/admin/routes/admin-users-page.tsx'],
  '/admin/transactions': [...ADMIN, 'src/features/admin/routes/admin-transactions-page.tsx'],
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    routePreloads({ ...ROUTE_PAGES, ...SIGNED_IN_PAGES }),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/v1': { target: apiTarget, ws: true },
      '/v3.1': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically goes into the entry chunk, instead of being
          // split into small shared chunks (React, jsx-runtime, cn…) that each cost a request
          // before the first render; lazy pages import what they share with it from the entry.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 10 },
            ...chunkGroups({
              budgeted: { landing: ROUTE_PAGES['/'], login: ROUTE_PAGES['/login'] },
              shell: /[\\/]src[\\/]app[\\/](layouts[\\/]app-layout|guards[\\/]require-)/,
              public: /[\\/]src[\\/](features[\\/](landing|public-pages|auth)|app[\\/]routes)[\\/]/,
              admin: /[\\/]src[\\/]features[\\/]admin[\\/]/,
              own: /[\\/]node_modules[\\/]appwrite[\\/]/,
              messages: /[\\/]packages[\\/]shared[\\/]src[\\/]messages[\\/]/,
            }),
          ],
        },
      },
    },
  },
});
