#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the test run and prints its URL.
# Usage: source .ci/start-postgres.sh   (sets TEST_DATABASE_URL and a trap that stops it)
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PGBIN" ]; then echo "PostgreSQL server binaries not found" >&2; return 1 2>/dev/null || exit 1; fi
PGPORT=${PGPORT:-54329}
PGWORK=$(mktemp -d /tmp/copyvest-pg.XXXXXX)
RUNAS=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$PGWORK"
  RUNAS=(runuser -u postgres --)
fi
"${RUNAS[@]}" "$PGBIN/initdb" -D "$PGWORK/data" -U postgres --auth=trust -E UTF8 >/dev/null
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGWORK/data" -l "$PGWORK/log" -w \
  -o "-p $PGPORT -k $PGWORK -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PGPORT/postgres"
stop_postgres() { "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$PGWORK/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$PGWORK"; }
trap stop_postgres EXIT
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') running for the tests at $TEST_DATABASE_URL"
