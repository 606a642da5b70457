#!/usr/bin/env python3
"""Held-out draw: python3 bench/generate/draw.py SEED [N=8].

Random r-cran-* and *-doc packages of Debian's archive (apt-cache pkgnames) that fetch.sh does not list yet, shuffled by
the seed; from each, one random file over a size floor, chosen by its name and size alone (plus the title of an HTML
page, to skip Doxygen's member and file lists). Prints "package path" lines; the packages are downloaded to
bench/.cache/generate/debs. Needs apt (Debian's archive); run it before the set is measured, and commit the set first.
"""
import random, re, subprocess, sys, os

HERE = os.path.dirname(os.path.abspath(__file__))
DEBS = os.path.join(HERE, '..', '.cache', 'generate', 'debs')
seed = int(sys.argv[1]); n = int(sys.argv[2]) if len(sys.argv) > 2 else 8
fetch = open(os.path.join(HERE, 'fetch.sh')).read()
m = re.search(r'packages=\((.*?)\)', fetch, re.S)
used = set(m.group(1).split())
names = subprocess.run(['apt-cache', 'pkgnames'], capture_output=True, text=True).stdout.split()
cands = sorted(p for p in set(names) if (p.startswith('r-cran-') or p.endswith('-doc')) and p not in used)
random.seed(seed); random.shuffle(cands)
os.makedirs(DEBS, exist_ok=True)
# From the hundred-eighth set on, R's extdata/ too: a package's data files, not its documentation.
SKIPDIR = re.compile(r'/(examples?|data|extdata|samples?|src|_modules|translations?|locale|po)/', re.I)
LANG = re.compile(r'/(de|fr|es|it|ja|zh|zh_CN|zh_TW|ru|pt|pt_BR|ko|pl|cs|nl|sv|fi|da|hu|tr|uk|el)/|[._-](de|fr|es|it|ja|zh|ru|pt|ko|pl|cs|nl)\.(html?|txt|md|rst)', re.I)
INDEXY = re.compile(r'(^|/)[^/]*(index|search)[^/]*$|(^|/)(toc|contents|copyright|changelog\.Debian|license|licence|authors|thanks|todo)[^/]*$|-index\.html?$|-members\.html?$|_source\.html$|(^|/)(globals|functions)[^/]*\.html?$|test', re.I)
picked = []
for p in cands:
    if len(picked) >= n: break
    r = subprocess.run(['apt-get', 'download', p], cwd=DEBS, capture_output=True, text=True)
    if r.returncode != 0: continue
    debs = [f for f in os.listdir(DEBS) if f.startswith(p + '_') and f.endswith('.deb')]
    if not debs: continue
    deb = os.path.join(DEBS, debs[0])
    listing = subprocess.run(['dpkg', '-c', deb], capture_output=True, text=True).stdout.splitlines()
    files = []
    for line in listing:
        parts = line.split()
        if len(parts) < 6 or not parts[0].startswith('-'): continue
        size = int(parts[2]); path = parts[5].lstrip('.')
        if SKIPDIR.search(path) or LANG.search(path) or INDEXY.search(path): continue
        if p.startswith('libghc') and re.search(r'\.txt(\.gz)?$', path): continue
        base = path[:-3] if path.endswith('.gz') else path
        eff = size * 3 if path.endswith('.gz') else size
        ext = os.path.splitext(base)[1].lower()
        if ext in ('.txt', '.md', '.rst') and eff >= 6000: files.append(path)
        elif ext in ('.html', '.htm') and eff >= 15000: files.append(path)
        elif ext == '.pdf' and eff >= 100000: files.append(path)
    if not files: continue
    files.sort()
    # content check: skip Doxygen member lists, and (from the two-hundred-eighteenth set on) its file lists
    # ("files.html", titled "File List": names only, as set 217's libsilly page was)
    for _ in range(5):
        f = random.choice(files)
        if f.endswith(('.html', '.htm')):
            x = subprocess.run(f'dpkg --fsys-tarfile {deb} | tar -xO .{f} 2>/dev/null | head -c 20000', shell=True, capture_output=True).stdout.decode('utf8', 'replace')
            if re.search(r'<title>[^<]*(?:Member|File) List', x): files.remove(f); f = None
            if not files: break
        if f: break
    if not f: continue
    picked.append((p, f)); print(p, f, flush=True)
