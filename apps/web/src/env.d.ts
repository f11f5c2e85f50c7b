interface ImportMetaEnv {
  /** The project id the API expects (`PROJECT_ID` on the server); default `copyvest`. */
  readonly VITE_PROJECT_ID?: string;
}
