/** The signed-in copy-trading pages, one chunk (the router loads them with one dynamic import). */
export { CopyingPage } from './copying-page';
export { TraderConsolePage } from './trader-console-page';
export { AdminTradersPage } from './admin-traders-page';
export { AdminInstrumentsPage } from './admin-instruments-page';
