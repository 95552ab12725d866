#!/usr/bin/env bash
# Uploads this commit's build to sdkgen's package host, so SDK previews can be installed by commit SHA.
#
# Usage: scripts/utils/upload-artifact.sh [path]
#   path  the build output to upload, relative to the repository root. Default: the source tree at HEAD.
#
# Runs in GitHub Actions with "permissions: id-token: write": the workflow's OIDC token tells the host which
# repository and commit the upload belongs to. SDKGEN_PACKAGE_HOST overrides the host.
set -euo pipefail
cd "$(dirname "$0")/../.."

: "${ACTIONS_ID_TOKEN_REQUEST_URL:?needs a GitHub Actions OIDC token (permissions: id-token: write)}"
: "${ACTIONS_ID_TOKEN_REQUEST_TOKEN:?needs a GitHub Actions OIDC token (permissions: id-token: write)}"
: "${GITHUB_REPOSITORY:?needs GITHUB_REPOSITORY}"
: "${GITHUB_SHA:?needs GITHUB_SHA}"

readonly audience=pkg.sdkgen.dev
host=${SDKGEN_PACKAGE_HOST:-https://pkg.sdkgen.dev}

archive=$(mktemp)
trap 'rm -f "$archive"' EXIT
if [ $# -gt 0 ]; then
  tar -czf "$archive" -C "$1" .
else
  git archive --format=tar.gz HEAD >"$archive"
fi

token=$(curl -fsS -H "Authorization: bearer $ACTIONS_ID_TOKEN_REQUEST_TOKEN" \
  "$ACTIONS_ID_TOKEN_REQUEST_URL&audience=$audience" | jq -r .value)

url="$host/$GITHUB_REPOSITORY/$GITHUB_SHA.tar.gz"
curl -fsS --upload-file "$archive" -H "Authorization: Bearer $token" -H 'Content-Type: application/gzip' "$url"
echo "Uploaded the build to $url"
