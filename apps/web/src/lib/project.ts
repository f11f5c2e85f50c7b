/** The project id sent to the API (SDK calls and the realtime socket); set with VITE_PROJECT_ID. */
export const PROJECT_ID: string = import.meta.env.VITE_PROJECT_ID || 'copyvest';

/** The data API's database id (the server's DATABASE_ID); set with VITE_DATABASE_ID. */
export const DATABASE_ID: string = import.meta.env.VITE_DATABASE_ID || 'copyvest';
