#!/usr/bin/env bash
# Puts SQuAD 2.0's dev set (dev-v2.0.json, CC BY-SA 4.0, Rajpurkar et al. 2018) into bench/.cache/squad/ for bench/ask
# (its splits are in bench/ask/splits.ts). Never committed (bench/.cache is ignored). Idempotent.
#
# Where the official file cannot be downloaded, copy any dev-v2.0.json that holds the articles bench/ask/splits.ts
# names into bench/.cache/squad/ (every *.json there is read; the first file holding an article wins), for instance
# the one in a public course repository of SQuAD 2.0 (CS224n's distribution holds the official dev set's first 16
# articles, not "Rhine"), or point QAFORGE_SQUAD at a file or a directory of them:
#   QAFORGE_SQUAD=/path/to/dev-v2.0.json npm run bench:ask
# Articles that are missing are named in bench/ask's output; the rest is measured.
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/.cache/squad
target=bench/.cache/squad/dev-v2.0.json
if [[ ! -s "$target" ]]; then
  curl -fsSL --retry 3 -o "$target" https://rajpurkar.github.io/SQuAD-explorer/dataset/dev-v2.0.json || {
    rm -f "$target"
    echo "could not download SQuAD 2.0's dev set: copy dev-v2.0.json into bench/.cache/squad/ or set QAFORGE_SQUAD (see this script's header)" >&2
    exit 1
  }
fi
echo "$target"
