#!/usr/bin/env bash
# Fetches the offline generator's evaluation documents from Debian's archive into bench/.cache/generate/docs/{dev,heldout}.
# Real documents written by others, in neither ../shared/ nor examples/; never committed (bench/.cache is ignored).
# Needs apt (run as root; `apt-get update` once if apt-get download finds nothing). Idempotent.
set -euo pipefail
cd "$(dirname "$0")/../.."
cache=bench/.cache/generate
mkdir -p "$cache/debs" "$cache/x"

packages=(r-cran-lme4 r-cran-zoo r-cran-sandwich r-cran-strucchange git-doc debian-reference-common debian-faq mkdocs-doc)
(
  cd "$cache/debs"
  for package in "${packages[@]}"; do
    ls "${package}"_*.deb >/dev/null 2>&1 || apt-get -o APT::Sandbox::User=root download "$package" >/dev/null
  done
  for deb in *.deb; do dpkg -x "$deb" ../x; done
)

x="$cache/x"
place() { # place SET NAME SOURCE [gunzip]
  local dir="$cache/docs/$1/$2"
  mkdir -p "$dir"
  if [[ "${4:-}" == gunzip ]]; then gunzip -c "$3" > "$dir/$(basename "${3%.gz}")"; else cp "$3" "$dir/"; fi
}

# Development set: what the engine may be tuned on.
place dev lme4-paper "$x/usr/lib/R/site-library/lme4/doc/lmer.pdf"
place dev zoo-vignette "$x/usr/lib/R/site-library/zoo/doc/zoo.pdf"
place dev git-tutorial-html "$x/usr/share/doc/git-doc/gittutorial.html"
place dev debian-reference-readme "$x/usr/share/doc/debian-reference-common/README.md.gz" gunzip
place dev git-faq-text "$x/usr/share/doc/git-doc/gitfaq.txt"

# Held-out set: never looked at while tuning.
place heldout sandwich-paper "$x/usr/lib/R/site-library/sandwich/doc/sandwich.pdf"
place heldout strucchange-paper "$x/usr/lib/R/site-library/strucchange/doc/strucchange-intro.pdf"
place heldout git-core-tutorial-html "$x/usr/share/doc/git-doc/gitcore-tutorial.html"
place heldout mkdocs-getting-started-html "$x/usr/share/doc/mkdocs/html/getting-started.html"
place heldout git-workflows-text "$x/usr/share/doc/git-doc/gitworkflows.txt"
place heldout debian-faq-text "$x/usr/share/doc/debian/FAQ/debian-faq.en.txt.gz" gunzip
place heldout sandwich-news-markdown "$x/usr/lib/R/site-library/sandwich/NEWS.md"

find "$cache/docs" -type f | sort
