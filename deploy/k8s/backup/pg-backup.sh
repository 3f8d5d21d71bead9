#!/usr/bin/env bash
# One backup of the services' Postgres schemas (docs/backups.md): a single pg_dump in custom format of every
# schema at once, so the three contexts come back from one moment (an order and the submission it refers to
# agree), named by its UTC time, written under a temporary name, read back with pg_restore --list, then
# renamed; optionally copied to S3-compatible storage; older dumps pruned. Prints the dump's path on stdout,
# the rest on stderr; exits non-zero, saying why, on any failure. Compose's `backup` service and the
# Kubernetes CronJob (deploy/k8s/backup-cronjob.yaml) run this file.
#
# Connection: DATABASE_URL, as the services read it; unset, libpq's PG* variables (PGHOST, PGUSER, ...).
# Schemas: BACKUP_SCHEMAS (space-separated), else INTAKE_DB_SCHEMA, BILLING_DB_SCHEMA and ADMIN_DB_SCHEMA
#   with the services' defaults (intake, billing, admin).
# BACKUP_DIR (default /backups); BACKUP_KEEP: the newest dumps kept (default 14); BACKUP_KEEP_DAYS: also
#   delete dumps older than that many days (unset: by count alone); never the dump just written.
# BACKUP_S3_URL (s3://bucket/prefix): also upload there with the aws CLI, which must then be on PATH;
#   BACKUP_S3_ENDPOINT_URL for an S3-compatible store (MinIO, R2...). The bucket's lifecycle rule prunes it.
set -euo pipefail

log() { printf '%s pg-backup: %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$*" >&2; }
die() { log "FAILED: $*"; exit 1; }

dir=${BACKUP_DIR:-/backups}
keep=${BACKUP_KEEP:-14}
keep_days=${BACKUP_KEEP_DAYS:-}
read -r -a schemas <<<"${BACKUP_SCHEMAS:-${INTAKE_DB_SCHEMA:-intake} ${BILLING_DB_SCHEMA:-billing} ${ADMIN_DB_SCHEMA:-admin}}"
prefix=bizautomate-

[[ $keep =~ ^[1-9][0-9]*$ ]] || die "BACKUP_KEEP must be a whole number of dumps, at least 1, not \"$keep\""
[[ -z $keep_days || $keep_days =~ ^[1-9][0-9]*$ ]] || die "BACKUP_KEEP_DAYS must be a whole number of days, not \"$keep_days\""
((${#schemas[@]})) || die "no schema to dump (BACKUP_SCHEMAS is empty)"
# Plain names only: pg_dump reads -n as a pattern, and a restore drops exactly these schemas.
for schema in "${schemas[@]}"; do [[ $schema =~ ^[a-z_][a-z0-9_]*$ ]] || die "\"$schema\" is not a plain schema name"; done
if [[ -n ${BACKUP_S3_URL:-} ]]; then
  [[ $BACKUP_S3_URL == s3://* ]] || die "BACKUP_S3_URL must look like s3://bucket/prefix, not \"$BACKUP_S3_URL\""
  command -v aws >/dev/null || die "BACKUP_S3_URL is set but the aws CLI is not in this image"
fi
mkdir -p "$dir" && [[ -w $dir ]] || die "cannot write to $dir"

stamp=$(date -u +%Y%m%dT%H%M%SZ)
file="$dir/$prefix$stamp.dump"
partial="$dir/.$prefix$stamp.dump.partial"
[[ ! -e $file ]] || die "$file exists already (two backups in the same second)"
trap 'rm -f "$partial"' EXIT

connection=()
[[ -n ${DATABASE_URL:-} ]] && connection=(--dbname="$DATABASE_URL")
# --strict-names: a schema that does not exist fails the dump instead of leaving it out. The extensions
# (pg_trgm, btree_gist: in public, outside the schemas) come too, so a dump restores into an empty database.
started=$SECONDS
pg_dump "${connection[@]}" --format=custom --strict-names --extension='*' "${schemas[@]/#/--schema=}" --file="$partial" ||
  die "pg_dump of schemas ${schemas[*]} failed (nothing written)"

contents=$(pg_restore --list "$partial") || die "the dump cannot be read back (pg_restore --list); kept nothing"
for schema in "${schemas[@]}"; do
  grep -Eq "^[0-9]+; [0-9]+ [0-9]+ SCHEMA - $schema " <<<"$contents" || die "the dump holds no schema $schema; kept nothing"
done
mv "$partial" "$file"
log "wrote $file: schemas ${schemas[*]}, $(stat -c %s "$file") bytes in $((SECONDS - started)) s"

if [[ -n ${BACKUP_S3_URL:-} ]]; then
  aws s3 cp --only-show-errors ${BACKUP_S3_ENDPOINT_URL:+--endpoint-url "$BACKUP_S3_ENDPOINT_URL"} "$file" "${BACKUP_S3_URL%/}/${file##*/}" >&2 ||
    die "upload to $BACKUP_S3_URL failed (the dump is kept in $dir)"
  log "uploaded ${file##*/} to ${BACKUP_S3_URL%/}/"
fi

# Retention: names sort by time, newest first; the dump just written is never deleted.
mapfile -t dumps < <(find "$dir" -maxdepth 1 -name "$prefix*.dump" -printf '%f\n' | sort -r)
for old in "${dumps[@]:keep}"; do rm -f -- "$dir/$old" && log "pruned $old (keeping the newest $keep)"; done
if [[ -n $keep_days ]]; then
  find "$dir" -maxdepth 1 -name "$prefix*.dump" ! -name "${file##*/}" -mtime +"$keep_days" -print -delete | sed "s|^|pruned (older than $keep_days days) |" >&2
fi
# What a killed run left behind.
find "$dir" -maxdepth 1 -name ".$prefix*.dump.partial" -mmin +60 -delete
echo "$file"
