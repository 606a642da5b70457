#!/usr/bin/env python3
"""Held-out bookkeeping for bench/generate (fetch.sh, README.md, ratings.tsv), so no set is added or moved by hand.

  python3 bench/generate/draw.py SEED | tee /tmp/picks          # "package path" lines
  (give each line a third field, the document's name)            # "package path name"
  python3 bench/generate/sets.py add SEED "after the session's first round was written and before it was measured" < /tmp/picks
      adds the next heldoutN to fetch.sh (its packages and place lines) and to README.md's table and set history, and
      extracts its documents into bench/.cache/generate/docs/heldoutN/. Commit before measuring.
  python3 bench/generate/sets.py unrated heldoutN                  # accepted questions of its run not yet in ratings.tsv
  python3 bench/generate/sets.py move heldoutN ["measured after it"]
      after the write-up: the set joins the development set (table rows, fetch.sh, README sentence, its documents).
  python3 bench/generate/sets.py summary                           # held-out measurements: count, median, lowest
"""
import glob, os, re, shutil, statistics, subprocess, sys, textwrap, time

HERE = os.path.dirname(os.path.abspath(__file__))
FETCH = os.path.join(HERE, 'fetch.sh')
README = os.path.join(HERE, 'README.md')
RATINGS = os.path.join(HERE, 'ratings.tsv')
CACHE = os.path.join(HERE, '..', '.cache', 'generate')
DEBS = os.path.join(CACHE, 'debs')
DOCS = os.path.join(CACHE, 'docs')
# heldout1 was the thirty-fifth set (the first thirty-four were measured before sets were named heldoutN).
OFFSET = 34
TABLE_ANCHOR = '| dev | git-faq-text | git-doc 2.39.5 | `gitfaq.txt` | AsciiDoc text, FAQ | GPL-2 |\n'
HISTORY_ANCHOR = ' From the thirty-eighth and'

ONES = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth']
TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth',
         'eighteenth', 'nineteenth']
TENS_ORD = ['', '', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'sixtieth', 'seventieth', 'eightieth', 'ninetieth']
TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']


CARDINALS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']


def ordinal(n):
    """149 -> 'hundred-forty-ninth', 201 -> 'two-hundred-first' (the README's spelling)."""
    if n >= 1000: raise ValueError(n)
    head, rest = divmod(n, 100)
    if rest == 0: return 'hundredth' if head == 1 else f'{CARDINALS[head]}-hundredth'
    if rest < 10: word = ONES[rest]
    elif rest < 20: word = TEENS[rest - 10]
    elif rest % 10 == 0: word = TENS_ORD[rest // 10]
    else: word = f'{TENS[rest // 10]}-{ONES[rest % 10]}'
    return f'hundred-{word}' if head == 1 else word if head == 0 else f'{CARDINALS[head]}-hundred-{word}'


def now():
    return time.strftime('%H:%M', time.gmtime()), time.strftime('%Y-%m-%d', time.gmtime())


def read(path): return open(path, encoding='utf8').read()
def write(path, text): open(path, 'w', encoding='utf8').write(text)


def comment(text):
    return '\n'.join('# ' + line for line in textwrap.wrap(text, 116, break_on_hyphens=False))


def next_set():
    used = [int(n) for n in re.findall(r'heldout(\d+)', read(README) + read(FETCH))]
    return max(used) + 1


def deb_of(pkg):
    found = sorted(glob.glob(os.path.join(DEBS, pkg + '_*.deb')))
    if not found: sys.exit(f'sets.py: no {pkg}_*.deb in {DEBS}; run draw.py first (it downloads the packages)')
    return found[0]


def licence_of(deb):
    text = subprocess.run(f'dpkg --fsys-tarfile "{deb}" | tar -xO --wildcards "./usr/share/doc/*/copyright" 2>/dev/null',
                          shell=True, capture_output=True).stdout.decode('utf8', 'replace')
    m = re.search(r'Files:\s*\*\s*\n(?:.*\n)*?License:\s*(\S+)', text) or re.search(r'^License:\s*(\S+)', text, re.M)
    return m.group(1) if m else '?'


def extract(deb, path, target):
    os.makedirs(os.path.dirname(target), exist_ok=True)
    data = subprocess.run(f'dpkg --fsys-tarfile "{deb}" | tar -xO ".{path}"', shell=True, capture_output=True, check=True).stdout
    if path.endswith('.gz'):
        data = subprocess.run(['gunzip', '-c'], input=data, capture_output=True, check=True).stdout
    open(target, 'wb').write(data)
    return len(data)


def add(seed, when, picks):
    n = next_set(); name = f'heldout{n}'; hhmm, day = now()
    fetch = read(FETCH); readme = read(README)
    if TABLE_ANCHOR not in readme or HISTORY_ANCHOR not in readme: sys.exit('sets.py: README.md anchors not found')
    # The phrase is written into README.md and fetch.sh as given: a placeholder ("WHEN") would stay there.
    if not re.search(r'[a-z]', when) or len(when.split()) < 3:
        sys.exit('sets.py: the second argument says when the set was fixed, in words (e.g. "after the session\'s second round '
                 'was written and before it was measured"), not a placeholder')
    names = [p[2] for p in picks]
    if len(set(names)) != len(names): sys.exit('sets.py: two picks share a name')
    for other in names:
        if re.search(rf'^place \S+ {re.escape(other)} ', fetch, re.M): sys.exit(f'sets.py: the name {other} is taken')
    pk = ' '.join(p[0] for p in picks)
    fetch, k = re.subn(r'\)\n\(\n  cd "\$cache/debs"', f'\n  {pk})\n(\n  cd "$cache/debs"', fetch, count=1)
    if k != 1: sys.exit('sets.py: the packages=( … ) list of fetch.sh not found')
    lines = [comment(f'{ordinal(n + OFFSET).capitalize()} held-out set: chosen the same way (bench/generate/draw.py) at '
                     f'{hhmm} UTC on {day} (seed {seed}), {when}.')]
    rows = []
    for pkg, path, doc in picks:
        deb = deb_of(pkg)
        version = subprocess.run(['dpkg-deb', '-f', deb, 'Version'], capture_output=True, text=True).stdout.strip()
        size = extract(deb, path, os.path.join(DOCS, name, doc, os.path.basename(path[:-3] if path.endswith('.gz') else path)))
        lines.append(f'place {name} {doc} "$x{path}"' + (' gunzip' if path.endswith('.gz') else ''))
        m = re.match(r'/usr/lib/R/(?:site-library|library)/(.*)', path) or re.match(r'/usr/share/doc/[^/]+/(.*)', path)
        shown = m.group(1) if m else path
        rows.append(f'| {name} | {doc} | {pkg} {version} | `{shown}` ({round(size / 1000)} KB) | not described until measured | '
                    f'{licence_of(deb)} |')
    fetch = fetch.replace('find "$cache/docs" -type f | sort', '\n'.join(lines) + '\nfind "$cache/docs" -type f | sort', 1)
    readme = readme.replace(TABLE_ANCHOR, TABLE_ANCHOR + '\n'.join(rows) + '\n', 1)
    readme = readme.replace(HISTORY_ANCHOR, f' The {ordinal(n + OFFSET)} (`{name}`) was fixed so at {hhmm} UTC on {day}, '
                                            f'{when}.{HISTORY_ANCHOR}', 1)
    write(FETCH, fetch); write(README, readme)
    print(f'{name} (set {n + OFFSET}) added at {hhmm} UTC; its documents are in {os.path.join(DOCS, name)}')
    print('\n'.join(rows))


def move(name, phrase):
    readme = read(README); fetch = read(FETCH); hhmm, day = now()
    start = readme.find(f'--set {name}`')
    if start < 0: sys.exit(f'sets.py: no write-up of {name} in README.md (its section names `--set {name}`)')
    kinds = {}
    for m in re.finditer(r'^\| ([\w.+-]+) \| (.+?) \| [\d–]+ \| ', readme[start:start + 6000], re.M):
        kinds.setdefault(m.group(1), m.group(2))
    missing = []
    def row(m):
        if m.group(1) not in kinds: missing.append(m.group(1)); return m.group(0)
        return f'| dev (held out until {day}, {hhmm} UTC) | {m.group(1)} |{m.group(2)}| {kinds[m.group(1)]} |{m.group(3)}|'
    readme, k = re.subn(rf'^\| {name} \| ([\w.+-]+) \|(.*?)\| not described until measured \|(.*?)\|$', row, readme, flags=re.M)
    if missing or not k: sys.exit(f'sets.py: the write-up\'s table lacks {", ".join(missing) or "every document"}')
    before = len(os.listdir(os.path.join(DOCS, 'dev'))) if os.path.isdir(os.path.join(DOCS, 'dev')) else 0
    count = len(re.findall(r'^place dev ', fetch, re.M)) + k
    readme, j = re.subn(rf'(\(`{name}`\) was fixed so at [^.]*?)\.{HISTORY_ANCHOR}',
                        rf'\1, {phrase}, and has joined the development set ({count} documents).{HISTORY_ANCHOR}', readme)
    if j != 1: sys.exit(f'sets.py: the set history\'s sentence for {name} not found')
    def recomment(m):
        text = ' '.join(line[2:] for line in m.group(0).splitlines()).rstrip('.')
        return comment(f'{text}; {phrase}: development since.') + '\n'
    fetch = re.sub(rf'(?:^# .*\n)+(?=place {name} )', recomment, fetch, count=1, flags=re.M)
    fetch = fetch.replace(f'place {name} ', 'place dev ')
    write(README, readme); write(FETCH, fetch)
    src = os.path.join(DOCS, name)
    if os.path.isdir(src):
        os.makedirs(os.path.join(DOCS, 'dev'), exist_ok=True)
        for d in os.listdir(src): shutil.move(os.path.join(src, d), os.path.join(DOCS, 'dev', d))
        os.rmdir(src)
    print(f'{name} joined the development set: {count} documents in fetch.sh ({before} in the cache before)')


def unrated(name):
    rated = set()
    for line in open(RATINGS, encoding='utf8'):
        p = line.rstrip('\n').split('\t')
        if len(p) >= 4: rated.add((p[1], p[2]))
    for f in sorted(glob.glob(os.path.join(CACHE, 'results', name, '*.md'))):
        doc = os.path.basename(f)[:-3]
        for m in re.finditer(r'^\d+\. \*\*(.*)\*\*$', read(f), re.M):
            if (doc, m.group(1)) not in rated: print(f'{name}\t{doc}\t{m.group(1)}')


def summary():
    """Totals rows ("**8 documents** … **a/b (p %)**") of the write-ups under a "## … held-out set …" heading."""
    readme = read(README); pcts = []
    for m in re.finditer(r'^## .*held-out set.*$', readme, re.M):
        body = readme[m.end():]
        nxt = re.search(r'^## ', body, re.M)
        body = body[:nxt.start()] if nxt else body
        for line in re.findall(r'^\|.*\*\*(?:\d+\w*: )?\d+ documents\*\*.*$', body, re.M):
            rated = re.search(r'\*\*\d+/\d+ \((\d+) %\)\*\*', line)
            if rated and '**dev**' not in line: pcts.append(int(rated.group(1)))
    print(f'{len(pcts)} held-out totals rows; rated valid: median {statistics.median(pcts)} %, lowest {min(pcts)} %, '
          f'highest {max(pcts)} %')


if __name__ == '__main__':
    args = sys.argv[1:]
    if args[:1] == ['add'] and len(args) == 3:
        picks = [line.split() for line in sys.stdin if line.strip()]
        bad = [p for p in picks if len(p) != 3]
        if bad: sys.exit(f'sets.py: a pick is "package path name", got: {" ".join(bad[0])}')
        add(args[1], args[2], picks)
    elif args[:1] == ['move'] and len(args) in (2, 3): move(args[1], args[2] if len(args) == 3 else 'measured after it')
    elif args[:1] == ['unrated'] and len(args) == 2: unrated(args[1])
    elif args == ['summary']: summary()
    else: sys.exit(__doc__)
