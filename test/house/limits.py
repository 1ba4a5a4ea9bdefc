#!/usr/bin/env python3
"""The translator's house rules (docs/design.md, "The house"), checked.

No source file of lib/ over 700 lines and no function of lib/ or tools/ over
150 lines: a file or a function past them holds more than one job. Functions
are found by Universal Ctags (its end lines), not by a parser of our own.

  limits.py SOURCE_DIR [--ctags PATH]
Exit 0 when every file and function is within the limits; 1 with a list of
the ones that are not.
"""
import argparse
import pathlib
import subprocess
import sys

MAX_FILE_LINES = 700
MAX_FUNCTION_LINES = 150


def long_files(root):
    for path in sorted((root / "lib").rglob("*")):
        if path.suffix in (".cpp", ".h") and path.is_file():
            lines = path.read_text(errors="replace").count("\n")
            if lines > MAX_FILE_LINES:
                yield f"{path.relative_to(root)}: {lines} lines (at most {MAX_FILE_LINES})"


def long_functions(root, ctags):
    out = subprocess.run(
        [ctags, "-R", "--languages=C++", "--kinds-C++=f", "--fields=+ne", "-x",
         "--_xformat=%{line} %{end} %{input} %{name}", "lib", "tools"],
        cwd=root, check=True, capture_output=True, text=True).stdout
    found = 0
    for row in out.splitlines():
        begin, end, path, name = row.split(" ", 3)
        found += 1
        if end != "-" and int(end) - int(begin) + 1 > MAX_FUNCTION_LINES:
            yield (f"{path}:{begin}: {name} is {int(end) - int(begin) + 1} "
                   f"lines (at most {MAX_FUNCTION_LINES})")
    if found < 100:  # ctags read nothing: the check would pass by mistake
        yield f"ctags found only {found} functions under lib/ and tools/"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source_dir", type=pathlib.Path)
    parser.add_argument("--ctags", default="ctags")
    args = parser.parse_args()
    problems = list(long_files(args.source_dir)) + list(
        long_functions(args.source_dir, args.ctags))
    for p in problems:
        print(p)
    print(f"house limits: {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
