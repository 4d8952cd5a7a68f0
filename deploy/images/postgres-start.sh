#!/bin/sh
# quiz-postgres (development only: the deployment's own PostgreSQL is a managed service): Debian's
# PostgreSQL as the user postgres. On an empty PGDATA it creates the cluster (password auth over TCP,
# POSTGRES_PASSWORD) and the database POSTGRES_DB (default quiz); then it serves on PGPORT (default 5432).
set -eu
bin=$(ls -d /usr/lib/postgresql/*/bin | tail -n 1)
PGDATA=${PGDATA:-/var/lib/postgresql/data/pgdata}
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  mkdir -p "$PGDATA"
  pwfile=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is not set}" > "$pwfile"
  "$bin/initdb" -D "$PGDATA" -U postgres --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "CREATE DATABASE ${POSTGRES_DB:-quiz}" | "$bin/postgres" --single -D "$PGDATA" postgres >/dev/null
fi
exec "$bin/postgres" -D "$PGDATA" -c listen_addresses='*' -c port="${PGPORT:-5432}" \
  -c unix_socket_directories=/tmp -c max_connections=200
