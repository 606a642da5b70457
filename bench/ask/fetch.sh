#!/usr/bin/env bash
# Fetches SQuAD 2.0's dev set (CC BY-SA 4.0, Rajpurkar et al. 2018) into bench/.cache/squad/ for bench/ask: its
# "Rhine" article joins the development split and "Computational_complexity_theory" is the held-out split, which
# nothing in the offline answerer was tuned on. Never committed (bench/.cache is ignored). Idempotent.
# Elsewhere: QAFORGE_SQUAD=/path/to/dev-v2.0.json (or a directory of SQuAD JSON files) npm run bench:ask
set -euo pipefail
cd "$(dirname "$0")/../.."
mkdir -p bench/.cache/squad
target=bench/.cache/squad/dev-v2.0.json
[[ -s "$target" ]] || curl -fsSL --retry 3 -o "$target" https://rajpurkar.github.io/SQuAD-explorer/dataset/dev-v2.0.json
echo "$target"
