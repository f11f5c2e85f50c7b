interface ImportMetaEnv {
  /** The project id the API expects (`PROJECT_ID` on the server); default `copyvest`. */
  readonly VITE_PROJECT_ID?: string;
  /** The data API's database id (`DATABASE_ID` on the server); default `copyvest`. */
  readonly VITE_DATABASE_ID?: string;
}
