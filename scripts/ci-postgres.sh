#!/usr/bin/env bash
# Installs (Debian's `postgresql` package), starts and opens up a local PostgreSQL for the
# server tests' PostgreSQL job. Idempotent: a second run only checks.
#
# Usage:  eval "$(bash scripts/ci-postgres.sh)" && npm run test:server
# Stdout carries one line, `export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:PORT/postgres`;
# progress goes to stderr. Needs root (apt-get, pg_ctlcluster), as on CI and the dev machines.
set -euo pipefail

log() { echo "ci-postgres: $*" >&2; }

# Debian's wrappers, not a stray postgres binary elsewhere on the PATH.
if ! dpkg-query -W -f='${Status}' postgresql 2>/dev/null | grep -q 'install ok installed'; then
  log "installing postgresql (apt-get)"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends postgresql >&2
fi

version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
[ -n "$version" ] || { log "no PostgreSQL server found under /usr/lib/postgresql"; exit 1; }

if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster $version/main"
  pg_createcluster "$version" main >&2
fi

# Tests connect over TCP as the postgres superuser without a password: only from this machine.
hba="/etc/postgresql/$version/main/pg_hba.conf"
marker="# libas-ci: trust local TCP"
if ! grep -qF "$marker" "$hba"; then
  log "allowing passwordless TCP connections from 127.0.0.1 and ::1"
  tmp=$(mktemp)
  { echo "$marker"; echo "host all all 127.0.0.1/32 trust"; echo "host all all ::1/128 trust"; cat "$hba"; } >"$tmp"
  cat "$tmp" >"$hba"
  rm -f "$tmp"
  if pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
    pg_ctlcluster "$version" main reload >&2
  fi
fi

if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online"' | grep -q .; then
  log "starting cluster $version/main"
  pg_ctlcluster "$version" main start >&2
fi

port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$port" && break
  sleep 1
done
pg_isready -q -h 127.0.0.1 -p "$port" || { log "PostgreSQL did not become ready on port $port"; exit 1; }

url="postgres://postgres@127.0.0.1:$port/postgres"
log "ready: $url"
echo "export TEST_DATABASE_URL=$url"
