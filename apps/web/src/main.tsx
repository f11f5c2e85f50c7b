import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { syncThemeWithAccount } from '@/lib/session/account-theme';
import { initTheme } from '@/lib/theme';
import './index.css';

initTheme();
syncThemeWithAccount();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
