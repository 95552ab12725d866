#!/usr/bin/env bash
# Starts a Prism mock server of the API on 127.0.0.1:4010, for the tests.
#
# Usage: scripts/mock [--daemon] [spec]
#   spec      path or URL of the OpenAPI spec. Default: openapi_spec_url in .stats.yml, else openapi.yml at the
#             repository root.
#   --daemon  run in the background: wait up to 30 seconds for the port, log to .prism.log, and write the
#             server's process id to .prism.pid (stop it with: kill "$(cat .prism.pid)").
set -euo pipefail
cd "$(dirname "$0")/.."

readonly host=127.0.0.1 port=4010 prism_package=@stoplight/prism-cli@5.16.0

daemon=false
spec=
for arg in "$@"; do
  case $arg in
    --daemon) daemon=true ;;
    *) spec=$arg ;;
  esac
done

if [ -z "$spec" ] && [ -f .stats.yml ]; then
  spec=$(sed -n 's/^openapi_spec_url:[[:space:]]*//p' .stats.yml | tr -d "\"'\r")
fi
if [ -z "$spec" ] && [ -f openapi.yml ]; then
  spec=openapi.yml
fi
if [ -z "$spec" ]; then
  echo "scripts/mock: no spec: pass its path or URL, or add openapi.yml at the repository root" >&2
  exit 1
fi

# Prefer a Prism installed with the project or on the PATH; npx downloads the pinned version otherwise.
if [ -x node_modules/.bin/prism ]; then
  prism=(node_modules/.bin/prism)
elif command -v prism >/dev/null 2>&1; then
  prism=(prism)
else
  prism=(npx -y "$prism_package")
fi
command=("${prism[@]}" mock "$spec" --host "$host" --port "$port")

if ! $daemon; then
  exec "${command[@]}"
fi

listening() { (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null; }

if listening; then
  echo "scripts/mock: something already listens on $host:$port; stop it first" >&2
  exit 1
fi

"${command[@]}" >.prism.log 2>&1 &
pid=$!
echo "$pid" >.prism.pid

for _ in $(seq 60); do
  if listening; then
    echo "Prism mock server listening on http://$host:$port (pid $pid, log in .prism.log)"
    exit 0
  fi
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "scripts/mock: Prism stopped before listening:" >&2
    cat .prism.log >&2
    exit 1
  fi
  sleep 0.5
done

echo "scripts/mock: Prism did not listen on $host:$port within 30 seconds:" >&2
cat .prism.log >&2
kill "$pid" 2>/dev/null || true
exit 1
