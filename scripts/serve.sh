#!/usr/bin/env bash
# Installs what is missing, builds every page (release) and serves Goatherd at
# http://127.0.0.1:8080 until stopped with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
echo "Goatherd: http://127.0.0.1:8080/"
exec node --input-type=module -e "
  import { serve } from './tests/e2e/serve.mjs';
  await serve('dist', 8080);
"
