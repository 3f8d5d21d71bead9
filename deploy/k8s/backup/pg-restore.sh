#!/usr/bin/env bash
# Puts the schemas of one dump of pg-backup.sh back, as they were (docs/backups.md): every schema the dump
# holds is dropped and recreated from it, in one transaction, so a restore that fails part way changes
# nothing. Stop the services first (they would write between the drop and their next request).
#   pg-restore.sh --confirm /backups/bizautomate-20261202T060000Z.dump
# Without --confirm (or RESTORE_CONFIRM=yes) it only says what it would drop. Connection: DATABASE_URL, as
# the services read it; unset, libpq's PG* variables. Objects are owned by the role it connects as.
set -euo pipefail

log() { printf '%s pg-restore: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }
die() { log "FAILED: $*"; exit 1; }

confirmed=${RESTORE_CONFIRM:-no}
dump=
for arg in "$@"; do
  case $arg in
    --confirm) confirmed=yes ;;
    -*) die "unknown option $arg (usage: pg-restore.sh --confirm <dump>)" ;;
    *) [[ -z $dump ]] || die "one dump at a time"; dump=$arg ;;
  esac
done
[[ -n $dump ]] || die "usage: pg-restore.sh --confirm <dump>"
[[ -r $dump ]] || die "cannot read $dump"

contents=$(pg_restore --list "$dump") || die "$dump is not a dump pg_restore can read"
mapfile -t schemas < <(sed -En 's/^[0-9]+; [0-9]+ [0-9]+ SCHEMA - ([a-z_][a-z0-9_]*) .*/\1/p' <<<"$contents")
((${#schemas[@]})) || die "$dump holds no schema"

connection=()
[[ -n ${DATABASE_URL:-} ]] && connection=(--dbname="$DATABASE_URL")
target=$(psql "${connection[@]}" -XAtc 'SELECT current_database()') || die "cannot connect to the database"
if [[ $confirmed != yes ]]; then
  die "this would drop schemas ${schemas[*]} of database $target, with everything in them, and restore them from $dump; run again with --confirm"
fi

# COMMIT is written only once pg_restore has produced the whole script: if it fails, psql reaches the end
# of its input inside the transaction, and the server rolls it back. ON_ERROR_STOP: the first error ends psql
# likewise. Comments are left out: COMMENT ON EXTENSION needs the extension's owner.
started=$SECONDS
{
  echo 'BEGIN; SET client_min_messages = warning;'
  printf 'DROP SCHEMA IF EXISTS "%s" CASCADE;\n' "${schemas[@]}"
  pg_restore --file=- --no-owner --no-comments "$dump" || exit 1
  echo 'COMMIT;'
} | psql "${connection[@]}" -X -q -v ON_ERROR_STOP=1 >/dev/null ||
  die "the restore of $dump failed; nothing was changed (its transaction rolled back)"
log "restored schemas ${schemas[*]} of database $target from $dump in $((SECONDS - started)) s"
