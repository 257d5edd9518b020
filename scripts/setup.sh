#!/usr/bin/env bash
# Installs what the local stack needs and the machine may lack, from Debian's packages and the
# npm registry only (README "Fresh machine"). Idempotent; `--browser` also installs Chromium for
# the end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v java >/dev/null 2>&1 || need_apt+=(openjdk-17-jre-headless)
if [[ "${1:-}" == "--browser" ]] && [[ ! -x /usr/bin/chromium ]]; then need_apt+=(chromium); fi
if ((${#need_apt[@]})); then
  if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
    echo "setup: installing ${need_apt[*]} (apt)"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
  else
    echo "setup: please install ${need_apt[*]} (Debian: sudo apt-get install -y ${need_apt[*]})" >&2
    exit 1
  fi
fi

# DynamoDB Local: AWS's own engine, shipped inside the amplify-dynamodb-simulator npm tarball.
ddb_dir=.local/dynamodb
if [[ ! -f $ddb_dir/DynamoDBLocal.jar ]]; then
  echo "setup: fetching DynamoDB Local from the npm registry (amplify-dynamodb-simulator@2.9.30)"
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent amplify-dynamodb-simulator@2.9.30 >/dev/null)
  mkdir -p "$ddb_dir"
  tar xzf "$tmp"/amplify-dynamodb-simulator-2.9.30.tgz -C "$tmp"
  cp -r "$tmp"/package/emulator/. "$ddb_dir"/
  rm -rf "$tmp"
fi
